/**
 * The HRIS side's access (issue 17; spec 2.3 HRIS sections, 2.10, 3 HRIS records, 4 HRIS switcher,
 * 5 request note, 6 Super Admin, 7.4, 8, 9). Plain data, no server imports: the portal's switcher and
 * modals and the built-in HRIS console share it. The zod schemas are hris-schemas.ts.
 */

/** Spec 5 and 9: the join request note is optional, at most 300 characters (live counter n/300). */
export const HRIS_NOTE_MAX = 300;

/** Spec 9: a join request can be sent again 3 days after its last update. */
export const HRIS_RESEND_AFTER_DAYS = 3;
export const HRIS_RESEND_AFTER_MS = HRIS_RESEND_AFTER_DAYS * 24 * 60 * 60 * 1000;

/** Spec 9: the re-request date is shown as DD MM YYYY HH:mm; the success notice lasts 10 s. */
export const HRIS_RESEND_DATE_FORMAT = "DD MM YYYY HH:mm";
export const HRIS_SUCCESS_NOTICE_MS = 10_000;

/** The one-time login token of the handoff lives this long (seconds); the auth module issues it. */
export const HRIS_LOGIN_TOKEN_TTL_SECONDS = 60;

/** Spec 7.1: the `platform` of POST /v1/auth/login-token for the HRIS handoff. */
export const HRIS_LOGIN_TOKEN_PLATFORM = "hris";

/** Where a join request or a create-admin came from (the payloads' `from`): the portal's switcher. */
export const HRIS_REQUEST_SOURCES = ["ats"] as const;
export type HrisRequestSource = (typeof HRIS_REQUEST_SOURCES)[number];

/** Spec 6: a Super Admin has unrestricted access and sets other admins' access. */
export const HRIS_ADMIN_ROLES = ["superAdmin", "admin"] as const;
export type HrisAdminRole = (typeof HRIS_ADMIN_ROLES)[number];
export const HRIS_ADMIN_ROLE_LABELS: Record<HrisAdminRole, string> = { superAdmin: "Super Admin", admin: "Admin" };

/** The HRIS menu sections (spec 2.3) an admin's access can cover; a Super Admin always has all. */
export const HRIS_ACCESS_AREAS = ["hris", "time", "finance", "performance", "settings"] as const;
export type HrisAccessArea = (typeof HRIS_ACCESS_AREAS)[number];
export const HRIS_ACCESS_AREA_LABELS: Record<HrisAccessArea, string> = {
  hris: "HRIS",
  time: "Time",
  finance: "Finance",
  performance: "Performance",
  settings: "HRIS Settings",
};
/** What an approved join request grants until a Super Admin changes it: everything but the settings. */
export const HRIS_DEFAULT_ADMIN_ACCESS: readonly HrisAccessArea[] = ["hris", "time", "finance", "performance"];

export const HRIS_JOIN_REQUEST_STATUSES = ["pending", "approved", "denied"] as const;
export type HrisJoinRequestStatus = (typeof HRIS_JOIN_REQUEST_STATUSES)[number];
export const HRIS_JOIN_REQUEST_STATUS_LABELS: Record<HrisJoinRequestStatus, string> = {
  pending: "Pending",
  approved: "Approved",
  denied: "Denied",
};

/**
 * Error codes of the /v2/hris endpoints. A 404 with companyNotFound or adminNotFound is an expected
 * branch of the switcher (spec 4 and 7.4), not an error toast; joinRequestNotFound means "no request
 * yet: show the form".
 */
export const HRIS_ERROR_CODES = {
  /** 404: no HRIS company for the email domain yet; the switcher offers to become Super Admin. */
  companyNotFound: "HRIS_COMPANY_NOT_FOUND",
  /** 404: the company is on HRIS but the user is not one of its admins; the switcher offers the request modal. */
  adminNotFound: "HRIS_ADMIN_NOT_FOUND",
  /** 404: the user has not asked to join yet. */
  joinRequestNotFound: "HRIS_JOIN_REQUEST_NOT_FOUND",
  /** 400 (spec 8 "code 400 on an access request"): a pending request that cannot be resent yet; data.reRequestAt says when. */
  joinRequestAlreadySent: "HRIS_JOIN_REQUEST_ALREADY_SENT",
  /** 409: the user is already an admin of the HRIS company; switch again to be handed over. */
  alreadyAdmin: "HRIS_ALREADY_ADMIN",
  /** 409: someone of the company became Super Admin first (also the loser of a race); request access instead. */
  superAdminExists: "HRIS_SUPER_ADMIN_EXISTS",
  /** 403: userId / user_id_eq / email_domain_eq / companyId name someone else's records. */
  notYourRecord: "HRIS_NOT_YOUR_RECORD",
  /** 403: the console action needs a Super Admin. */
  notSuperAdmin: "HRIS_NOT_SUPER_ADMIN",
  /** 409: the join request was already answered. */
  joinRequestNotPending: "HRIS_JOIN_REQUEST_NOT_PENDING",
  /** 409: a company keeps at least one Super Admin. */
  lastSuperAdmin: "HRIS_LAST_SUPER_ADMIN",
  /** 409: a Super Admin always has every access; it cannot be narrowed. */
  superAdminAccessFixed: "HRIS_SUPER_ADMIN_ACCESS_FIXED",
  /** 404: the console names an admin or request of no company the caller runs. */
  recordNotFound: "HRIS_RECORD_NOT_FOUND",
} as const;
export type HrisErrorCode = (typeof HRIS_ERROR_CODES)[keyof typeof HRIS_ERROR_CODES];

/** The built-in console's session cookie (httpOnly, SameSite=Lax, path /hris) and how long a session lasts. */
export const HRIS_CONSOLE_COOKIE = "hp_hris_session";
export const HRIS_CONSOLE_SESSION_HOURS = 8;

/** The built-in HRIS console's base path (the default HRIS host is `${APP_URL}/hris`). */
export const HRIS_CONSOLE_BASE_PATH = "/hris";
/** Spec 2.3 HRIS SETTINGS › Access: the console's access page. */
export const HRIS_ACCESS_PATH = "/access-management";

/**
 * The handoff: the portal opens `${hrisBaseUrl}/sign-in?token=…` in a new tab with a fresh login
 * token. lib/site-config.ts's hrisSignInUrl(token) applies it to the configured HRIS host.
 */
export function hrisSignInUrl(hrisBaseUrl: string, loginToken: string): string {
  return `${hrisBaseUrl.replace(/\/+$/, "")}/sign-in?token=${encodeURIComponent(loginToken)}`;
}

/** When a join request updated at `updatedAt` can be sent again. */
export function hrisReRequestAt(updatedAt: Date): Date {
  return new Date(updatedAt.getTime() + HRIS_RESEND_AFTER_MS);
}
