/** Auth: the zod-free limits, error codes and messages the portal needs; the zod schemas are auth-schemas.ts. */

export const PASSWORD_MIN_LENGTH = 8;

export const VERIFICATION_CODE_LENGTH = 6;

// --- Errors ------------------------------------------------------------------------------------

/** `code` of the error envelope for each account failure the client may branch on. */
export const AUTH_ERROR_CODES = {
  /** 400, field email: free-mail or another disallowed domain. */
  emailDomainNotAllowed: "EMAIL_DOMAIN_NOT_ALLOWED",
  /** 409, field email */
  emailAlreadyRegistered: "EMAIL_ALREADY_REGISTERED",
  /** 409, field email: the email belongs to a job-seeker account. */
  emailRegisteredAsTalent: "EMAIL_REGISTERED_AS_TALENT",
  /** 404, field email */
  emailNotFound: "EMAIL_NOT_FOUND",
  /** 400: the account has no password; sign in with Google. */
  registeredWithSocialMedia: "ACCOUNT_REGISTERED_WITH_SOCIAL_MEDIA",
  /** 401 on login, 400 (field currentPassword) on password change */
  wrongPassword: "WRONG_PASSWORD",
  /** 403: a job-seeker (talent) account on the employer portal. */
  platformNotAllowed: "PLATFORM_NOT_ALLOWED",
  /** 403, field email: route the user to /verification. */
  emailNotVerified: "EMAIL_NOT_VERIFIED",
  /** 409 */
  emailAlreadyVerified: "EMAIL_ALREADY_VERIFIED",
  /** 422, field password/newPassword: on the common-password list. */
  passwordTooCommon: "PASSWORD_TOO_COMMON",
  /** 422, field newPassword */
  passwordUnchanged: "PASSWORD_UNCHANGED",
  /** 400, field code */
  codeInvalid: "CODE_INVALID",
  /** 400, field code: request a new code. */
  codeExpired: "CODE_EXPIRED",
  /** 400, field code: 5 wrong tries used the code up; request a new code. */
  codeTriesExceeded: "CODE_TRIES_EXCEEDED",
  /** 429 with Retry-After: failed sign-ins, or codes requested too often. */
  tooManyRequests: "TOO_MANY_REQUESTS",
  /** 401: missing, malformed, expired or revoked access token. */
  tokenInvalid: "TOKEN_INVALID",
  /** 401: unknown, expired or revoked refresh token. */
  refreshTokenInvalid: "REFRESH_TOKEN_INVALID",
  /** 401: a refresh token was used twice; the whole session is revoked. */
  refreshTokenReused: "REFRESH_TOKEN_REUSED_TOKEN_INVALID",
  /** 401: the one-time login token is unknown, used or expired. */
  loginTokenInvalid: "LOGIN_TOKEN_INVALID",
  /** 400: the Google ID token failed verification (message 'Socmed data INVALID'). */
  socmedDataInvalid: "SOCMED_DATA_INVALID",
  /** 404: social sign-in is not configured on this server. */
  socialLoginDisabled: "SOCIAL_LOGIN_DISABLED",
} as const;

/** Messages of spec 8 the client matches or shows word for word. */
export const AUTH_MESSAGES = {
  emailDomainNotAllowed: "Email domain not allowed to register",
  emailNotFound: "Email Not Found",
  socmedDataInvalid: "Socmed data INVALID",
} as const;

/**
 * Account and session contracts (spec 3, 5, 7.1, 8), shared by the API and the portal's forms.
 * Plain zod, so client code may import it. Server-only rules (the common-password list, the
 * email-domain rule) answer as field errors under the same field names.
 */

/** Spec 5: local part of word characters, dots and dashes; domain with dashes; a 2-4 character ending. */
export const EMAIL_PATTERN = /^[\w.-]+@([\w-]+\.)+[\w-]{2,4}$/;

// --- Redirects ---------------------------------------------------------------------------------

/**
 * The path to return to after signing in (the portal's forms and the API's Google sign-in alike), or null when `value` could lead off this site. Only a
 * same-site relative path is accepted: `//evil.com`, `/\evil.com`, `https://...` and `javascript:`
 * are rejected, so `redirectUrl` can never become an open redirect.
 */
export function safeRedirectPath(value: string | null | undefined): string | null {
  if (!value || !value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return null;
  // Browsers drop tabs and newlines from URLs, which could turn "/\t/evil.com" into "//evil.com".
  if ([...value].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f)) return null;
  const base = "http://same-site.invalid";
  let parsed: URL;
  try {
    parsed = new URL(value, base);
  } catch {
    return null;
  }
  if (parsed.origin !== base) return null;
  return `${parsed.pathname}${parsed.search}${parsed.hash}`;
}
