import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { startOidcStandIn, type OidcStandIn } from "@/e2e/oidc-stand-in";
import { exchangeAuthorizationCode, TokenExchangeError } from "@/server/auth/google-oidc";
import { ACCESS_TOKEN_COOKIE, REFRESH_TOKEN_COOKIE } from "@/server/auth/session-contract";
import { parseServerEnv } from "@/server/config/env";
import { users } from "@/server/db/schema/users";
import { demoIds } from "@/server/db/seed/demo-ids";
import { setFlag } from "@/server/modules/feature-flags/feature-flags-service";
import { decodeJwt, freshIp, parseSetCookies } from "@/tests/api/auth-helpers";
import { requestJson, useTestApp } from "@/tests/api/test-app";
import { googleClientConfig } from "./google-sign-in-service";

/**
 * "Continue with Google" end to end in process: the API's start and callback endpoints against the
 * local OpenID provider stand-in (e2e/oidc-stand-in.ts) over real HTTP, as a browser would follow them.
 */
const ctx = useTestApp();
let provider: OidcStandIn;

beforeAll(async () => {
  provider = await startOidcStandIn();
  // Read by the first request of this file, which parses the environment.
  Object.assign(process.env, provider.env);
});
afterAll(() => provider.close());
afterEach(() => {
  provider.setDecision("approve");
  provider.failTokenEndpoint(null);
  provider.tamperIdTokens(null);
});

const setSocialFlag = (enabled: boolean) => setFlag(ctx.database.db, "new-socmed-auth", { enabled });

type Step = { status: number; location: URL | null; cookies: ReturnType<typeof parseSetCookies> };

async function get(path: string, cookie?: string): Promise<Step> {
  const response = await ctx.app.request(`http://localhost${path}`, {
    headers: { "x-forwarded-for": freshIp(), ...(cookie ? { cookie } : {}) },
  });
  const location = response.headers.get("location");
  return { status: response.status, location: location ? new URL(location) : null, cookies: parseSetCookies(response.headers) };
}

/** The browser's visit to the provider: it approves (or denies) and sends us back to the callback. */
async function visitProvider(authorizeUrl: URL): Promise<URL> {
  const response = await fetch(authorizeUrl, { redirect: "manual" });
  expect(response.status).toBe(302);
  return new URL(response.headers.get("location")!);
}

/** Start → provider → callback, carrying the flow cookie like a browser. Answers the callback's step. */
async function runFlow(query: string, alter: (callback: URL) => void = () => undefined): Promise<Step> {
  const started = await get(`/api/v1/login/socmed/google/start?${query}`);
  expect(started.status).toBe(302);
  expect(started.location!.origin).toBe(provider.issuer);
  const flowCookie = started.cookies.get("google_oidc_flow")!;
  const callback = await visitProvider(started.location!);
  alter(callback);
  return get(`${callback.pathname}${callback.search}`, `google_oidc_flow=${flowCookie.value}`);
}

function expectErrorRedirect(step: Step, page: "/sign-in" | "/sign-up", code: string) {
  expect(step.status).toBe(302);
  expect(step.location!.pathname).toBe(page);
  expect(step.location!.searchParams.get("socialError")).toBe(code);
  expect(step.location!.searchParams.get("errorId")).toMatch(/\S/);
  expect(step.cookies.get(ACCESS_TOKEN_COOKIE)).toBeUndefined();
}

describe("whether the button shows", () => {
  it("is offered only with the new-socmed-auth flag on, and the start endpoint refuses while it is off", async () => {
    await setSocialFlag(false);
    expect((await requestJson(ctx.app, "GET", "/api/v1/login/socmed/providers")).body).toEqual({ result: { google: false } });
    const started = await get("/api/v1/login/socmed/google/start?intent=sign-up");
    expectErrorRedirect(started, "/sign-up", "SOCIAL_LOGIN_DISABLED");
    expect(started.cookies.get("google_oidc_flow")).toBeUndefined();

    await setSocialFlag(true);
    expect((await requestJson(ctx.app, "GET", "/api/v1/login/socmed/providers")).body).toEqual({ result: { google: true } });
  });

  it("needs both the client id and the client secret", () => {
    const base = { GOOGLE_CLIENT_ID: "id.apps.googleusercontent.com" };
    expect(googleClientConfig(parseServerEnv(base), "http://localhost")).toBeNull();
    expect(googleClientConfig(parseServerEnv({ ...base, GOOGLE_CLIENT_SECRET: "secret" }), "https://jobs.example")).toMatchObject({
      issuer: "https://accounts.google.com",
      authorizationUrl: "https://accounts.google.com/o/oauth2/v2/auth",
      tokenUrl: "https://oauth2.googleapis.com/token",
      redirectUri: "https://jobs.example/api/v1/login/socmed/google/callback",
    });
  });
});

describe("the authorization request", () => {
  beforeAll(() => setSocialFlag(true));

  it("sends state, nonce and a PKCE S256 challenge, and keeps them in a signed HttpOnly cookie for the callback only", async () => {
    const started = await get("/api/v1/login/socmed/google/start?intent=sign-in");
    const query = started.location!.searchParams;
    expect(started.location!.pathname).toBe("/authorize");
    expect(Object.fromEntries(query)).toMatchObject({
      response_type: "code",
      client_id: provider.clientId,
      redirect_uri: "http://localhost/api/v1/login/socmed/google/callback",
      scope: "openid email profile",
      code_challenge_method: "S256",
    });
    expect(query.get("state")).toMatch(/^[\w-]{43}$/);
    expect(query.get("nonce")).toMatch(/^[\w-]{43}$/);
    expect(query.get("code_challenge")).toMatch(/^[\w-]{43}$/);
    const cookie = started.cookies.get("google_oidc_flow")!;
    expect(cookie.attributes).toEqual(
      expect.arrayContaining(["HttpOnly", "SameSite=Lax", "Path=/api/v1/login/socmed/google/callback", "Max-Age=600"]),
    );
    // The verifier never leaves in the address.
    expect(started.location!.toString()).not.toContain(String(decodeJwt(cookie.value).codeVerifier));
  });

  it("refuses an unknown intent with a 422, not a redirect", async () => {
    expect((await get("/api/v1/login/socmed/google/start?intent=admin")).status).toBe(422);
  });
});

describe("signing in", () => {
  beforeAll(() => setSocialFlag(true));

  it("signs an existing account in, sets the session cookies as the email sign-in does, and lands on /", async () => {
    provider.setUser({ sub: "google-sub-owner", email: "owner@demo-company.test", name: "Demo Owner" });
    const done = await runFlow("intent=sign-in");
    expect(done.status).toBe(302);
    expect(done.location!.toString()).toBe("http://localhost/");
    const access = done.cookies.get(ACCESS_TOKEN_COOKIE)!;
    expect(decodeJwt(access.value)).toMatchObject({ sub: demoIds.demoOwner, cid: demoIds.demoCompany });
    expect(done.cookies.get(REFRESH_TOKEN_COOKIE)?.value).toMatch(/\S/);
    expect(access.attributes).toEqual(expect.arrayContaining(["HttpOnly", "SameSite=Lax", "Path=/"]));
    // The flow cookie is spent.
    expect(done.cookies.get("google_oidc_flow")?.attributes).toEqual(expect.arrayContaining(["Max-Age=0"]));

    const emailSignIn = await requestJson(ctx.app, "POST", "/api/v1/login/email", {
      body: { email: "member@demo-company.test", password: "demo-password-123" },
      headers: { "x-forwarded-for": freshIp() },
    });
    const emailAccess = parseSetCookies(emailSignIn.headers).get(ACCESS_TOKEN_COOKIE)!;
    expect(access.attributes.filter((a) => !a.startsWith("Max-Age")).sort()).toEqual(
      emailAccess.attributes.filter((a) => !a.startsWith("Max-Age")).sort(),
    );

    const [owner] = await ctx.database.db.select().from(users).where(eq(users.id, demoIds.demoOwner));
    expect(owner).toMatchObject({ socialProvider: "google", socialSubject: "google-sub-owner" });
  });

  it("returns to a same-site redirectUrl and ignores one that leads off the site", async () => {
    provider.setUser({ sub: "google-sub-owner", email: "owner@demo-company.test" });
    const deep = await runFlow(`intent=sign-in&redirectUrl=${encodeURIComponent("/job-post?status=active")}`);
    expect(deep.location!.toString()).toBe("http://localhost/job-post?status=active");
    for (const hostile of ["//evil.example/x", "https://evil.example", "/\\evil.example", "/\t/evil.example"]) {
      const done = await runFlow(`intent=sign-in&redirectUrl=${encodeURIComponent(hostile)}`);
      expect(done.location!.toString(), hostile).toBe("http://localhost/");
    }
  });

  it("sends a Google account without a portal account back to /sign-in with 'Email Not Found'", async () => {
    provider.setUser({ sub: "google-sub-stranger", email: "stranger@kopi-bali.test" });
    expectErrorRedirect(await runFlow("intent=sign-in"), "/sign-in", "EMAIL_NOT_FOUND");
  });

  it("keeps redirectUrl on the way back, so trying again still leads there", async () => {
    provider.setUser({ sub: "google-sub-stranger", email: "stranger@kopi-bali.test" });
    const done = await runFlow(`intent=sign-in&redirectUrl=${encodeURIComponent("/analytics")}`);
    expect(done.location!.searchParams.get("redirectUrl")).toBe("/analytics");
  });
});

describe("a flow that must fail", () => {
  beforeAll(async () => {
    await setSocialFlag(true);
  });
  const owner = () => provider.setUser({ sub: "google-sub-owner", email: "owner@demo-company.test" });

  it("refuses a state that does not match the cookie's, and a callback without the cookie", async () => {
    owner();
    const exchangesBefore = provider.exchanges;
    const mismatched = await runFlow("intent=sign-in", (callback) => callback.searchParams.set("state", "forged-state"));
    expectErrorRedirect(mismatched, "/sign-in", "SOCIAL_LOGIN_STATE_INVALID");

    const started = await get("/api/v1/login/socmed/google/start?intent=sign-up");
    const callback = await visitProvider(started.location!);
    expectErrorRedirect(await get(`${callback.pathname}${callback.search}`), "/sign-in", "SOCIAL_LOGIN_STATE_INVALID");
    expectErrorRedirect(await get(`${callback.pathname}${callback.search}`, "google_oidc_flow=tampered.value.here"), "/sign-in", "SOCIAL_LOGIN_STATE_INVALID");
    // The code was never exchanged.
    expect(provider.exchanges).toBe(exchangesBefore);
  });

  it("refuses an ID token with another nonce, another audience, or one that has expired", async () => {
    owner();
    const cases = [
      { nonce: "a-nonce-from-another-flow" },
      { aud: "someone-else.apps.googleusercontent.com" },
      { exp: Math.floor(Date.now() / 1000) - 600 },
      { iss: "https://accounts.google.com" },
    ];
    for (const tampering of cases) {
      provider.tamperIdTokens(tampering);
      expectErrorRedirect(await runFlow("intent=sign-in"), "/sign-in", "SOCMED_DATA_INVALID");
    }
  });

  it("answers a failing token endpoint with 'unavailable' and a refused code with 'Socmed data INVALID'", async () => {
    owner();
    provider.failTokenEndpoint(500);
    expectErrorRedirect(await runFlow("intent=sign-up"), "/sign-up", "SOCIAL_LOGIN_UNAVAILABLE");
    provider.failTokenEndpoint(null);
    expectErrorRedirect(await runFlow("intent=sign-in", (callback) => callback.searchParams.set("code", "not-a-code")), "/sign-in", "SOCMED_DATA_INVALID");
  });

  it("treats an unreachable token endpoint as 'unavailable'", async () => {
    const gone = await startOidcStandIn();
    await gone.close();
    const config = googleClientConfig(parseServerEnv({ ...gone.env, GOOGLE_TOKEN_URL: `${gone.issuer}/token` }), "http://localhost")!;
    const failure = await exchangeAuthorizationCode(config, { code: "a-code", codeVerifier: "a-verifier" }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(TokenExchangeError);
    expect((failure as TokenExchangeError).kind).toBe("unavailable");
  });

  it("says the user cancelled when they deny on the provider's page", async () => {
    provider.setDecision("deny");
    expectErrorRedirect(await runFlow("intent=sign-up"), "/sign-up", "SOCIAL_LOGIN_CANCELLED");
  });
});

describe("signing up", () => {
  beforeAll(() => setSocialFlag(true));

  it("creates a verified, password-less account from /sign-up and signs it in (onboarding comes next)", async () => {
    provider.setUser({ sub: "google-sub-dewi", email: "Dewi@Kopi-Bali.test", name: "Dewi Lestari" });
    const done = await runFlow("intent=sign-up");
    expect(done.location!.toString()).toBe("http://localhost/");
    expect(decodeJwt(done.cookies.get(ACCESS_TOKEN_COOKIE)!.value)).toMatchObject({ df: false, cid: null });
    const [user] = await ctx.database.db.select().from(users).where(eq(users.email, "dewi@kopi-bali.test"));
    expect(user).toMatchObject({ name: "Dewi Lestari", passwordHash: null, socialProvider: "google", socialSubject: "google-sub-dewi" });
    expect(user!.emailVerifiedAt).not.toBeNull();

    // Later, the same Google account signs in from /sign-in.
    const again = await runFlow("intent=sign-in");
    expect(decodeJwt(again.cookies.get(ACCESS_TOKEN_COOKIE)!.value)).toMatchObject({ sub: user!.id });
  });

  it("refuses a free-mail domain, returning the email for the support message", async () => {
    provider.setUser({ sub: "google-sub-gmail", email: "someone@gmail.com" });
    const done = await runFlow("intent=sign-up");
    expectErrorRedirect(done, "/sign-up", "EMAIL_DOMAIN_NOT_ALLOWED");
    expect(done.location!.searchParams.get("email")).toBe("someone@gmail.com");
  });

  it("refuses an email that already has a verified account", async () => {
    provider.setUser({ sub: "google-sub-not-the-member", email: "member@demo-company.test" });
    expectErrorRedirect(await runFlow("intent=sign-up"), "/sign-up", "EMAIL_ALREADY_REGISTERED");
  });
});
