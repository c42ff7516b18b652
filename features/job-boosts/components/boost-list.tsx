import { formatDate } from "@/lib/format/date";
import type { JobBoost } from "@/server/modules/job-boosts/job-boosts-schemas";

/** Boosts, each with its job and dates; `empty` when there are none. */
export function BoostList({ label, boosts, empty }: { label: string; boosts: JobBoost[]; empty: string }) {
  if (boosts.length === 0) return <p className="text-sm text-gray-600">{empty}</p>;
  return (
    <ul aria-label={label} className="flex flex-col divide-y divide-gray-100 rounded-xl border border-gray-200 bg-white">
      {boosts.map((boost) => (
        <li key={boost.id} className="flex flex-col gap-1 p-4 sm:flex-row sm:items-center sm:justify-between">
          <span className="font-medium break-words text-gray-900">{boost.jobRole}</span>
          <span className="text-sm text-gray-600">
            {boost.durationDays} days · {formatDate(boost.startsAt)} – {boost.status === "active" ? `ends ${formatDate(boost.endsAt)}` : `ended ${formatDate(boost.endsAt)}`}
          </span>
        </li>
      ))}
    </ul>
  );
}
