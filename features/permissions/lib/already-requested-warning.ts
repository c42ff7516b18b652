import { formatNumericDateTime } from "@/lib/format/date";
import { ALREADY_REQUESTED_WARNING, CHANGE_REQUEST_RETRY_DAYS } from "@/server/modules/change-requests/change-requests-contract";

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Spec 8's warning after a refused access request: 'Access Denied! You can re-request if there is
 * still no respond until {date} In the meantime, you can contact {email} to follow up', the date as
 * DD MM YYYY HH:mm (spec 9). The API sends the date and the email with the refusal; a 400 without
 * them falls back to the approver shown on the page and 3 days from now (the re-request rule).
 */
export function alreadyRequestedWarning(
  data: Record<string, unknown>,
  fallback: { email: string | undefined; now?: Date },
): { title: string; text: string } {
  const reRequestAt =
    typeof data.reRequestAt === "string" ? data.reRequestAt : new Date((fallback.now ?? new Date()).getTime() + CHANGE_REQUEST_RETRY_DAYS * DAY_MS).toISOString();
  const email = typeof data.email === "string" ? data.email : (fallback.email ?? "your Admin");
  return {
    title: ALREADY_REQUESTED_WARNING.title,
    text: ALREADY_REQUESTED_WARNING.text.replace("{date}", formatNumericDateTime(reRequestAt)).replace("{email}", email),
  };
}
