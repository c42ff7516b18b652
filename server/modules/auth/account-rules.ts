import { ApiError, badRequest, conflict, forbidden, notFound } from "@/server/api/errors";
import { isRegistrationDomainAllowed } from "@/server/auth/email-rules";
import { passwordProblem } from "@/server/auth/password-policy";
import type { users } from "@/server/db/schema/users";
import { AUTH_ERROR_CODES, AUTH_MESSAGES } from "./auth-schemas";

type UserRow = typeof users.$inferSelect;

/** The server's password rules (length and the common-password list), as a 422 on the given field. */
export function assertPasswordAcceptable(password: string, field: string): void {
  const problem = passwordProblem(password);
  if (problem) {
    const code = problem.includes("common") ? AUTH_ERROR_CODES.passwordTooCommon : "VALIDATION_FAILED";
    throw new ApiError(422, code, problem, [{ field, message: problem }]);
  }
}

export function assertRegistrationDomain(email: string): void {
  if (!isRegistrationDomainAllowed(email)) {
    throw badRequest(
      AUTH_MESSAGES.emailDomainNotAllowed,
      [{ field: "email", message: AUTH_MESSAGES.emailDomainNotAllowed }],
      AUTH_ERROR_CODES.emailDomainNotAllowed,
    );
  }
}

export const emailNotFound = () => {
  const error = notFound(AUTH_MESSAGES.emailNotFound, AUTH_ERROR_CODES.emailNotFound);
  return new ApiError(error.status, error.code, error.message, [{ field: "email", message: AUTH_MESSAGES.emailNotFound }]);
};

/** A job-seeker account never signs in to the employer portal (spec 2.7). */
export function assertEmployerAccount(user: UserRow): void {
  if (user.platform !== "employer") {
    throw forbidden(
      "This is a job-seeker account. Sign in on the talent platform, or register your company with a work email",
      AUTH_ERROR_CODES.platformNotAllowed,
    );
  }
}

export const emailTaken = (user: UserRow) =>
  user.platform === "talent"
    ? conflict("This email belongs to a job-seeker account and cannot register as an employer", AUTH_ERROR_CODES.emailRegisteredAsTalent, [
        { field: "email", message: "This email belongs to a job-seeker account" },
      ])
    : conflict("Email already registered", AUTH_ERROR_CODES.emailAlreadyRegistered, [
        { field: "email", message: "Email already registered" },
      ]);

export const registeredWithSocialMedia = () =>
  badRequest(
    "This account was registered with Google. Sign in with Google instead",
    [],
    AUTH_ERROR_CODES.registeredWithSocialMedia,
  );
