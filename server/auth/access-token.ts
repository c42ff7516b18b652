import { errors, jwtVerify, SignJWT } from "jose";
import { authSecret } from "./auth-secret";
import type { AccessTokenClaims, GuardSubscriptionStatus, Platform } from "./session-contract";

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
const ALGORITHM = "HS256";

export async function signAccessToken(claims: AccessTokenClaims): Promise<string> {
  return new SignJWT({ ...claims })
    .setProtectedHeader({ alg: ALGORITHM, typ: "JWT" })
    .setIssuedAt()
    .setExpirationTime(`${ACCESS_TOKEN_TTL_SECONDS}s`)
    .sign(authSecret());
}

const PLATFORMS: readonly Platform[] = ["employer", "talent"];
const SUBSCRIPTION_STATUSES: readonly GuardSubscriptionStatus[] = ["none", "trial", "active", "expired"];

function isClaims(payload: Record<string, unknown>): payload is AccessTokenClaims & Record<string, unknown> {
  const nullableString = (value: unknown) => value === null || typeof value === "string";
  return (
    typeof payload.sub === "string" &&
    typeof payload.sid === "string" &&
    PLATFORMS.includes(payload.plt as Platform) &&
    nullableString(payload.cid) &&
    nullableString(payload.mid) &&
    typeof payload.df === "boolean" &&
    SUBSCRIPTION_STATUSES.includes(payload.sst as GuardSubscriptionStatus) &&
    typeof payload.upg === "boolean" &&
    typeof payload.cact === "boolean"
  );
}

export type VerifiedAccessToken = { claims: AccessTokenClaims; expired: boolean };

/**
 * Checks the signature (HS256 only) and the claims' shape. With `allowExpired` an expired token is
 * still returned, marked expired: logout uses that to find the session to revoke.
 */
export async function verifyAccessToken(
  token: string,
  options: { allowExpired?: boolean } = {},
): Promise<VerifiedAccessToken | null> {
  try {
    const { payload } = await jwtVerify(token, authSecret(), { algorithms: [ALGORITHM] });
    return isClaims(payload) ? { claims: pick(payload), expired: false } : null;
  } catch (error) {
    if (options.allowExpired && error instanceof errors.JWTExpired && isClaims(error.payload)) {
      return { claims: pick(error.payload), expired: true };
    }
    return null;
  }
}

function pick(payload: AccessTokenClaims): AccessTokenClaims {
  const { sub, sid, plt, cid, mid, df, sst, upg, cact } = payload;
  return { sub, sid, plt, cid, mid, df, sst, upg, cact };
}
