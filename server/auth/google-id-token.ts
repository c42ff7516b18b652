import { createRemoteJWKSet, errors, jwtVerify, type JWTVerifyGetKey } from "jose";

export type GoogleConfig = {
  clientId: string;
  jwksUrl: string;
  /** The provider's issuer; Google's by default. */
  issuer?: string;
  /** The nonce sent with the authorization request: required in the token when given. */
  nonce?: string;
};

export type GoogleIdentity = {
  subject: string;
  email: string;
  name: string | null;
  picture: string | null;
};

export const GOOGLE_ISSUER = "https://accounts.google.com";

/** Google signs ID tokens with either spelling of its issuer; any other provider with its own. */
function acceptedIssuers(issuer: string = GOOGLE_ISSUER): string[] {
  return issuer === GOOGLE_ISSUER ? [GOOGLE_ISSUER, "accounts.google.com"] : [issuer];
}

const keySets = new Map<string, JWTVerifyGetKey>();

/** One cached key set per URL: jose refetches it on an unknown key id, at most every 30 s. */
function remoteKeySet(url: string): JWTVerifyGetKey {
  let keySet = keySets.get(url);
  if (!keySet) {
    keySet = createRemoteJWKSet(new URL(url), { timeoutDuration: 5000, cooldownDuration: 30_000 });
    keySets.set(url, keySet);
  }
  return keySet;
}

/** The key set could not be fetched: a server-side problem, not a bad token. */
export class GoogleKeysUnavailableError extends Error {}

/**
 * Verifies a Google ID token: RS256 signature against the configured key set, issuer, audience
 * (our OAuth client id), expiry and, when the flow sent one, the nonce; requires a verified email.
 * Null for any bad token.
 */
export async function verifyGoogleIdToken(
  idToken: string,
  config: GoogleConfig,
  keySet: JWTVerifyGetKey = remoteKeySet(config.jwksUrl),
): Promise<GoogleIdentity | null> {
  try {
    const { payload } = await jwtVerify(idToken, keySet, {
      algorithms: ["RS256"],
      issuer: acceptedIssuers(config.issuer),
      audience: config.clientId,
      clockTolerance: 30,
    });
    if (config.nonce !== undefined && payload.nonce !== config.nonce) return null;
    const emailVerified = payload.email_verified === true || payload.email_verified === "true";
    if (typeof payload.sub !== "string" || typeof payload.email !== "string" || !emailVerified) return null;
    return {
      subject: payload.sub,
      email: payload.email.toLowerCase(),
      name: typeof payload.name === "string" ? payload.name : null,
      picture: typeof payload.picture === "string" ? payload.picture : null,
    };
  } catch (error) {
    if (error instanceof errors.JWKSTimeout || (error instanceof TypeError && /fetch/i.test(error.message))) {
      throw new GoogleKeysUnavailableError("Could not fetch Google's signing keys", { cause: error });
    }
    if (error instanceof errors.JOSEError) return null;
    if (error instanceof Error && /fetch|ECONNREFUSED|network/i.test(error.message)) {
      throw new GoogleKeysUnavailableError("Could not fetch Google's signing keys", { cause: error });
    }
    return null;
  }
}
