import { hashCode, randomCode, sameHash } from "@/server/auth/secure-tokens";
import type { Executor } from "@/server/db/client";
import { queueEmail } from "@/server/modules/mail/outbox-service";
import { codeExpired, codeIncorrect, codeRequestedTooSoon, codeTriesExceeded } from "./auth-errors";
import {
  claimCodeTry,
  countOpenCodesSince,
  findLatestCode,
  insertAuthCode,
  listCodeTimesSince,
  markCodeConsumed,
  retireOpenCodes,
  type CodePurpose,
} from "./auth-codes-queries";

export type { CodePurpose } from "./auth-codes-queries";

export const CODE_TTL_SECONDS = 15 * 60;
export const CODE_MAX_TRIES = 5;
/** A new code may be requested this long after the last one. */
export const CODE_RESEND_AFTER_SECONDS = 60;
/** At most this many codes per purpose and user per hour, so tries cannot be renewed without end. */
export const CODES_PER_HOUR = 5;

const MAIL: Record<CodePurpose, { subject: string; intro: string }> = {
  "email-verification": {
    subject: "Verify your email",
    intro: "Welcome! Enter this code to verify your email address and finish signing up:",
  },
  "password-reset": {
    subject: "Reset your password",
    intro: "Someone (hopefully you) asked to reset the password of your account. Enter this code to choose a new one:",
  },
};

/**
 * Mails a new 6-digit code (valid 15 minutes, 5 tries) through the outbox, in the caller's
 * transaction, and retires any earlier code of the same purpose. Refuses with 429 when asked again
 * within a minute or more than 5 times an hour.
 */
export async function issueCode(
  db: Executor,
  input: { userId: string; email: string; purpose: CodePurpose },
  now = new Date(),
): Promise<{ codeExpire: number; resendAfter: number }> {
  const hourAgo = new Date(now.getTime() - 60 * 60 * 1000);
  const recent = await listCodeTimesSince(db, { userId: input.userId, purpose: input.purpose, since: hourAgo });
  const last = recent[0];
  if (last) {
    const wait = Math.ceil((last.getTime() + CODE_RESEND_AFTER_SECONDS * 1000 - now.getTime()) / 1000);
    if (wait > 0) throw codeRequestedTooSoon(wait, `Please wait ${wait} seconds before requesting another code`);
  }
  if (recent.length >= CODES_PER_HOUR) {
    const oldest = recent[CODES_PER_HOUR - 1]!;
    const wait = Math.ceil((oldest.getTime() + 60 * 60 * 1000 - now.getTime()) / 1000);
    throw codeRequestedTooSoon(wait, "Too many codes requested. Try again later");
  }

  const code = randomCode();
  await retireOpenCodes(db, { userId: input.userId, purpose: input.purpose }, now);
  await insertAuthCode(db, {
    userId: input.userId,
    purpose: input.purpose,
    codeHash: hashCode(code, input.userId, input.purpose),
    expiresAt: new Date(now.getTime() + CODE_TTL_SECONDS * 1000),
    createdAt: now,
  });
  const mail = MAIL[input.purpose];
  await queueEmail(db, {
    to: input.email,
    subject: mail.subject,
    category: input.purpose,
    text: `${mail.intro}\n\n${code}\n\nThe code is valid for ${CODE_TTL_SECONDS / 60} minutes. If you did not ask for it, ignore this email.`,
  });
  return { codeExpire: CODE_TTL_SECONDS, resendAfter: CODE_RESEND_AFTER_SECONDS };
}

/** Whether a live code of this purpose was sent within the resend delay (a repeated sign-up reuses it). */
export async function hasRecentCode(db: Executor, userId: string, purpose: CodePurpose, now = new Date()): Promise<boolean> {
  const total = await countOpenCodesSince(db, {
    userId,
    purpose,
    since: new Date(now.getTime() - CODE_RESEND_AFTER_SECONDS * 1000),
  });
  return total > 0;
}

/**
 * Checks a code and uses it up. Each check spends one try, claimed atomically before comparing,
 * so concurrent guesses cannot exceed the limit. Not run in a transaction: a failed try must stay
 * counted when the request fails.
 */
export async function consumeCode(
  db: Executor,
  input: { userId: string; purpose: CodePurpose; code: string },
  now = new Date(),
): Promise<void> {
  const latest = await findLatestCode(db, { userId: input.userId, purpose: input.purpose });
  if (!latest) throw codeExpired();
  if (latest.consumedAt) throw latest.attempts >= CODE_MAX_TRIES ? codeTriesExceeded() : codeExpired();
  if (latest.expiresAt <= now) throw codeExpired();

  const claimed = await claimCodeTry(db, latest.id, CODE_MAX_TRIES);
  if (!claimed) throw codeTriesExceeded();

  if (sameHash(latest.codeHash, hashCode(input.code, input.userId, input.purpose))) {
    if (!(await markCodeConsumed(db, latest.id, now))) throw codeExpired();
    return;
  }
  const left = CODE_MAX_TRIES - claimed.attempts;
  if (left <= 0) {
    await markCodeConsumed(db, latest.id, now);
    throw codeTriesExceeded();
  }
  throw codeIncorrect(left);
}
