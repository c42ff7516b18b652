import { eq } from "drizzle-orm";
import pino from "pino";
import { describe, expect, it } from "vitest";
import { createApiApp } from "@/server/api/create-app";
import { hashPassword } from "@/server/auth/password";
import { ACCESS_TOKEN_COOKIE, REFRESH_TOKEN_COOKIE } from "@/server/auth/session-contract";
import { loginAttempts } from "@/server/db/schema/login-attempts";
import { users } from "@/server/db/schema/users";
import { DEMO_PASSWORD, demoIds } from "@/server/db/seed/demo-ids";
import { DEMO_MEMBER_EMAIL, DEMO_OWNER_EMAIL, decodeJwt, freshIp, parseSetCookies, signIn } from "@/tests/api/auth-helpers";
import { requestJson, useTestApp } from "@/tests/api/test-app";

const ctx = useTestApp();

function login(body: unknown, ip = freshIp()) {
  return requestJson(ctx.app, "POST", "/api/v1/login/email", { body, headers: { "x-forwarded-for": ip } });
}

async function insertUser(values: Partial<typeof users.$inferInsert> & { email: string }) {
  const [user] = await ctx.database.db
    .insert(users)
    .values({ name: "Test User", passwordHash: await hashPassword(DEMO_PASSWORD), emailVerifiedAt: new Date(), ...values })
    .returning();
  return user!;
}

describe("POST /v1/login/email", () => {
  it("signs the demo owner in with tokens in the body and HttpOnly cookies", async () => {
    const response = await login({ email: DEMO_OWNER_EMAIL, password: DEMO_PASSWORD });
    expect(response.status).toBe(200);
    const { token, expire, refreshToken, refreshExpire } = response.body.result;
    expect(expire).toBe(900);
    expect(refreshExpire).toBe(30 * 24 * 60 * 60);
    expect(Buffer.from(refreshToken, "base64url").length).toBe(32);
    const claims = decodeJwt(token);
    expect(claims).toMatchObject({
      sub: demoIds.demoOwner,
      plt: "employer",
      cid: demoIds.demoCompany,
      mid: demoIds.demoOwnerMembership,
      df: true,
      sst: "active",
      upg: false,
      cact: true,
    });
    expect((claims.exp as number) - (claims.iat as number)).toBe(900);
    const cookies = parseSetCookies(response.headers);
    for (const name of [ACCESS_TOKEN_COOKIE, REFRESH_TOKEN_COOKIE]) {
      const cookie = cookies.get(name)!;
      expect(cookie.attributes).toEqual(expect.arrayContaining(["HttpOnly", "SameSite=Lax", "Path=/", `Max-Age=${refreshExpire}`]));
      // NODE_ENV=test: Secure only in production (or with AUTH_COOKIE_SECURE).
      expect(cookie.attributes).not.toContain("Secure");
    }
    expect(cookies.get(ACCESS_TOKEN_COOKIE)!.value).toBe(token);
    expect(cookies.get(REFRESH_TOKEN_COOKIE)!.value).toBe(refreshToken);
  });

  it("matches the email case-insensitively and signs the member in", async () => {
    const response = await login({ email: "Member@Demo-Company.test", password: DEMO_PASSWORD });
    expect(response.status).toBe(200);
    expect(decodeJwt(response.body.result.token)).toMatchObject({ sub: demoIds.demoMember, mid: demoIds.demoMemberMembership });
  });

  it("answers 'Email Not Found' for an unknown email", async () => {
    const response = await login({ email: "nobody@demo-company.test", password: DEMO_PASSWORD });
    expect(response.status).toBe(404);
    expect(response.body).toMatchObject({ code: "EMAIL_NOT_FOUND", message: "Email Not Found", data: { errors: [{ field: "email" }] } });
  });

  it("answers WRONG_PASSWORD for a wrong password, without cookies", async () => {
    const response = await login({ email: DEMO_OWNER_EMAIL, password: "not-the-password" });
    expect(response.status).toBe(401);
    expect(response.body).toMatchObject({ code: "WRONG_PASSWORD", data: { errors: [{ field: "password" }] } });
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  it("refuses social-only accounts with ACCOUNT_REGISTERED_WITH_SOCIAL_MEDIA", async () => {
    await insertUser({ email: "social@google-company.test", passwordHash: null, socialProvider: "google", socialSubject: "g-1" });
    const response = await login({ email: "social@google-company.test", password: "whatever-password" });
    expect(response.status).toBe(400);
    expect(response.body.code).toBe("ACCOUNT_REGISTERED_WITH_SOCIAL_MEDIA");
  });

  it("refuses job-seeker (talent) accounts on the employer portal", async () => {
    await insertUser({ email: "seeker@campus-mail.test", platform: "talent" });
    const response = await login({ email: "seeker@campus-mail.test", password: DEMO_PASSWORD });
    expect(response.status).toBe(403);
    expect(response.body.code).toBe("PLATFORM_NOT_ALLOWED");
    const asTalent = await login({ email: DEMO_OWNER_EMAIL, password: DEMO_PASSWORD, platform: "talent" });
    expect(asTalent.status).toBe(403);
    expect(asTalent.body.code).toBe("PLATFORM_NOT_ALLOWED");
  });

  it("tells an unverified account to verify its email (the client routes to /verification)", async () => {
    await insertUser({ email: "fresh@unverified-company.test", emailVerifiedAt: null });
    const response = await login({ email: "fresh@unverified-company.test", password: DEMO_PASSWORD });
    expect(response.status).toBe(403);
    expect(response.body).toMatchObject({ code: "EMAIL_NOT_VERIFIED", data: { errors: [{ field: "email" }] } });
  });

  it("validates the email pattern of spec 5 and required fields", async () => {
    for (const email of ["no-at-sign", "a@b", "a@b.toolong", "spaces in@x.com"]) {
      const response = await login({ email, password: DEMO_PASSWORD });
      expect(response.status, email).toBe(422);
      expect(response.body.data.errors[0].field).toBe("email");
    }
    const missing = await login({});
    expect(missing.status).toBe(422);
    expect(missing.body.data.errors.map((error: { field: string }) => error.field).sort()).toEqual(["email", "password"]);
  });
});

// Each failed sign-in runs scrypt (N=2^17): on a busy 2-core machine these tests need more than the default 30 s.
describe("brute-force limit: 10 failures per 15 minutes per account and per IP", { timeout: 180_000 }, () => {
  it("locks the account after 10 failures from any addresses, with Retry-After, even for the right password", async () => {
    await insertUser({ email: "target@lockout-company.test" });
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const response = await login({ email: "target@lockout-company.test", password: `wrong-${attempt}` });
      expect(response.status).toBe(401);
    }
    const locked = await login({ email: "target@lockout-company.test", password: DEMO_PASSWORD });
    expect(locked.status).toBe(429);
    expect(locked.body.code).toBe("TOO_MANY_REQUESTS");
    const retryAfter = Number(locked.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(840);
    expect(retryAfter).toBeLessThanOrEqual(900);
    // Another account is not affected.
    expect((await login({ email: DEMO_MEMBER_EMAIL, password: DEMO_PASSWORD })).status).toBe(200);
  });

  it("locks an IP after 10 failures across accounts, unknown emails included", async () => {
    const ip = freshIp();
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const email = attempt % 2 === 0 ? `ghost${attempt}@lockout-company.test` : DEMO_OWNER_EMAIL;
      const response = await login({ email, password: "wrong-password" }, ip);
      expect([401, 404]).toContain(response.status);
    }
    const locked = await login({ email: DEMO_MEMBER_EMAIL, password: DEMO_PASSWORD }, ip);
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get("retry-after"))).toBeGreaterThan(0);
    // The same account from another address still works: only the IP is over the limit.
    expect((await login({ email: DEMO_MEMBER_EMAIL, password: DEMO_PASSWORD })).status).toBe(200);
  });

  it("limits a connection that sends a new X-Forwarded-For on each try: no proxy is trusted by default", async () => {
    const socket = freshIp();
    const overHttp = (email: string, password: string) =>
      ctx.app.request(
        "/api/v1/login/email",
        { method: "POST", headers: { "content-type": "application/json", "x-forwarded-for": freshIp() }, body: JSON.stringify({ email, password }) },
        { incoming: { socket: { remoteAddress: socket } } },
      );
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect([401, 404]).toContain((await overHttp(`spoof${attempt}@lockout-company.test`, "wrong-password")).status);
    }
    expect((await overHttp(DEMO_MEMBER_EMAIL, DEMO_PASSWORD)).status).toBe(429);
  });

  it("does not lump callers of unknown address into one IP bucket (the account limit still applies)", async () => {
    const anonymous = (email: string, password: string) =>
      requestJson(ctx.app, "POST", "/api/v1/login/email", { body: { email, password } });
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect((await anonymous(`nobody${attempt}@no-address.test`, "wrong-password")).status).toBe(404);
    }
    expect((await anonymous(DEMO_MEMBER_EMAIL, DEMO_PASSWORD)).status).toBe(200);
  });

  it("counts only the last 15 minutes, and Retry-After is when the oldest counted failure leaves the window", async () => {
    await insertUser({ email: "window@lockout-company.test" });
    const now = Date.now();
    const failure = (minutesAgo: number) => ({
      email: "window@lockout-company.test",
      ipAddress: "192.0.2.200",
      succeeded: false,
      createdAt: new Date(now - minutesAgo * 60_000),
    });
    // 5 failures 20 minutes ago no longer count; 9 recent ones do.
    await ctx.database.db.insert(loginAttempts).values([...Array(5)].map(() => failure(20)));
    await ctx.database.db.insert(loginAttempts).values([...Array(9)].map((_, index) => failure(14 - index)));
    expect((await login({ email: "window@lockout-company.test", password: "wrong-password" })).status).toBe(401);
    const locked = await login({ email: "window@lockout-company.test", password: DEMO_PASSWORD });
    expect(locked.status).toBe(429);
    // The oldest of the last ten failed 14 minutes ago: about a minute to wait.
    const retryAfter = Number(locked.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(30);
    expect(retryAfter).toBeLessThanOrEqual(61);
  });

  it("holds across a restart because the attempts live in the database", async () => {
    await insertUser({ email: "restart@lockout-company.test" });
    for (let attempt = 0; attempt < 10; attempt += 1) {
      await login({ email: "restart@lockout-company.test", password: "wrong-password" });
    }
    const restarted = createApiApp({ database: async () => ctx.database }, pino({ level: "silent" }));
    const response = await requestJson(restarted, "POST", "/api/v1/login/email", {
      body: { email: "restart@lockout-company.test", password: DEMO_PASSWORD },
      headers: { "x-forwarded-for": freshIp() },
    });
    expect(response.status).toBe(429);
  });

  it("clears the account's count after a successful sign-in", async () => {
    await insertUser({ email: "reset@lockout-company.test" });
    for (let attempt = 0; attempt < 9; attempt += 1) {
      await login({ email: "reset@lockout-company.test", password: "wrong-password" });
    }
    expect((await login({ email: "reset@lockout-company.test", password: DEMO_PASSWORD })).status).toBe(200);
    for (let attempt = 0; attempt < 3; attempt += 1) {
      await login({ email: "reset@lockout-company.test", password: "wrong-password" });
    }
    expect((await login({ email: "reset@lockout-company.test", password: DEMO_PASSWORD })).status).toBe(200);
    const rows = await ctx.database.db.select().from(loginAttempts).where(eq(loginAttempts.email, "reset@lockout-company.test"));
    expect(rows.filter((row) => !row.succeeded)).toHaveLength(12);
  });
});

describe("GET /v1/users/me and GET /v1/login/self", () => {
  it("answers the current user of spec 3 with company, subscription and guard facts", async () => {
    const { token } = await signIn(ctx.app, DEMO_OWNER_EMAIL);
    const response = await requestJson(ctx.app, "GET", "/api/v1/users/me", { token });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.body.result).toMatchObject({
      userId: demoIds.demoOwner,
      name: "Dewi Lestari Anggraini",
      email: DEMO_OWNER_EMAIL,
      platform: "employer",
      emailVerified: true,
      hasPassword: true,
      profile: { profilePictureUrl: null },
      companyId: demoIds.demoCompany,
      userCompanyId: demoIds.demoOwnerMembership,
      role: "owner",
      isDataFilled: true,
      needUpgradePlan: false,
      joinRequest: null,
      company: {
        id: demoIds.demoCompany,
        name: "Demo Company",
        emailDomain: "demo-company.test",
        verificationStatus: "verified",
        subscriptionStatus: "active",
        isActive: true,
        deletedAt: null,
      },
      subscription: { status: "active", kind: "paid", plan: { code: "growth", priceIdr: 1499000 } },
      subscriptionUsage: { members: { used: 2, quota: 10 } },
    });
  });

  it("accepts the access-token cookie as well as the bearer header", async () => {
    const { token } = await signIn(ctx.app, DEMO_MEMBER_EMAIL);
    const response = await requestJson(ctx.app, "GET", "/api/v1/users/me", { headers: { cookie: `${ACCESS_TOKEN_COOKIE}=${token}` } });
    expect(response.status).toBe(200);
    expect(response.body.result).toMatchObject({ role: "member", userCompanyId: demoIds.demoMemberMembership });
  });

  it("answers the session check with the user and the session", async () => {
    const { token } = await signIn(ctx.app, DEMO_OWNER_EMAIL);
    const response = await requestJson(ctx.app, "GET", "/api/v1/login/self", { token });
    expect(response.status).toBe(200);
    expect(response.body.result).toMatchObject({ userId: demoIds.demoOwner, session: { id: decodeJwt(token).sid, platform: "employer" } });
  });

  it("answers 401 TOKEN_INVALID without a token, with a bad one, and with an unsigned one", async () => {
    const { token } = await signIn(ctx.app, DEMO_OWNER_EMAIL);
    const [header, payload] = token.split(".");
    const unsigned = `${Buffer.from(JSON.stringify({ alg: "none", typ: "JWT" })).toString("base64url")}.${payload}.`;
    const forged = `${header}.${Buffer.from(JSON.stringify({ ...decodeJwt(token), sub: demoIds.otherOwner })).toString("base64url")}.${token.split(".")[2]}`;
    for (const candidate of [undefined, "not-a-jwt", unsigned, forged]) {
      const response = await requestJson(ctx.app, "GET", "/api/v1/users/me", { token: candidate });
      expect(response.status).toBe(401);
      expect(response.body.code).toContain("TOKEN_INVALID");
      expect(response.body.message).toContain("TOKEN_INVALID");
    }
  });
});
