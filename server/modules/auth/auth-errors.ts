import { ApiError, badRequest, conflict, forbidden, notFound, serviceUnavailable, tooManyRequests, unauthorized } from "@/server/api/errors";
import type { users } from "@/server/db/schema/users";
import { AUTH_ERROR_CODES, AUTH_MESSAGES } from "./auth-contract";

type UserRow = typeof users.$inferSelect;

// Registration and accounts.
export const emailDomainNotAllowed = () =>
  badRequest(AUTH_MESSAGES.emailDomainNotAllowed, [{ field: "email", message: AUTH_MESSAGES.emailDomainNotAllowed }], AUTH_ERROR_CODES.emailDomainNotAllowed);
export const emailNotFound = () =>
  new ApiError(404, AUTH_ERROR_CODES.emailNotFound, AUTH_MESSAGES.emailNotFound, [{ field: "email", message: AUTH_MESSAGES.emailNotFound }]);
export const emailTaken = (user: UserRow) =>
  user.platform === "talent"
    ? conflict("This email belongs to a job-seeker account and cannot register as an employer", AUTH_ERROR_CODES.emailRegisteredAsTalent, [
        { field: "email", message: "This email belongs to a job-seeker account" },
      ])
    : conflict("Email already registered", AUTH_ERROR_CODES.emailAlreadyRegistered, [
        { field: "email", message: "Email already registered" },
      ]);
export const employerAccountRequired = () =>
  forbidden("This is a job-seeker account. Sign in on the talent platform, or register your company with a work email", AUTH_ERROR_CODES.platformNotAllowed);
export const employerPortalOnly = () => forbidden("This portal signs in employers only", AUTH_ERROR_CODES.platformNotAllowed);
export const emailAlreadyVerified = () => conflict("This email is already verified. Sign in", AUTH_ERROR_CODES.emailAlreadyVerified);
export const emailNotVerified = () => {
  const message = "Verify your email first: enter the code we sent you";
  return new ApiError(403, AUTH_ERROR_CODES.emailNotVerified, message, [{ field: "email", message }]);
};

// Passwords. The password rules' 422 has its own code only for a common password.
export const unacceptablePassword = (field: string, problem: string) =>
  new ApiError(422, problem.includes("common") ? AUTH_ERROR_CODES.passwordTooCommon : "VALIDATION_FAILED", problem, [{ field, message: problem }]);
export const wrongPassword = () => new ApiError(401, AUTH_ERROR_CODES.wrongPassword, "Wrong password", [{ field: "password", message: "Wrong password" }]);
export const passwordUnchanged = () => {
  const message = "Choose a password different from the current one";
  return new ApiError(422, AUTH_ERROR_CODES.passwordUnchanged, message, [{ field: "newPassword", message }]);
};
export const currentPasswordWrong = () =>
  badRequest("The current password is wrong", [{ field: "currentPassword", message: "The current password is wrong" }], AUTH_ERROR_CODES.wrongPassword);
export const registeredWithSocialMedia = () =>
  badRequest("This account was registered with Google. Sign in with Google instead", [], AUTH_ERROR_CODES.registeredWithSocialMedia);
export const tooManySignInAttempts = (waitSeconds: number) => {
  const minutes = Math.ceil(waitSeconds / 60);
  return tooManyRequests(`Too many failed sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`, waitSeconds);
};
// Emailed codes: each refusal is on the `code` field.
const codeError = (code: string, message: string) => badRequest(message, [{ field: "code", message }], code);
export const codeTriesExceeded = () => codeError(AUTH_ERROR_CODES.codeTriesExceeded, "Too many wrong codes. Request a new code");
export const codeExpired = () => codeError(AUTH_ERROR_CODES.codeExpired, "The code has expired. Request a new code");
export const codeIncorrect = (triesLeft: number) =>
  codeError(AUTH_ERROR_CODES.codeInvalid, `The code is incorrect. ${triesLeft} ${triesLeft === 1 ? "try" : "tries"} left`);
/** Emailed codes: never less than a second to wait, so the client always has a Retry-After to count down. */
export const codeRequestedTooSoon = (waitSeconds: number, message: string) => tooManyRequests(message, Math.max(1, waitSeconds));

// Tokens and sessions: each 401 message names TOKEN_INVALID or a REFRESH_TOKEN_ code, which the client checks for.
/** `reason` says what to do next ("sign in to continue"); the client checks the message's TOKEN_INVALID. */
export const tokenInvalid = (reason: string) => unauthorized(`TOKEN_INVALID: ${reason}`, AUTH_ERROR_CODES.tokenInvalid);
export const accountGone = () => tokenInvalid("the account no longer exists");
// The signed-in account was deleted between the token's check and the read: /users/me answers 403, the company and team reads 404.
export const signedInAccountMissing = () => forbidden("The account no longer exists");
export const accountNotFound = () => notFound("The account no longer exists");
export const loginTokenInvalid = () => unauthorized("The login token is invalid, used or expired (TOKEN_INVALID)", AUTH_ERROR_CODES.loginTokenInvalid);
export const refreshTokenInvalid = () => unauthorized("REFRESH_TOKEN_INVALID: the session has ended, sign in again", AUTH_ERROR_CODES.refreshTokenInvalid);
export const refreshTokenReused = () =>
  unauthorized("REFRESH_TOKEN_REUSED: this refresh token was already used; the session has been signed out (TOKEN_INVALID)", AUTH_ERROR_CODES.refreshTokenReused);

// Sign-in with Google.
/** The same email registered by a concurrent request between the check and the write. */
export const emailJustRegistered = () => conflict("Email already registered", AUTH_ERROR_CODES.emailAlreadyRegistered);
export const socialLoginDisabled = () => notFound("Sign-in with Google is not enabled on this server", AUTH_ERROR_CODES.socialLoginDisabled);
export const socialLoginUnavailable = () => serviceUnavailable("Sign-in with Google is unavailable right now. Try again later", "SOCIAL_LOGIN_UNAVAILABLE");
export const socmedInvalid = () => badRequest(AUTH_MESSAGES.socmedDataInvalid, [], AUTH_ERROR_CODES.socmedDataInvalid);
