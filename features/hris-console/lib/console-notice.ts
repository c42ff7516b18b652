/**
 * What the access page says after a form was sent: the route handler keeps it for a few seconds in
 * a cookie of the console (path /hris), the page shows it once. Kinds and texts live here so the
 * handler and the page agree.
 */
export const CONSOLE_NOTICE_COOKIE = "hp_hris_notice";
export const CONSOLE_NOTICE_SECONDS = 15;

export const CONSOLE_NOTICE_KINDS = ["approved", "denied", "access", "removed", "error"] as const;
export type ConsoleNoticeKind = (typeof CONSOLE_NOTICE_KINDS)[number];
export type ConsoleNotice = { kind: ConsoleNoticeKind; text: string };

export function noticeText(kind: Exclude<ConsoleNoticeKind, "error">, name: string): string {
  switch (kind) {
    case "approved":
      return `${name} is now an HRIS admin. They were emailed and notified.`;
    case "denied":
      return `${name}'s request was denied. They were emailed and notified.`;
    case "access":
      return `${name}'s access was saved.`;
    case "removed":
      return `${name} is no longer an HRIS admin.`;
  }
}

export function encodeNotice(notice: ConsoleNotice): string {
  return encodeURIComponent(`${notice.kind}|${notice.text.slice(0, 300)}`);
}

export function decodeNotice(value: string | undefined): ConsoleNotice | null {
  if (!value) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(value);
  } catch {
    return null;
  }
  const [kind, ...rest] = decoded.split("|");
  if (!(CONSOLE_NOTICE_KINDS as readonly string[]).includes(kind ?? "")) return null;
  return { kind: kind as ConsoleNoticeKind, text: rest.join("|") };
}
