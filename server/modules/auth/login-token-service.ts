import { hashToken, randomToken } from "@/server/auth/secure-tokens";
import type { Database, Executor } from "@/server/db/client";
import type { LoginTokenResponse, TokenResponse } from "./auth-schemas";
import { loginTokenInvalid } from "./auth-errors";
import { assertEmployerAccount } from "./account-rules";
import { startSession, type ClientInfo } from "./session-service";
import { findUserById } from "./user-state-service";
import { insertLoginToken, markLoginTokenUsed } from "./login-tokens-queries";

export const LOGIN_TOKEN_TTL_SECONDS = 60;

type LoginTokenPlatform = LoginTokenResponse["platform"];

/** A one-time token (256 bits, stored hashed, 60 s) that lets another product open a session for the user. */
export async function issueLoginToken(
  db: Database,
  input: { userId: string; platform: LoginTokenPlatform },
  now = new Date(),
): Promise<LoginTokenResponse> {
  const loginToken = randomToken();
  await insertLoginToken(db, {
    userId: input.userId,
    platform: input.platform,
    tokenHash: hashToken(loginToken),
    expiresAt: new Date(now.getTime() + LOGIN_TOKEN_TTL_SECONDS * 1000),
    createdAt: now,
  });
  return { loginToken, expire: LOGIN_TOKEN_TTL_SECONDS, platform: input.platform };
}

/**
 * Uses a login token up, once: one conditional UPDATE marks it used only while it is unused and
 * unexpired, so a replay or a second redeemer racing the first finds nothing. A token presented to
 * another platform is used up too (it was leaked or misrouted) and refused. Answers its user's id.
 */
export async function consumeLoginToken(
  db: Executor,
  input: { loginToken: string; platform: LoginTokenPlatform },
  now = new Date(),
): Promise<string> {
  const used = await markLoginTokenUsed(db, hashToken(input.loginToken), now);
  if (!used || used.platform !== input.platform) throw loginTokenInvalid();
  return used.userId;
}

/** Trades a login token, once, for a new session of its user. */
export async function redeemLoginToken(
  db: Database,
  input: { loginToken: string; platform: LoginTokenPlatform },
  client: ClientInfo,
  now = new Date(),
): Promise<TokenResponse> {
  const userId = await consumeLoginToken(db, input, now);
  const user = await findUserById(db, userId);
  if (!user) throw loginTokenInvalid();
  assertEmployerAccount(user);
  return startSession(db, { userId: user.id, platform: "employer", client }, now);
}
