import { normalizeEmail } from "@/server/auth/email-rules";
import { verifyPassword } from "@/server/auth/password";
import type { Database } from "@/server/db/client";
import type { LoginEmailRequest, TokenResponse } from "./auth-schemas";
import { assertEmployerAccount } from "./account-rules";
import { emailNotFound, emailNotVerified, registeredWithSocialMedia, wrongPassword } from "./auth-errors";
import { assertLoginAllowed, recordLoginAttempt } from "./login-throttle";
import { startSession, type ClientInfo } from "./session-service";
import { findUserByEmail } from "./user-state-service";

/**
 * Email and password sign-in. Unknown emails and wrong passwords count toward the brute-force
 * limit; the platform and verification checks come after the password, so they reveal nothing to
 * someone who does not know it.
 */
export async function loginWithEmail(
  db: Database,
  input: Required<Pick<LoginEmailRequest, "email" | "password">>,
  client: ClientInfo,
): Promise<TokenResponse> {
  const email = normalizeEmail(input.email);
  const attempt = { email, ipAddress: client.ipAddress };
  await assertLoginAllowed(db, attempt);

  const user = await findUserByEmail(db, email);
  if (!user) {
    await recordLoginAttempt(db, { ...attempt, succeeded: false });
    throw emailNotFound();
  }
  if (!user.passwordHash) throw registeredWithSocialMedia();
  if (!(await verifyPassword(input.password, user.passwordHash))) {
    await recordLoginAttempt(db, { ...attempt, succeeded: false });
    throw wrongPassword();
  }
  await recordLoginAttempt(db, { ...attempt, succeeded: true });
  assertEmployerAccount(user);
  if (!user.emailVerifiedAt) throw emailNotVerified();
  return startSession(db, { userId: user.id, platform: "employer", client });
}
