import { ALREADY_REQUESTED_WARNING } from "@/server/modules/change-requests/change-requests-contract";
import { PERMISSION_MESSAGES } from "@/server/modules/permissions/permissions-contract";

/**
 * The words of the HRIS switcher, its two modals and the trial banner. Where the spec gives a text
 * (spec 6's sent text, spec 8's access-denied warning) it is used word for word; the rest is ours.
 */
export const HRIS_TEXTS = {
  switcherLabel: "Product",
  ats: "ATS",
  hris: "HRIS",
  checking: "Checking your HRIS access…",

  superAdminTitle: "Set up HRIS for your company",
  superAdminBody:
    "Your company is not on HRIS yet. If you continue, you become its Super Admin: you get unrestricted access to HRIS, and you decide what access your colleagues get when they ask for it.",
  superAdminConfirm: "Become Super Admin",

  requestTitle: "Request access to HRIS",
  requestDescription: "Your company already uses HRIS. Ask its Super Admin for access; you will be told when they answer.",
  noteLabel: "Note",
  notePlaceholder: "What do you need HRIS for?",
  send: "Send request",
  alreadySentTitle: "Request already sent",
  /** Spec 4's already-sent text; {date} is the re-request date, DD MM YYYY HH:mm (spec 9). */
  alreadySentText: "Your request for HRIS access is waiting for your company's Super Admin. If there is still no response, you can request again on {date}.",
  loadingRequest: "Loading your request…",
  loadRequestFailed: "Your request could not be loaded.",

  /** Spec 6's sent text, shown 10 seconds after a request is sent (spec 4 and 9). */
  requestSent: PERMISSION_MESSAGES.requestSent,
  /** Spec 8's 5-second warning when the API refuses a request sent again too soon. */
  deniedTitle: ALREADY_REQUESTED_WARNING.title,
  deniedDurationMs: ALREADY_REQUESTED_WARNING.durationMs,

  popupBlockedTitle: "HRIS is ready",
  popupBlockedText: "Your browser blocked the new tab.",
  openHris: "Open HRIS",
  openingTab: "Opening HRIS…",

  bannerTitle: "Try HRIS",
  bannerText:
    "Run employees, attendance, leave, payroll and performance next to your hiring, with the same account.",
  bannerAction: "Switch to HRIS",
  bannerDismiss: "Dismiss the HRIS trial banner",
} as const;

/** The already-sent text with its re-request date filled in. */
export function alreadySentText(date: string): string {
  return HRIS_TEXTS.alreadySentText.replace("{date}", date);
}
