import { normalizeEmail } from "@/server/auth/email-rules";
import { hashPassword } from "@/server/auth/password";
import type { Database } from "@/server/db/client";
import { isUniqueViolation } from "@/server/db/unique-violation";
import {
  type RegistrationEmailRequest,
  type RegistrationResponse,
  type CodeSentResponse,
  type TokenResponse,
  type VerifyEmailRequest,
} from "./auth-schemas";
import { CODE_TTL_SECONDS, consumeCode, hasRecentCode, issueCode } from "./auth-codes";
import { assertPasswordAcceptable, assertRegistrationDomain } from "./account-rules";
import { emailAlreadyVerified, emailJustRegistered, emailNotFound, emailTaken } from "./auth-errors";
import { startSession, type ClientInfo } from "./session-service";
import { findUserByEmail } from "./user-state-service";
import { insertUser, updateUserAccount } from "./users-queries";

/**
 * Email sign-up: creates an unverified employer account and mails a verification code. Signing up
 * again before verifying replaces the name and password (so nobody can squat an address they do
 * not own) and reuses a code sent within the last minute.
 */
export async function registerWithEmail(db: Database, input: RegistrationEmailRequest): Promise<RegistrationResponse> {
  const email = normalizeEmail(input.email);
  assertRegistrationDomain(email);
  assertPasswordAcceptable(input.password, "password");
  const existing = await findUserByEmail(db, email);
  if (existing && (existing.platform !== "employer" || existing.emailVerifiedAt || !existing.passwordHash)) {
    throw emailTaken(existing);
  }
  const passwordHash = await hashPassword(input.password);
  try {
    await db.transaction(async (tx) => {
      let userId: string;
      if (existing) {
        await updateUserAccount(tx, existing.id, { name: input.name, passwordHash });
        userId = existing.id;
        if (await hasRecentCode(tx, userId, "email-verification")) return;
      } else {
        userId = await insertUser(tx, { name: input.name, email, passwordHash, platform: "employer" });
      }
      await issueCode(tx, { userId, email, purpose: "email-verification" });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw emailJustRegistered();
    throw error;
  }
  return { email, verificationRequired: true, codeExpire: CODE_TTL_SECONDS };
}

/** Mails a new verification code. */
export async function resendVerificationCode(db: Database, rawEmail: string): Promise<CodeSentResponse> {
  const email = normalizeEmail(rawEmail);
  const user = await findUserByEmail(db, email);
  if (!user) throw emailNotFound();
  if (user.emailVerifiedAt) throw emailAlreadyVerified();
  const sent = await db.transaction((tx) => issueCode(tx, { userId: user.id, email: user.email, purpose: "email-verification" }));
  return { email, ...sent };
}

/** Checks the mailed code, marks the email verified and signs the user in. */
export async function verifyEmail(db: Database, input: VerifyEmailRequest, client: ClientInfo): Promise<TokenResponse> {
  const user = await findUserByEmail(db, input.email);
  if (!user) throw emailNotFound();
  if (user.emailVerifiedAt) throw emailAlreadyVerified();
  await consumeCode(db, { userId: user.id, purpose: "email-verification", code: input.code });
  await updateUserAccount(db, user.id, { emailVerifiedAt: new Date() });
  return startSession(db, { userId: user.id, platform: user.platform, client });
}
