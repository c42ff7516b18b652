import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { jwtVerify, SignJWT } from "jose";
import { authSecret } from "./auth-secret";

/**
 * The OpenID Connect authorization-code flow with PKCE (RFC 7636), state and nonce, as a confidential
 * client: the browser only ever follows redirects; the code is exchanged server to server with the
 * client secret. Google by default; any provider with the same endpoints (the e2e stand-in) works.
 */
export type OidcClientConfig = {
  clientId: string;
  clientSecret: string;
  issuer: string;
  authorizationUrl: string;
  tokenUrl: string;
  /** Our callback, absolute; it must be registered with the provider exactly as written here. */
  redirectUri: string;
};

/** What the browser carries between the start and the callback, in a signed, HttpOnly cookie. */
export type OidcFlowState = {
  state: string;
  nonce: string;
  codeVerifier: string;
  intent: "sign-in" | "sign-up";
  /** A same-site path to land on afterwards, already checked. */
  redirectUrl: string | null;
};

/** How long a started sign-in may take on the provider's pages. */
export const FLOW_MAX_AGE_SECONDS = 10 * 60;
const FLOW_AUDIENCE = "google-oidc-flow";

/** 256 bits from the CSPRNG, URL-safe: states, nonces and PKCE verifiers (43 characters, RFC 7636 allows 43-128). */
export const randomFlowToken = () => randomBytes(32).toString("base64url");

/** PKCE S256: the challenge sent in the authorization request for the verifier kept in the cookie. */
export const pkceChallenge = (codeVerifier: string) => createHash("sha256").update(codeVerifier).digest("base64url");

export function newFlowState(intent: OidcFlowState["intent"], redirectUrl: string | null): OidcFlowState {
  return { state: randomFlowToken(), nonce: randomFlowToken(), codeVerifier: randomFlowToken(), intent, redirectUrl };
}

export function authorizationRequestUrl(config: OidcClientConfig, flow: OidcFlowState): string {
  const url = new URL(config.authorizationUrl);
  url.searchParams.set("response_type", "code");
  url.searchParams.set("client_id", config.clientId);
  url.searchParams.set("redirect_uri", config.redirectUri);
  url.searchParams.set("scope", "openid email profile");
  url.searchParams.set("state", flow.state);
  url.searchParams.set("nonce", flow.nonce);
  url.searchParams.set("code_challenge", pkceChallenge(flow.codeVerifier));
  url.searchParams.set("code_challenge_method", "S256");
  // Lets a user with several Google accounts pick the work one.
  url.searchParams.set("prompt", "select_account");
  return url.toString();
}

/** A key of its own for the flow cookie, derived from the auth secret, so no other token of ours fits. */
function flowKey(): Uint8Array {
  return createHmac("sha256", authSecret()).update("google-oidc-flow-cookie").digest();
}

export async function sealFlowState(flow: OidcFlowState): Promise<string> {
  return new SignJWT({ ...flow })
    .setProtectedHeader({ alg: "HS256" })
    .setAudience(FLOW_AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(`${FLOW_MAX_AGE_SECONDS}s`)
    .sign(flowKey());
}

/** The flow state of a cookie this server signed less than ten minutes ago; null for anything else. */
export async function openFlowState(sealed: string): Promise<OidcFlowState | null> {
  try {
    const { payload } = await jwtVerify(sealed, flowKey(), { algorithms: ["HS256"], audience: FLOW_AUDIENCE });
    const { state, nonce, codeVerifier, intent, redirectUrl } = payload;
    if (typeof state !== "string" || typeof nonce !== "string" || typeof codeVerifier !== "string") return null;
    if (intent !== "sign-in" && intent !== "sign-up") return null;
    return { state, nonce, codeVerifier, intent, redirectUrl: typeof redirectUrl === "string" ? redirectUrl : null };
  } catch {
    return null;
  }
}

/** Compares the state the provider sent back with the cookie's, in constant time. */
export function sameState(expected: string, received: string | undefined): boolean {
  if (!received) return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(received);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * The token endpoint refused the code (`invalid`: a used, expired or foreign code, or an answer
 * without an ID token) or could not be reached or failed (`unavailable`).
 */
export class TokenExchangeError extends Error {
  constructor(
    public readonly kind: "invalid" | "unavailable",
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = "TokenExchangeError";
  }
}

const TOKEN_TIMEOUT_MS = 10_000;

/** Exchanges the code for the provider's ID token (RFC 6749 4.1.3 with the PKCE verifier). */
export async function exchangeAuthorizationCode(
  config: OidcClientConfig,
  input: { code: string; codeVerifier: string },
  fetchImpl: typeof fetch = fetch,
): Promise<string> {
  let response: Response;
  try {
    response = await fetchImpl(config.tokenUrl, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", accept: "application/json" },
      body: new URLSearchParams({
        grant_type: "authorization_code",
        code: input.code,
        redirect_uri: config.redirectUri,
        client_id: config.clientId,
        client_secret: config.clientSecret,
        code_verifier: input.codeVerifier,
      }),
      signal: AbortSignal.timeout(TOKEN_TIMEOUT_MS),
      redirect: "error",
    });
  } catch (error) {
    throw new TokenExchangeError("unavailable", "The token endpoint could not be reached", { cause: error });
  }
  const body = (await response.json().catch(() => null)) as { id_token?: unknown; error?: unknown } | null;
  if (!response.ok) {
    // RFC 6749 5.2: a 400 with invalid_grant is a bad code or verifier; anything else is the provider's trouble.
    const oauthError = typeof body?.error === "string" ? body.error.slice(0, 64) : "none";
    const kind = response.status === 400 && oauthError === "invalid_grant" ? "invalid" : "unavailable";
    throw new TokenExchangeError(kind, `The token endpoint answered ${response.status} (error ${oauthError})`);
  }
  if (typeof body?.id_token !== "string") throw new TokenExchangeError("invalid", "The token endpoint answered no ID token");
  return body.id_token;
}
