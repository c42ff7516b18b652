import { SearchX } from "lucide-react";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";

/** The page's shape while figures load, so nothing jumps when they arrive. */
export function AnalyticsSkeleton() {
  return (
    <div className="flex flex-col gap-4" aria-busy="true" aria-label="Loading figures" role="status">
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
        {Array.from({ length: 5 }, (_, index) => (
          <div key={index} className="h-24 animate-pulse rounded-xl bg-gray-100" />
        ))}
      </div>
      <div className="h-72 animate-pulse rounded-xl bg-gray-100" />
      <div className="grid gap-4 lg:grid-cols-2">
        <div className="h-56 animate-pulse rounded-xl bg-gray-100" />
        <div className="h-56 animate-pulse rounded-xl bg-gray-100" />
      </div>
    </div>
  );
}

/** No applicants in the period: say so and offer a wider one. */
export function AnalyticsEmpty({ onAllTime }: { onAllTime?: () => void }) {
  return (
    <EmptyState
      icon={SearchX}
      title="No applicants in this period"
      action={
        onAllTime ? (
          <Button type="button" variant="secondary" onClick={onAllTime}>
            Show All Time
          </Button>
        ) : undefined
      }
    >
      Try a longer period or other jobs: the figures below cover only applicants who applied between these dates.
    </EmptyState>
  );
}
