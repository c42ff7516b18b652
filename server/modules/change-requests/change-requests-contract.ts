/** Access requests (spec 3 Change request, 4 access request, 5 request note, 6 denied user, 8, 9). Zod-free constants for the portal; the zod schemas are change-requests-schemas.ts. */

/** Spec 5 and 9: the request note is optional, at most 300 characters (counter n/300). */
export const CHANGE_REQUEST_NOTE_MAX = 300;

/** Spec 9: a request can be made again 3 days after its last update. */
export const CHANGE_REQUEST_RETRY_DAYS = 3;

/** Spec 8 and 9: the warning lasts 5 seconds and shows the date as DD MM YYYY HH:mm. */
export const ALREADY_REQUESTED_WARNING = {
  durationMs: 5000,
  dateFormat: "DD MM YYYY HH:mm",
  title: "Access Denied!",
  text: "You can re-request if there is still no respond until {date} In the meantime, you can contact {email} to follow up",
} as const;

export const CHANGE_REQUEST_ERROR_CODES = {
  alreadyCreated: "COMPANY_CHANGE_REQUEST_ALREADY_CREATED",
  notFound: "COMPANY_CHANGE_REQUEST_NOT_FOUND",
  notPending: "COMPANY_CHANGE_REQUEST_NOT_PENDING",
  alreadyGranted: "PERMISSION_ALREADY_GRANTED",
  ownerHasFullAccess: "OWNER_HAS_FULL_ACCESS",
} as const;
