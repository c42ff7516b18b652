import { and, eq, gt, isNull } from "drizzle-orm";
import { ApiError } from "@/server/api/errors";
import { hashToken, randomToken } from "@/server/auth/secure-tokens";
import type { Database } from "@/server/db/client";
import { loginTokens } from "@/server/db/schema/auth-codes";
import { AUTH_ERROR_CODES, type LoginTokenResponse, type TokenResponse } from "./auth-schemas";
import { assertEmployerAccount } from "./account-rules";
import { startSession, type ClientInfo } from "./session-service";
import { findUserById } from "./user-state";

export const LOGIN_TOKEN_TTL_SECONDS = 60;

type LoginTokenPlatform = LoginTokenResponse["platform"];

/** A one-time token (256 bits, stored hashed, 60 s) that lets another product open a session for the user. */
export async function issueLoginToken(
  db: Database,
  input: { userId: string; platform: LoginTokenPlatform },
  now = new Date(),
): Promise<LoginTokenResponse> {
  const loginToken = randomToken();
  await db.insert(loginTokens).values({
    userId: input.userId,
    platform: input.platform,
    tokenHash: hashToken(loginToken),
    expiresAt: new Date(now.getTime() + LOGIN_TOKEN_TTL_SECONDS * 1000),
    createdAt: now,
  });
  return { loginToken, expire: LOGIN_TOKEN_TTL_SECONDS, platform: input.platform };
}

/** Trades a login token, once, for a new session of its user. */
export async function redeemLoginToken(
  db: Database,
  input: { loginToken: string; platform: LoginTokenPlatform },
  client: ClientInfo,
  now = new Date(),
): Promise<TokenResponse> {
  const [used] = await db
    .update(loginTokens)
    .set({ usedAt: now })
    .where(and(eq(loginTokens.tokenHash, hashToken(input.loginToken)), isNull(loginTokens.usedAt), gt(loginTokens.expiresAt, now)))
    .returning();
  const invalid = new ApiError(401, AUTH_ERROR_CODES.loginTokenInvalid, "The login token is invalid, used or expired (TOKEN_INVALID)");
  if (!used || used.platform !== input.platform) throw invalid;
  const user = await findUserById(db, used.userId);
  if (!user) throw invalid;
  assertEmployerAccount(user);
  return startSession(db, { userId: user.id, platform: "employer", client }, now);
}
