/**
 * A local stand-in for Google's OpenID provider, for tests only: the app is pointed at it with the
 * GOOGLE_* variables (see `standInEnv`), so "Continue with Google" runs the real flow offline.
 *
 * - GET  /authorize   approves at once as the configured test user (no login page) and redirects
 *                     back with `code` and `state`; checks client id, redirect URI, nonce and the
 *                     PKCE S256 challenge like the real one, and answers `error=access_denied` when
 *                     told to deny.
 * - POST /token       exchanges a code once: client secret, redirect URI and PKCE verifier must
 *                     match; answers an RS256 ID token carrying the nonce.
 * - GET  /jwks        the public key.
 * - GET  /.well-known/openid-configuration
 * - PUT  /stand-in/user     (tests) the account the next /authorize approves as, JSON StandInUser.
 *
 * In process: `await startOidcStandIn({...})` (API tests drive its knobs directly). As a process
 * (Playwright's second web server): `tsx e2e/oidc-stand-in.ts`, port OIDC_STAND_IN_PORT (3199).
 */
import { createHash, randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { pathToFileURL } from "node:url";
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWK } from "jose";

export const STAND_IN_CLIENT_ID = "hiring-portal-e2e.apps.googleusercontent.com";
export const STAND_IN_CLIENT_SECRET = "stand-in-client-secret";
export const STAND_IN_DEFAULT_PORT = 3199;

/** The e2e stand-in's port: E2E_OIDC_PORT, else 3199 (playwright.config.ts starts it there). */
export const standInPort = () => Number(process.env.E2E_OIDC_PORT ?? STAND_IN_DEFAULT_PORT);

export type StandInUser = {
  sub: string;
  email: string;
  name?: string;
  picture?: string;
  emailVerified?: boolean;
};

/** Claims to put into (or override in) the next ID tokens: a wrong `aud`, `nonce`, `iss` or `exp`. */
export type IdTokenTampering = Partial<Record<"aud" | "nonce" | "iss", string>> & { exp?: number };

export type StandInOptions = {
  /** 0 picks a free port. */
  port?: number;
  host?: string;
  clientId?: string;
  clientSecret?: string;
  user?: StandInUser;
};

export type OidcStandIn = {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The GOOGLE_* variables that point the app at this stand-in. */
  env: Record<string, string>;
  setUser(user: StandInUser): void;
  /** "deny" makes /authorize answer as if the user pressed Cancel. */
  setDecision(decision: "approve" | "deny"): void;
  /** A status for /token to fail with (500, 503 ...), or null to work again. */
  failTokenEndpoint(status: number | null): void;
  tamperIdTokens(tampering: IdTokenTampering | null): void;
  /** How many codes /token has exchanged. */
  readonly exchanges: number;
  close(): Promise<void>;
};

const DEFAULT_USER: StandInUser = { sub: "stand-in-owner", email: "owner@demo-company.test", name: "Demo Owner" };
const CODE_TTL_MS = 60_000;
const KEY_ID = "stand-in-key";

type IssuedCode = { redirectUri: string; nonce: string; challenge: string; user: StandInUser; expiresAt: number };

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = "";
    request.setEncoding("utf8");
    request.on("data", (chunk: string) => {
      body += chunk;
      if (body.length > 64 * 1024) request.destroy(new Error("body too large"));
    });
    request.on("end", () => resolve(body));
    request.on("error", reject);
  });
}

function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { "content-type": "application/json", "cache-control": "no-store" });
  response.end(JSON.stringify(body));
}

function isStandInUser(value: unknown): value is StandInUser {
  const user = value as StandInUser | null;
  return typeof user?.sub === "string" && typeof user.email === "string";
}

export async function startOidcStandIn(options: StandInOptions = {}): Promise<OidcStandIn> {
  const host = options.host ?? "127.0.0.1";
  const clientId = options.clientId ?? STAND_IN_CLIENT_ID;
  const clientSecret = options.clientSecret ?? STAND_IN_CLIENT_SECRET;
  const keys = await generateKeyPair("RS256", { extractable: true });
  const publicJwk: JWK = { ...(await exportJWK(keys.publicKey)), kid: KEY_ID, alg: "RS256", use: "sig" };
  const codes = new Map<string, IssuedCode>();
  let user = options.user ?? DEFAULT_USER;
  let decision: "approve" | "deny" = "approve";
  let tokenFailure: number | null = null;
  let tampering: IdTokenTampering | null = null;
  let exchanges = 0;
  let issuer = "";

  async function idToken(code: IssuedCode, privateKey: CryptoKey): Promise<string> {
    const now = Math.floor(Date.now() / 1000);
    return new SignJWT({
      email: code.user.email,
      email_verified: code.user.emailVerified ?? true,
      name: code.user.name,
      picture: code.user.picture,
      nonce: tampering?.nonce ?? code.nonce,
    })
      .setProtectedHeader({ alg: "RS256", kid: KEY_ID, typ: "JWT" })
      .setIssuer(tampering?.iss ?? issuer)
      .setAudience(tampering?.aud ?? clientId)
      .setSubject(code.user.sub)
      .setIssuedAt(now)
      .setExpirationTime(tampering?.exp ?? now + 3600)
      .sign(privateKey);
  }

  function authorize(url: URL, response: ServerResponse): void {
    const query = url.searchParams;
    const redirectUri = query.get("redirect_uri");
    if (query.get("client_id") !== clientId || !redirectUri) {
      // Like Google: a wrong client or a missing redirect URI is shown, never redirected to.
      response.writeHead(400, { "content-type": "text/plain" }).end("invalid_client or missing redirect_uri");
      return;
    }
    const back = new URL(redirectUri);
    const state = query.get("state");
    if (state) back.searchParams.set("state", state);
    const nonce = query.get("nonce");
    const challenge = query.get("code_challenge");
    if (query.get("response_type") !== "code" || !nonce || !challenge || query.get("code_challenge_method") !== "S256") {
      back.searchParams.set("error", "invalid_request");
    } else if (decision === "deny") {
      back.searchParams.set("error", "access_denied");
    } else {
      const code = randomBytes(24).toString("base64url");
      codes.set(code, { redirectUri, nonce, challenge, user, expiresAt: Date.now() + CODE_TTL_MS });
      back.searchParams.set("code", code);
    }
    response.writeHead(302, { location: back.toString(), "cache-control": "no-store" }).end();
  }

  async function token(request: IncomingMessage, response: ServerResponse): Promise<void> {
    if (tokenFailure !== null) {
      sendJson(response, tokenFailure, { error: "server_error" });
      return;
    }
    const form = new URLSearchParams(await readBody(request));
    const basic = request.headers.authorization?.match(/^Basic\s+(\S+)$/i)?.[1];
    const [basicId, basicSecret] = basic ? Buffer.from(basic, "base64").toString("utf8").split(":") : [];
    if ((form.get("client_id") ?? basicId) !== clientId || (form.get("client_secret") ?? basicSecret) !== clientSecret) {
      sendJson(response, 401, { error: "invalid_client" });
      return;
    }
    const code = form.get("code") ?? "";
    const issued = codes.get(code);
    codes.delete(code); // single use, even when the rest is wrong
    const verifier = form.get("code_verifier") ?? "";
    const challenge = createHash("sha256").update(verifier).digest("base64url");
    if (
      form.get("grant_type") !== "authorization_code" ||
      !issued ||
      issued.expiresAt < Date.now() ||
      issued.redirectUri !== form.get("redirect_uri") ||
      issued.challenge !== challenge
    ) {
      sendJson(response, 400, { error: "invalid_grant" });
      return;
    }
    exchanges += 1;
    sendJson(response, 200, {
      access_token: randomBytes(24).toString("base64url"),
      token_type: "Bearer",
      expires_in: 3600,
      scope: "openid email profile",
      id_token: await idToken(issued, keys.privateKey),
    });
  }

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? "/", issuer || "http://stand-in.invalid");
    const route = `${request.method} ${url.pathname}`;
    const handle = async () => {
      switch (route) {
        case "GET /authorize":
          return authorize(url, response);
        case "POST /token":
          return token(request, response);
        case "GET /jwks":
          return sendJson(response, 200, { keys: [publicJwk] });
        case "GET /.well-known/openid-configuration":
          return sendJson(response, 200, {
            issuer,
            authorization_endpoint: `${issuer}/authorize`,
            token_endpoint: `${issuer}/token`,
            jwks_uri: `${issuer}/jwks`,
            response_types_supported: ["code"],
            id_token_signing_alg_values_supported: ["RS256"],
            code_challenge_methods_supported: ["S256"],
          });
        case "PUT /stand-in/user": {
          const next: unknown = JSON.parse(await readBody(request));
          if (!isStandInUser(next)) return sendJson(response, 422, { error: "sub and email are required" });
          user = next;
          return sendJson(response, 200, { user });
        }
        default:
          return sendJson(response, 404, { error: "not_found" });
      }
    };
    handle().catch((error: unknown) => {
      if (!response.headersSent) sendJson(response, 500, { error: "server_error", message: String(error) });
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, host, resolve);
  });
  issuer = `http://${host}:${(server.address() as AddressInfo).port}`;

  return {
    issuer,
    clientId,
    clientSecret,
    env: { ...standInEnv(Number(new URL(issuer).port), host), GOOGLE_CLIENT_ID: clientId, GOOGLE_CLIENT_SECRET: clientSecret },
    setUser: (next) => {
      user = next;
    },
    setDecision: (next) => {
      decision = next;
    },
    failTokenEndpoint: (status) => {
      tokenFailure = status;
    },
    tamperIdTokens: (next) => {
      tampering = next;
    },
    get exchanges() {
      return exchanges;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The GOOGLE_* variables for a stand-in on `host:port` started elsewhere (Playwright's web server). */
export function standInEnv(port: number, host = "127.0.0.1"): Record<string, string> {
  const issuer = `http://${host}:${port}`;
  return {
    GOOGLE_CLIENT_ID: STAND_IN_CLIENT_ID,
    GOOGLE_CLIENT_SECRET: STAND_IN_CLIENT_SECRET,
    GOOGLE_ISSUER: issuer,
    GOOGLE_AUTHORIZATION_URL: `${issuer}/authorize`,
    GOOGLE_TOKEN_URL: `${issuer}/token`,
    GOOGLE_JWKS_URL: `${issuer}/jwks`,
  };
}

async function main(): Promise<void> {
  const port = Number(process.env.OIDC_STAND_IN_PORT ?? standInPort());
  const standIn = await startOidcStandIn({ port });
  console.log(`OpenID provider stand-in at ${standIn.issuer}`);
  const stop = () => void standIn.close().finally(() => process.exit(0));
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) void main();
