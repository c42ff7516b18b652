import { ChartColumn } from "lucide-react";
import type { Metadata } from "next";
import { EmptyState } from "@/components/ui/empty-state";
import { GuardedPage } from "@/features/permissions/components/guarded-page";

export const metadata: Metadata = { title: "Analytics" };

/** Analytics (spec 6: view on analyticsGeneral). The figures come with the analytics issue. */
export default function AnalyticsPage() {
  return (
    <GuardedPage page="analytics">
      <div className="mx-auto w-full max-w-5xl px-4 py-6 sm:px-8 sm:py-8">
        <h1 className="text-2xl font-bold text-gray-900">Analytics</h1>
        <EmptyState icon={ChartColumn} title="No hiring data yet" className="mt-6">
          Once your job posts receive applicants, this page shows how many applied, how they moved through your hiring steps and how fast
          your team responded.
        </EmptyState>
      </div>
    </GuardedPage>
  );
}
