import { normalizeEmail } from "@/server/auth/email-rules";
import { hashPassword, verifyPassword } from "@/server/auth/password";
import type { Database } from "@/server/db/client";
import type { ChangePasswordRequest, CodeSentResponse, ResetPasswordRequest } from "./auth-schemas";
import { assertEmployerAccount, assertPasswordAcceptable } from "./account-rules";
import { accountGone, currentPasswordWrong, emailNotFound, passwordUnchanged, registeredWithSocialMedia } from "./auth-errors";
import { consumeCode, issueCode } from "./auth-codes";
import { assertLoginAllowed, recordLoginAttempt } from "./login-throttle";
import { revokeUserSessions, type ClientInfo } from "./session-service";
import { findUserById, findUserByEmail } from "./user-state-service";
import { updatePasswordAndVerifyEmail, updateUserAccount } from "./users-queries";

/**
 * Changes the password of a signed-in user and signs out every other session. Wrong current
 * passwords count toward the brute-force limit like failed sign-ins.
 */
export async function changePassword(
  db: Database,
  input: ChangePasswordRequest & { userId: string; sessionId: string },
  client: ClientInfo,
): Promise<void> {
  const user = await findUserById(db, input.userId);
  if (!user) throw accountGone();
  if (!user.passwordHash) throw registeredWithSocialMedia();
  const attempt = { email: normalizeEmail(user.email), ipAddress: client.ipAddress };
  await assertLoginAllowed(db, attempt);
  if (!(await verifyPassword(input.currentPassword, user.passwordHash))) {
    await recordLoginAttempt(db, { ...attempt, succeeded: false });
    throw currentPasswordWrong();
  }
  if (input.newPassword === input.currentPassword) {
    throw passwordUnchanged();
  }
  assertPasswordAcceptable(input.newPassword, "newPassword");
  const passwordHash = await hashPassword(input.newPassword);
  await db.transaction(async (tx) => {
    await updateUserAccount(tx, user.id, { passwordHash });
    await revokeUserSessions(tx, user.id, "password-change", { exceptSessionId: input.sessionId });
  });
}

/** Mails a password-reset code. */
export async function requestPasswordReset(db: Database, rawEmail: string): Promise<CodeSentResponse> {
  const email = normalizeEmail(rawEmail);
  const user = await findUserByEmail(db, email);
  if (!user) throw emailNotFound();
  assertEmployerAccount(user);
  const sent = await db.transaction((tx) => issueCode(tx, { userId: user.id, email: user.email, purpose: "password-reset" }));
  return { email, ...sent };
}

/**
 * Sets a new password with a mailed code and signs out every session. The code proves the mailbox,
 * so the email counts as verified afterwards.
 */
export async function resetPassword(db: Database, input: ResetPasswordRequest): Promise<void> {
  const user = await findUserByEmail(db, input.email);
  if (!user) throw emailNotFound();
  assertEmployerAccount(user);
  // The password is checked first, so a refused password does not spend one of the code's tries.
  assertPasswordAcceptable(input.newPassword, "newPassword");
  await consumeCode(db, { userId: user.id, purpose: "password-reset", code: input.code });
  const passwordHash = await hashPassword(input.newPassword);
  await db.transaction(async (tx) => {
    await updatePasswordAndVerifyEmail(tx, user.id, passwordHash);
    await revokeUserSessions(tx, user.id, "password-reset");
  });
}
