import type { ConsoleNotice } from "../lib/console-notice";

/** What the last form did, announced to screen readers (a status, or an alert for an error). */
export function ConsoleNoticeBanner({ notice }: { notice: ConsoleNotice | null }) {
  if (!notice) return null;
  const isError = notice.kind === "error";
  return (
    <p
      role={isError ? "alert" : "status"}
      className={isError ? "rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800" : "rounded-lg border border-green-200 bg-green-50 px-4 py-3 text-sm text-green-800"}
    >
      {notice.text}
    </p>
  );
}
