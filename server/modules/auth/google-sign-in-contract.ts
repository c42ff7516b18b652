/**
 * "Continue with Google" (spec 7.1 socmed, the new-socmed-auth flag): the zod-free paths, query
 * parameters and error messages shared by the API's redirect flow and the sign-in and sign-up pages.
 */

/** API paths, relative to the API base (`/api`). */
export const GOOGLE_SIGN_IN_API = {
  /** GET: whether the button shows (configured on the server and the flag on). */
  providers: "/v1/login/socmed/providers",
  /** GET: starts the OpenID Connect flow; redirects to the provider. */
  start: "/v1/login/socmed/google/start",
  /** GET: the provider sends the browser back here with a code. */
  callback: "/v1/login/socmed/google/callback",
} as const;

export const GOOGLE_SIGN_IN_INTENTS = ["sign-in", "sign-up"] as const;
/** From /sign-in an existing account signs in; from /sign-up an account is created. */
export type GoogleSignInIntent = (typeof GOOGLE_SIGN_IN_INTENTS)[number];

/** GET /v1/login/socmed/providers answers this. */
export type SocialSignInProviders = { google: boolean };

/** Query parameters by which a failed flow comes back to /sign-in or /sign-up. */
export const SOCIAL_ERROR_PARAMS = {
  /** The error code; the page shows its message from GOOGLE_SIGN_IN_ERROR_MESSAGES. */
  code: "socialError",
  /** The request id of the failed callback, shown as spec 8's error id. */
  errorId: "errorId",
  /** With EMAIL_DOMAIN_NOT_ALLOWED: the Google account's email, for the support message. */
  email: "email",
} as const;

/** Error codes only the redirect flow produces (the others are AUTH_ERROR_CODES). */
export const GOOGLE_FLOW_ERROR_CODES = {
  /** No flow cookie, an expired one, or a state that does not match it. */
  stateInvalid: "SOCIAL_LOGIN_STATE_INVALID",
  /** The user declined on the provider's consent screen. */
  cancelled: "SOCIAL_LOGIN_CANCELLED",
  /** The provider's token endpoint or keys could not be reached, or it reported an error. */
  unavailable: "SOCIAL_LOGIN_UNAVAILABLE",
  /** Anything else; the error id finds it in the log. */
  failed: "SOCIAL_LOGIN_FAILED",
} as const;

/**
 * What the page shows for each code. The page shows only these texts, never one taken from the
 * address, so a crafted link cannot put words on the sign-in page. Spec 8's messages are word for word.
 */
export const GOOGLE_SIGN_IN_ERROR_MESSAGES: Record<string, string> = {
  SOCMED_DATA_INVALID: "Socmed data INVALID",
  EMAIL_NOT_FOUND: "Email Not Found",
  EMAIL_DOMAIN_NOT_ALLOWED: "Email domain not allowed to register",
  EMAIL_ALREADY_REGISTERED: "Email already registered",
  EMAIL_REGISTERED_AS_TALENT: "This email belongs to a job-seeker account and cannot register as an employer",
  PLATFORM_NOT_ALLOWED: "This is a job-seeker account. Sign in on the talent platform, or register your company with a work email",
  SOCIAL_LOGIN_DISABLED: "Sign-in with Google is not enabled on this server",
  SOCIAL_LOGIN_UNAVAILABLE: "Sign-in with Google is unavailable right now. Try again later",
  SOCIAL_LOGIN_STATE_INVALID: "Sign-in with Google expired or was started in another tab. Try again",
  SOCIAL_LOGIN_CANCELLED: "Sign-in with Google was cancelled",
  SOCIAL_LOGIN_FAILED: "Sign-in with Google failed. Try again",
};

export function googleSignInErrorMessage(code: string): string {
  return Object.hasOwn(GOOGLE_SIGN_IN_ERROR_MESSAGES, code)
    ? GOOGLE_SIGN_IN_ERROR_MESSAGES[code]!
    : GOOGLE_SIGN_IN_ERROR_MESSAGES.SOCIAL_LOGIN_FAILED!;
}

/** The start endpoint's address (under the API base) for a page; `redirectUrl` is checked again by the API. */
export function googleSignInStartPath(intent: GoogleSignInIntent, redirectUrl?: string | null): string {
  const query = new URLSearchParams({ intent });
  if (redirectUrl) query.set("redirectUrl", redirectUrl);
  return `${GOOGLE_SIGN_IN_API.start}?${query.toString()}`;
}
