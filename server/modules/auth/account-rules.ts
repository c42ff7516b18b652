import { isRegistrationDomainAllowed } from "@/server/auth/email-rules";
import { passwordProblem } from "@/server/auth/password-policy";
import type { users } from "@/server/db/schema/users";
import { emailDomainNotAllowed, employerAccountRequired, unacceptablePassword } from "./auth-errors";

type UserRow = typeof users.$inferSelect;

/** The server's password rules (length and the common-password list), as a 422 on the given field. */
export function assertPasswordAcceptable(password: string, field: string): void {
  const problem = passwordProblem(password);
  if (problem) throw unacceptablePassword(field, problem);
}

export function assertRegistrationDomain(email: string): void {
  if (!isRegistrationDomainAllowed(email)) throw emailDomainNotAllowed();
}

/** A job-seeker account never signs in to the employer portal (spec 2.7). */
export function assertEmployerAccount(user: UserRow): void {
  if (user.platform !== "employer") throw employerAccountRequired();
}
