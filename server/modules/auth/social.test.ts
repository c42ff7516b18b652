import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "@/server/db/schema/users";
import { demoIds } from "@/server/db/seed/demo-ids";
import { decodeJwt, freshIp } from "@/tests/api/auth-helpers";
import { requestJson, useTestApp } from "@/tests/api/test-app";

const ctx = useTestApp();
const CLIENT_ID = "hiring-portal-test.apps.googleusercontent.com";
const KEY_ID = "test-key-1";

let server: Server;
let googleKey: CryptoKey;
let strangerKey: CryptoKey;
let jwksRequests = 0;

// A local stand-in for Google's key endpoint: the verifier fetches this key set over HTTP.
beforeAll(async () => {
  const google = await generateKeyPair("RS256", { extractable: true });
  googleKey = google.privateKey;
  strangerKey = (await generateKeyPair("RS256")).privateKey;
  const jwk = { ...(await exportJWK(google.publicKey)), kid: KEY_ID, alg: "RS256", use: "sig" };
  server = createServer((_, response) => {
    jwksRequests += 1;
    response.writeHead(200, { "content-type": "application/json" });
    response.end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  // Read by the first request of this file, which parses the environment.
  process.env.GOOGLE_CLIENT_ID = CLIENT_ID;
  process.env.GOOGLE_JWKS_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/oauth2/v3/certs`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

type TokenOptions = { key?: CryptoKey; audience?: string; issuer?: string; expiresIn?: string | number; claims?: Record<string, unknown> };

async function googleIdToken(email: string, subject: string, options: TokenOptions = {}): Promise<string> {
  return new SignJWT({ email, email_verified: true, name: "Google Person", picture: "https://lh3.example/photo.jpg", ...options.claims })
    .setProtectedHeader({ alg: "RS256", kid: KEY_ID, typ: "JWT" })
    .setIssuer(options.issuer ?? "https://accounts.google.com")
    .setAudience(options.audience ?? CLIENT_ID)
    .setSubject(subject)
    .setIssuedAt()
    .setExpirationTime(options.expiresIn ?? "1h")
    .sign(options.key ?? googleKey);
}

const socialLogin = (idToken: string) =>
  requestJson(ctx.app, "POST", "/api/v1/login/socmed", { body: { provider: "google", idToken }, headers: { "x-forwarded-for": freshIp() } });
const socialRegister = (idToken: string, name?: string) =>
  requestJson(ctx.app, "POST", "/api/v1/registration/socmed", { body: { provider: "google", idToken, name } });
const googleRegister = (credential: string) =>
  requestJson(ctx.app, "POST", "/api/v1/registration/socmed/google", { body: { credential } });

describe("Google ID token verification", () => {
  it("signs an existing account in with a valid token and links it to the Google account", async () => {
    const response = await socialLogin(await googleIdToken("owner@demo-company.test", "google-sub-owner"));
    expect(response.status).toBe(200);
    expect(decodeJwt(response.body.result.token)).toMatchObject({ sub: demoIds.demoOwner, cid: demoIds.demoCompany });
    const [owner] = await ctx.database.db.select().from(users).where(eq(users.id, demoIds.demoOwner));
    expect(owner).toMatchObject({ socialProvider: "google", socialSubject: "google-sub-owner" });
    expect(jwksRequests).toBeGreaterThan(0);
  });

  it("refuses a token for another audience with 'Socmed data INVALID'", async () => {
    const response = await socialLogin(await googleIdToken("owner@demo-company.test", "google-sub-owner", { audience: "someone-else.apps.googleusercontent.com" }));
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ code: "SOCMED_DATA_INVALID", message: "Socmed data INVALID" });
  });

  it("refuses an expired token", async () => {
    const expired = await googleIdToken("owner@demo-company.test", "google-sub-owner", { expiresIn: Math.floor(Date.now() / 1000) - 600 });
    const response = await socialLogin(expired);
    expect(response.status).toBe(400);
    expect(response.body.code).toBe("SOCMED_DATA_INVALID");
  });

  it("refuses a token signed by another key under Google's key id", async () => {
    const forged = await googleIdToken("owner@demo-company.test", "google-sub-owner", { key: strangerKey });
    const response = await socialLogin(forged);
    expect(response.status).toBe(400);
    expect(response.body.code).toBe("SOCMED_DATA_INVALID");
  });

  it("refuses another issuer, an unverified email and a tampered payload", async () => {
    const otherIssuer = await googleIdToken("owner@demo-company.test", "google-sub-owner", { issuer: "https://evil.example" });
    const unverified = await googleIdToken("owner@demo-company.test", "google-sub-owner", { claims: { email_verified: false } });
    const valid = await googleIdToken("member@demo-company.test", "google-sub-member");
    const [header, , signature] = valid.split(".");
    const tampered = `${header}.${Buffer.from(JSON.stringify({ ...decodeJwt(valid), email: "owner@demo-company.test" })).toString("base64url")}.${signature}`;
    for (const token of [otherIssuer, unverified, tampered, "aaaaaaaa.bbbbbbbb.cccccccc"]) {
      const response = await socialLogin(token);
      expect(response.status).toBe(400);
      expect(response.body.code).toBe("SOCMED_DATA_INVALID");
    }
  });

  it("answers 'Email Not Found' for a Google account without a portal account", async () => {
    const response = await socialLogin(await googleIdToken("newcomer@es-teh.test", "google-sub-newcomer"));
    expect(response.status).toBe(404);
    expect(response.body.message).toBe("Email Not Found");
  });
});

describe("sign-up with Google", () => {
  it("creates a verified, password-less account and signs it in; password login then says ACCOUNT_REGISTERED_WITH_SOCIAL_MEDIA", async () => {
    const response = await socialRegister(await googleIdToken("putri@es-teh.test", "google-sub-putri"), "Putri Ayu");
    expect(response.status).toBe(200);
    expect(decodeJwt(response.body.result.token)).toMatchObject({ df: false, cid: null });
    const [user] = await ctx.database.db.select().from(users).where(eq(users.email, "putri@es-teh.test"));
    expect(user).toMatchObject({ name: "Putri Ayu", passwordHash: null, socialProvider: "google", socialSubject: "google-sub-putri" });
    expect(user!.emailVerifiedAt).not.toBeNull();

    const passwordLogin = await requestJson(ctx.app, "POST", "/api/v1/login/email", {
      body: { email: "putri@es-teh.test", password: "anything-at-all" },
      headers: { "x-forwarded-for": freshIp() },
    });
    expect(passwordLogin.status).toBe(400);
    expect(passwordLogin.body.code).toBe("ACCOUNT_REGISTERED_WITH_SOCIAL_MEDIA");

    expect((await socialLogin(await googleIdToken("putri@es-teh.test", "google-sub-putri"))).status).toBe(200);
  });

  it("takes the Google Identity Services credential on /registration/socmed/google", async () => {
    const response = await googleRegister(await googleIdToken("wayan@kopi-bali.test", "google-sub-wayan"));
    expect(response.status).toBe(200);
    const [user] = await ctx.database.db.select().from(users).where(eq(users.email, "wayan@kopi-bali.test"));
    expect(user!.name).toBe("Google Person");
  });

  it("applies the company-domain rule and refuses taken emails", async () => {
    const gmail = await socialRegister(await googleIdToken("someone@gmail.com", "google-sub-gmail"));
    expect(gmail.status).toBe(400);
    expect(gmail.body.message).toBe("Email domain not allowed to register");
    const taken = await socialRegister(await googleIdToken("member@demo-company.test", "google-sub-other-member"));
    expect(taken.status).toBe(409);
    expect(taken.body.code).toBe("EMAIL_ALREADY_REGISTERED");
    const invalid = await googleRegister(await googleIdToken("x@kopi-bali.test", "sub-x", { audience: "wrong" }));
    expect(invalid.status).toBe(400);
    expect(invalid.body.message).toBe("Socmed data INVALID");
  });
});
