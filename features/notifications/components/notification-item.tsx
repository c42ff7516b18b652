"use client";

import { Briefcase, Building2, CreditCard, UserRound, type LucideIcon } from "lucide-react";
import Link from "next/link";
import { formatDateTime } from "@/lib/format/date";
import { formatDuration } from "@/lib/format/duration";
import { cn } from "@/lib/cn";
import { safeRedirectPath } from "@/lib/routes";
import type { NotificationItem as Item } from "@/server/modules/notifications/notifications-schemas";

const CATEGORY_ICONS: Record<string, LucideIcon> = { applicant: UserRound, job: Briefcase, company: Building2, subscription: CreditCard };

const HOUR_MS = 60 * 60 * 1000;

/** "5 minutes ago" within a day, the date and time after that. */
function whenText(createdAt: string, now: number): string {
  const age = now - Date.parse(createdAt);
  if (age < 60_000) return "Just now";
  return age < 24 * HOUR_MS ? `${formatDuration(age)} ago` : formatDateTime(createdAt);
}

/**
 * One notification: a link to its page (spec 3 pageUrl; only same-site paths are followed) that
 * marks it read on the way (spec 4). Unread items are tinted and dotted.
 */
export function NotificationItem({ item, onOpen, now }: { item: Item; onOpen: (item: Item) => void; now: number }) {
  const Icon = CATEGORY_ICONS[item.category] ?? Building2;
  const href = safeRedirectPath(item.data.pageUrl) ?? "/notifications";
  return (
    <li>
      <Link
        href={href}
        onClick={() => onOpen(item)}
        className={cn(
          "flex items-start gap-3 px-4 py-3 text-left hover:bg-gray-50 focus-visible:bg-gray-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600",
          !item.isRead && "bg-brand-50/60",
        )}
        data-testid="notification-item"
        data-read={item.isRead ? "true" : "false"}
      >
        {item.data.companyLogoUrl ? (
          // eslint-disable-next-line @next/next/no-img-element -- the company's own logo from our API, any size
          <img src={item.data.companyLogoUrl} alt="" className="size-9 shrink-0 rounded-full border border-gray-200 object-cover" />
        ) : (
          <span className="grid size-9 shrink-0 place-items-center rounded-full bg-gray-100 text-gray-600" aria-hidden>
            <Icon className="size-4" />
          </span>
        )}
        <span className="min-w-0 flex-1">
          <span className="block text-sm font-semibold break-words text-gray-900">{item.title}</span>
          <span className="mt-0.5 block text-sm break-words text-gray-600">{item.body}</span>
          <span className="mt-1 flex flex-wrap items-center gap-x-2 text-xs text-gray-500">
            <time dateTime={item.createdAt}>{whenText(item.createdAt, now)}</time>
            {item.action ? <span className="font-medium text-brand-700">{item.action}</span> : null}
          </span>
        </span>
        {!item.isRead ? (
          <span className="mt-1.5 size-2 shrink-0 rounded-full bg-red-600" aria-label="Unread" role="img" />
        ) : null}
      </Link>
    </li>
  );
}
