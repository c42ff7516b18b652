import { Bell } from "lucide-react";

/** Spec 2.8's empty state, on the page and in the bell's dropdown. */
export function NotificationsEmptyState() {
  return (
    <div className="flex flex-col items-center gap-2 px-6 py-10 text-center">
      <span className="grid size-12 place-items-center rounded-full bg-brand-50 text-brand-600" aria-hidden>
        <Bell className="size-6" />
      </span>
      <p className="text-sm font-semibold text-gray-900">Hiring Made 100X Easier</p>
      <p className="text-xs text-gray-500">Never miss an update about your job posts &amp; candidate updates here</p>
    </div>
  );
}
