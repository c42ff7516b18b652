import type { Executor } from "@/server/db/client";
import { UNKNOWN_IP } from "@/server/auth/client-ip";
import { tooManySignInAttempts } from "./auth-errors";
import {
  deleteLoginAttemptsBefore,
  findLastSuccessfulLoginSince,
  insertLoginAttempt,
  listAccountFailureTimes,
  listIpFailureTimes,
} from "./login-attempts-queries";

/** quality-bars.md: at most 10 failed sign-ins per 15 minutes per account and per IP, then 429. */
export const LOGIN_FAILURE_LIMIT = 10;
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60 * 1000;

/**
 * Seconds until the oldest of the last `LIMIT` failures leaves the window, or 0 when fewer than
 * `LIMIT` failures are in it.
 */
function retryAfterSeconds(failureTimes: Date[], now: Date): number {
  if (failureTimes.length < LOGIN_FAILURE_LIMIT) return 0;
  const oldest = failureTimes[LOGIN_FAILURE_LIMIT - 1]!;
  return Math.max(1, Math.ceil((oldest.getTime() + LOGIN_FAILURE_WINDOW_MS - now.getTime()) / 1000));
}

/**
 * Refuses the attempt with 429 and Retry-After while the account or the IP is over the limit.
 * A successful sign-in clears the account's count (not the IP's, or one valid account would let an
 * attacker keep guessing others).
 */
export async function assertLoginAllowed(db: Executor, input: { email: string; ipAddress: string }, now = new Date()): Promise<void> {
  const windowStart = new Date(now.getTime() - LOGIN_FAILURE_WINDOW_MS);
  const lastSuccess = await findLastSuccessfulLoginSince(db, input.email, windowStart);
  const accountSince = lastSuccess && lastSuccess > windowStart ? lastSuccess : windowStart;
  const accountWait = retryAfterSeconds(await listAccountFailureTimes(db, input.email, accountSince, LOGIN_FAILURE_LIMIT), now);
  // Without a known address every caller would share one bucket, and 10 failures would lock out everyone.
  const ipWait =
    input.ipAddress === UNKNOWN_IP
      ? 0
      : retryAfterSeconds(await listIpFailureTimes(db, input.ipAddress, windowStart, LOGIN_FAILURE_LIMIT), now);
  const wait = Math.max(accountWait, ipWait);
  if (wait > 0) {
    throw tooManySignInAttempts(wait);
  }
}

export async function recordLoginAttempt(
  db: Executor,
  input: { email: string; ipAddress: string; succeeded: boolean },
  now = new Date(),
): Promise<void> {
  await insertLoginAttempt(db, { ...input, createdAt: now });
  if (input.succeeded) {
    // Keep the table small: an account's history older than a day never counts again.
    await deleteLoginAttemptsBefore(db, input.email, new Date(now.getTime() - 24 * 60 * 60 * 1000));
  }
}
