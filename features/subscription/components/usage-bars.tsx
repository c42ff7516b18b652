import { cn } from "@/lib/cn";
import type { SubscriptionUsage } from "@/server/modules/subscriptions/subscriptions-schemas";

const ROWS: { key: keyof SubscriptionUsage; label: string }[] = [
  { key: "jobPosts", label: "Published job posts" },
  { key: "members", label: "Team members" },
  { key: "talentContacts", label: "Talent contacts this month" },
];

/** What the company uses against each quota of its plan; a null quota is unlimited. */
export function UsageBars({ usage }: { usage: SubscriptionUsage }) {
  return (
    <ul className="flex flex-col gap-4" aria-label="Usage against your plan">
      {ROWS.map(({ key, label }) => {
        const { used, quota } = usage[key];
        const share = quota === null || quota === 0 ? (quota === 0 && used > 0 ? 1 : 0) : Math.min(1, used / quota);
        const over = quota !== null && used > quota;
        return (
          <li key={key} className="flex flex-col gap-1.5">
            <div className="flex items-baseline justify-between gap-3 text-sm">
              <span className="font-medium text-gray-800">{label}</span>
              <span className={cn("tabular-nums", over ? "font-semibold text-red-700" : "text-gray-700")}>
                {quota === null ? `${used.toLocaleString("id-ID")} used · Unlimited` : `${used.toLocaleString("id-ID")} of ${quota.toLocaleString("id-ID")}`}
              </span>
            </div>
            {quota === null ? null : (
              <div
                role="progressbar"
                aria-label={label}
                aria-valuemin={0}
                aria-valuemax={quota}
                aria-valuenow={Math.min(used, quota)}
                className="h-2 overflow-hidden rounded-full bg-gray-100"
              >
                <div className={cn("h-full rounded-full", over || share >= 1 ? "bg-red-500" : share >= 0.8 ? "bg-amber-500" : "bg-brand-600")} style={{ width: `${share * 100}%` }} />
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
