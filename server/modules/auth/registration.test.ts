import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { hashPassword } from "@/server/auth/password";
import { ACCESS_TOKEN_COOKIE } from "@/server/auth/session-contract";
import { authCodes } from "@/server/db/schema/auth-codes";
import { emailOutbox } from "@/server/db/schema/email-outbox";
import { users } from "@/server/db/schema/users";
import { DEMO_PASSWORD } from "@/server/db/seed/demo-ids";
import { decodeJwt, freshIp, latestMailedCode, parseSetCookies } from "@/tests/api/auth-helpers";
import { requestJson, useTestApp } from "@/tests/api/test-app";

// Read when the first request parses the environment (this file gets its own module registry).
process.env.REGISTRATION_BLOCKED_DOMAINS = "competitor.test, Blocked-Example.test";

const ctx = useTestApp();
const PASSWORD = "kopi-susu-gula-aren-42";

const register = (body: unknown) => requestJson(ctx.app, "POST", "/api/v1/registration/email", { body });
const verify = (body: unknown) => requestJson(ctx.app, "POST", "/api/v1/users/verification/verify", { body });
const resend = (email: string) => requestJson(ctx.app, "POST", "/api/v1/users/verification/code", { body: { email } });

async function userByEmail(email: string) {
  const [user] = await ctx.database.db.select().from(users).where(eq(users.email, email));
  return user;
}

async function ageCodes(email: string, seconds: number) {
  const user = await userByEmail(email);
  const rows = await ctx.database.db.select().from(authCodes).where(eq(authCodes.userId, user!.id));
  for (const row of rows) {
    await ctx.database.db
      .update(authCodes)
      .set({ createdAt: new Date(row.createdAt.getTime() - seconds * 1000), expiresAt: new Date(row.expiresAt.getTime() - seconds * 1000) })
      .where(eq(authCodes.id, row.id));
  }
}

describe("POST /v1/registration/email", () => {
  it("creates an unverified employer account and mails a 6-digit code through the outbox", async () => {
    const response = await register({ name: "Sari Wulandari", email: "Sari@Kopi-Nusantara.test", password: PASSWORD });
    expect(response.status).toBe(201);
    expect(response.body.result).toEqual({ email: "sari@kopi-nusantara.test", verificationRequired: true, codeExpire: 900 });
    const user = await userByEmail("sari@kopi-nusantara.test");
    expect(user).toMatchObject({ name: "Sari Wulandari", platform: "employer", emailVerifiedAt: null });
    expect(user!.passwordHash).toMatch(/^scrypt\$17\$8\$1\$/);
    const [mail] = await ctx.database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, "sari@kopi-nusantara.test"));
    expect(mail).toMatchObject({ category: "email-verification", subject: "Verify your email" });
    const code = await latestMailedCode(ctx.database.db, "sari@kopi-nusantara.test");
    expect(code).toMatch(/^\d{6}$/);
    // Only a keyed hash of the code is stored.
    const [stored] = await ctx.database.db.select().from(authCodes).where(eq(authCodes.userId, user!.id));
    expect(stored!.codeHash).not.toContain(code);
    expect(stored!.codeHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it("refuses free-mail and configured domains with 'Email domain not allowed to register'", async () => {
    for (const email of ["someone@gmail.com", "someone@Yahoo.co.id", "x@mailinator.com", "boss@competitor.test", "a@blocked-example.test"]) {
      const response = await register({ name: "Someone", email, password: PASSWORD });
      expect(response.status, email).toBe(400);
      expect(response.body).toMatchObject({
        code: "EMAIL_DOMAIN_NOT_ALLOWED",
        message: "Email domain not allowed to register",
        data: { errors: [{ field: "email", message: "Email domain not allowed to register" }] },
      });
    }
    expect(await userByEmail("someone@gmail.com")).toBeUndefined();
  });

  it("refuses the email of a job-seeker account, and of a registered employer", async () => {
    await ctx.database.db.insert(users).values({ name: "Seeker", email: "seeker@campus-mail.test", platform: "talent", passwordHash: "x" });
    const talent = await register({ name: "Seeker", email: "seeker@campus-mail.test", password: PASSWORD });
    expect(talent.status).toBe(409);
    expect(talent.body).toMatchObject({ code: "EMAIL_REGISTERED_AS_TALENT", data: { errors: [{ field: "email" }] } });
    const employer = await register({ name: "Dewi", email: "owner@demo-company.test", password: PASSWORD });
    expect(employer.status).toBe(409);
    expect(employer.body.code).toBe("EMAIL_ALREADY_REGISTERED");
  });

  it("applies the password rules: 8 to 128 characters, not a common password", async () => {
    const short = await register({ name: "Adi", email: "adi@kopi-nusantara.test", password: "short" });
    expect(short.status).toBe(422);
    expect(short.body.data.errors[0]).toMatchObject({ field: "password", message: "Password must be at least 8 characters" });
    const long = await register({ name: "Adi", email: "adi@kopi-nusantara.test", password: "x".repeat(129) });
    expect(long.status).toBe(422);
    for (const password of ["password123", "Qwertyuiop", "iloveyou1"]) {
      const common = await register({ name: "Adi", email: "adi@kopi-nusantara.test", password });
      expect(common.status, password).toBe(422);
      expect(common.body).toMatchObject({ code: "PASSWORD_TOO_COMMON", data: { errors: [{ field: "password" }] } });
    }
    expect(await userByEmail("adi@kopi-nusantara.test")).toBeUndefined();
  });

  it("validates name and the email pattern", async () => {
    const response = await register({ name: "", email: "not-an-email", password: PASSWORD });
    expect(response.status).toBe(422);
    expect(response.body.data.errors.map((error: { field: string }) => error.field).sort()).toEqual(["email", "name"]);
  });

  it("lets an unverified sign-up be repeated, replacing the password, without mailing a second code within a minute", async () => {
    await register({ name: "Budi", email: "budi@teh-botol.test", password: PASSWORD });
    const first = await latestMailedCode(ctx.database.db, "budi@teh-botol.test");
    const again = await register({ name: "Budi Setiawan", email: "budi@teh-botol.test", password: "another-long-pass-7" });
    expect(again.status).toBe(201);
    const mails = await ctx.database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, "budi@teh-botol.test"));
    expect(mails).toHaveLength(1);
    expect(await latestMailedCode(ctx.database.db, "budi@teh-botol.test")).toBe(first);
    expect((await userByEmail("budi@teh-botol.test"))!.name).toBe("Budi Setiawan");
  });
});

describe("email verification", () => {
  it("signs the user in on the right code: tokens, cookies, guard facts of a user still to onboard", async () => {
    await register({ name: "Rina", email: "rina@sate-madura.test", password: PASSWORD });
    const code = await latestMailedCode(ctx.database.db, "rina@sate-madura.test");
    const login = await requestJson(ctx.app, "POST", "/api/v1/login/email", {
      body: { email: "rina@sate-madura.test", password: PASSWORD },
      headers: { "x-forwarded-for": freshIp() },
    });
    expect(login.status).toBe(403);
    expect(login.body.code).toBe("EMAIL_NOT_VERIFIED");

    const response = await verify({ email: "rina@sate-madura.test", code });
    expect(response.status).toBe(200);
    expect(response.body.result).toMatchObject({ expire: 900, refreshExpire: 2592000 });
    expect(parseSetCookies(response.headers).get(ACCESS_TOKEN_COOKIE)!.value).toBe(response.body.result.token);
    expect(decodeJwt(response.body.result.token)).toMatchObject({ df: false, cid: null, mid: null, sst: "none", upg: false, cact: false });

    const me = await requestJson(ctx.app, "GET", "/api/v1/users/me", { token: response.body.result.token });
    expect(me.body.result).toMatchObject({ emailVerified: true, isDataFilled: false, company: null, subscription: null });

    const twice = await verify({ email: "rina@sate-madura.test", code });
    expect(twice.status).toBe(409);
    expect(twice.body.code).toBe("EMAIL_ALREADY_VERIFIED");
  });

  it("counts wrong codes: 5 tries, then the code is dead even when right", async () => {
    await register({ name: "Tono", email: "tono@bakso-malang.test", password: PASSWORD });
    const code = await latestMailedCode(ctx.database.db, "tono@bakso-malang.test");
    const wrong = code === "000000" ? "111111" : "000000";
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      const response = await verify({ email: "tono@bakso-malang.test", code: wrong });
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ code: "CODE_INVALID", data: { errors: [{ field: "code" }] } });
      expect(response.body.message).toContain(`${5 - attempt} tr`);
    }
    const fifth = await verify({ email: "tono@bakso-malang.test", code: wrong });
    expect(fifth.body.code).toBe("CODE_TRIES_EXCEEDED");
    const right = await verify({ email: "tono@bakso-malang.test", code });
    expect(right.status).toBe(400);
    expect(right.body.code).toBe("CODE_TRIES_EXCEEDED");
  });

  it("expires a code after 15 minutes", async () => {
    await register({ name: "Maya", email: "maya@soto-betawi.test", password: PASSWORD });
    const code = await latestMailedCode(ctx.database.db, "maya@soto-betawi.test");
    await ageCodes("maya@soto-betawi.test", 15 * 60 + 1);
    const response = await verify({ email: "maya@soto-betawi.test", code });
    expect(response.status).toBe(400);
    expect(response.body.code).toBe("CODE_EXPIRED");
  });

  it("resends a code after a minute, retiring the old one; refuses sooner with Retry-After", async () => {
    await register({ name: "Joko", email: "joko@gudeg-jogja.test", password: PASSWORD });
    const old = await latestMailedCode(ctx.database.db, "joko@gudeg-jogja.test");
    const tooSoon = await resend("joko@gudeg-jogja.test");
    expect(tooSoon.status).toBe(429);
    expect(Number(tooSoon.headers.get("retry-after"))).toBeGreaterThan(0);

    await ageCodes("joko@gudeg-jogja.test", 61);
    const response = await resend("joko@gudeg-jogja.test");
    expect(response.status).toBe(200);
    expect(response.body.result).toEqual({ email: "joko@gudeg-jogja.test", codeExpire: 900, resendAfter: 60 });
    const fresh = await latestMailedCode(ctx.database.db, "joko@gudeg-jogja.test");
    if (fresh !== old) {
      expect((await verify({ email: "joko@gudeg-jogja.test", code: old })).body.code).toBe("CODE_INVALID");
    }
    expect((await verify({ email: "joko@gudeg-jogja.test", code: fresh })).status).toBe(200);
  });

  it("caps codes at 5 an hour", async () => {
    await register({ name: "Lina", email: "lina@rendang-padang.test", password: PASSWORD });
    for (let sent = 1; sent < 5; sent += 1) {
      await ageCodes("lina@rendang-padang.test", 61);
      expect((await resend("lina@rendang-padang.test")).status).toBe(200);
    }
    await ageCodes("lina@rendang-padang.test", 61);
    const capped = await resend("lina@rendang-padang.test");
    expect(capped.status).toBe(429);
    expect(capped.body.message).toBe("Too many codes requested. Try again later");
  });

  it("answers Email Not Found and EMAIL_ALREADY_VERIFIED on resend", async () => {
    const unknown = await resend("nobody@kopi-nusantara.test");
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe("Email Not Found");
    const verified = await resend("owner@demo-company.test");
    expect(verified.status).toBe(409);
    expect(verified.body.code).toBe("EMAIL_ALREADY_VERIFIED");
  });

  it("does not verify with a code of another purpose", async () => {
    const [user] = await ctx.database.db
      .insert(users)
      .values({ name: "Eko", email: "eko@pempek-palembang.test", passwordHash: await hashPassword(DEMO_PASSWORD) })
      .returning();
    // A password-reset code mailed to an unverified account cannot verify it.
    const forgot = await requestJson(ctx.app, "POST", "/api/v1/users/forgot/code", { body: { email: "eko@pempek-palembang.test" } });
    expect(forgot.status).toBe(200);
    const code = await latestMailedCode(ctx.database.db, "eko@pempek-palembang.test");
    const response = await verify({ email: "eko@pempek-palembang.test", code });
    expect(response.status).toBe(400);
    expect(response.body.code).toBe("CODE_EXPIRED");
    const codes = await ctx.database.db
      .select()
      .from(authCodes)
      .where(and(eq(authCodes.userId, user!.id), eq(authCodes.purpose, "password-reset")));
    expect(codes).toHaveLength(1);
  });
});
