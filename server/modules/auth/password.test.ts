import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { authCodes } from "@/server/db/schema/auth-codes";
import { users } from "@/server/db/schema/users";
import { DEMO_PASSWORD } from "@/server/db/seed/demo-ids";
import { DEMO_MEMBER_EMAIL, OTHER_OWNER_EMAIL, freshIp, latestMailedCode, signIn } from "@/tests/api/auth-helpers";
import { requestJson, useTestApp } from "@/tests/api/test-app";

const ctx = useTestApp();

const me = (token: string) => requestJson(ctx.app, "GET", "/api/v1/users/me", { token });
const refresh = (refreshToken: string) =>
  requestJson(ctx.app, "POST", "/api/v1/login/refresh", { body: { refreshToken, platform: "employer" } });
const login = (email: string, password: string) =>
  requestJson(ctx.app, "POST", "/api/v1/login/email", { body: { email, password }, headers: { "x-forwarded-for": freshIp() } });
const changePassword = (token: string, body: unknown) => requestJson(ctx.app, "PUT", "/api/v1/users/password", { token, body });
const forgotCode = (email: string) => requestJson(ctx.app, "POST", "/api/v1/users/forgot/code", { body: { email } });
const forgotVerify = (body: unknown) => requestJson(ctx.app, "POST", "/api/v1/users/forgot/verify", { body });

async function ageResetCodes(email: string, seconds: number) {
  const [user] = await ctx.database.db.select().from(users).where(eq(users.email, email));
  const rows = await ctx.database.db.select().from(authCodes).where(eq(authCodes.userId, user!.id));
  for (const row of rows) {
    await ctx.database.db
      .update(authCodes)
      .set({ createdAt: new Date(row.createdAt.getTime() - seconds * 1000), expiresAt: new Date(row.expiresAt.getTime() - seconds * 1000) })
      .where(eq(authCodes.id, row.id));
  }
}

describe("PUT /v1/users/password", () => {
  it("changes the password and signs out every other session, keeping this one", async () => {
    const current = await signIn(ctx.app, DEMO_MEMBER_EMAIL);
    const other = await signIn(ctx.app, DEMO_MEMBER_EMAIL);
    const response = await changePassword(current.token, { currentPassword: DEMO_PASSWORD, newPassword: "nasi-goreng-kampung-9" });
    expect(response.status).toBe(200);
    expect(response.body.result).toEqual({ success: true });

    expect((await me(current.token)).status).toBe(200);
    expect((await refresh(current.refreshToken)).status).toBe(200);
    const otherMe = await me(other.token);
    expect(otherMe.status).toBe(401);
    expect(otherMe.body.code).toBe("TOKEN_INVALID");
    expect((await refresh(other.refreshToken)).status).toBe(401);

    expect((await login(DEMO_MEMBER_EMAIL, DEMO_PASSWORD)).status).toBe(401);
    expect((await login(DEMO_MEMBER_EMAIL, "nasi-goreng-kampung-9")).status).toBe(200);
  });

  it("refuses a wrong current password, a common or unchanged new one, and no session", async () => {
    const session = await signIn(ctx.app, OTHER_OWNER_EMAIL);
    const wrong = await changePassword(session.token, { currentPassword: "not-it-at-all", newPassword: "nasi-goreng-kampung-9" });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ code: "WRONG_PASSWORD", data: { errors: [{ field: "currentPassword" }] } });
    const common = await changePassword(session.token, { currentPassword: DEMO_PASSWORD, newPassword: "password1" });
    expect(common.status).toBe(422);
    expect(common.body).toMatchObject({ code: "PASSWORD_TOO_COMMON", data: { errors: [{ field: "newPassword" }] } });
    const same = await changePassword(session.token, { currentPassword: DEMO_PASSWORD, newPassword: DEMO_PASSWORD });
    expect(same.status).toBe(422);
    expect(same.body.code).toBe("PASSWORD_UNCHANGED");
    const short = await changePassword(session.token, { currentPassword: DEMO_PASSWORD, newPassword: "short" });
    expect(short.status).toBe(422);
    const anonymous = await requestJson(ctx.app, "PUT", "/api/v1/users/password", {
      body: { currentPassword: DEMO_PASSWORD, newPassword: "nasi-goreng-kampung-9" },
    });
    expect(anonymous.status).toBe(401);
    expect((await me(session.token)).status).toBe(200);
  });
});

describe("forgot password", () => {
  it("mails a 6-digit code and sets the new password with it, signing out every session", async () => {
    const email = "owner@other-company.test";
    const session = await signIn(ctx.app, email);

    const sent = await forgotCode(email);
    expect(sent.status).toBe(200);
    expect(sent.body.result).toEqual({ email, codeExpire: 900, resendAfter: 60 });
    const code = await latestMailedCode(ctx.database.db, email);

    const response = await forgotVerify({ email, code, newPassword: "es-cendol-durian-77" });
    expect(response.status).toBe(200);
    expect(response.body.result).toEqual({ success: true });
    expect((await me(session.token)).status).toBe(401);
    expect((await refresh(session.refreshToken)).status).toBe(401);
    expect((await login(email, "es-cendol-durian-77")).status).toBe(200);

    const reused = await forgotVerify({ email, code, newPassword: "another-strong-one-5" });
    expect(reused.status).toBe(400);
    expect(reused.body.code).toBe("CODE_EXPIRED");
  });

  it("answers 'Email Not Found' for an unknown email", async () => {
    const response = await forgotCode("nobody@demo-company.test");
    expect(response.status).toBe(404);
    expect(response.body).toMatchObject({ code: "EMAIL_NOT_FOUND", message: "Email Not Found" });
  });

  it("allows 5 tries per code", async () => {
    await ctx.database.db.insert(users).values({ name: "Dian", email: "dian@kerak-telor.test", passwordHash: "scrypt$17$8$1$x$y", emailVerifiedAt: new Date() });
    await forgotCode("dian@kerak-telor.test");
    const code = await latestMailedCode(ctx.database.db, "dian@kerak-telor.test");
    const wrong = code === "123456" ? "654321" : "123456";
    const codes = [];
    for (let attempt = 0; attempt < 5; attempt += 1) {
      codes.push((await forgotVerify({ email: "dian@kerak-telor.test", code: wrong, newPassword: "es-cendol-durian-77" })).body.code);
    }
    expect(codes).toEqual(["CODE_INVALID", "CODE_INVALID", "CODE_INVALID", "CODE_INVALID", "CODE_TRIES_EXCEEDED"]);
    const right = await forgotVerify({ email: "dian@kerak-telor.test", code, newPassword: "es-cendol-durian-77" });
    expect(right.body.code).toBe("CODE_TRIES_EXCEEDED");
    // A new code (after the resend delay) works again.
    await ageResetCodes("dian@kerak-telor.test", 61);
    await forgotCode("dian@kerak-telor.test");
    const fresh = await latestMailedCode(ctx.database.db, "dian@kerak-telor.test");
    expect((await forgotVerify({ email: "dian@kerak-telor.test", code: fresh, newPassword: "es-cendol-durian-77" })).status).toBe(200);
  });

  it("expires a code after 15 minutes", async () => {
    await ctx.database.db.insert(users).values({ name: "Fajar", email: "fajar@gado-gado.test", passwordHash: "scrypt$17$8$1$x$y", emailVerifiedAt: new Date() });
    await forgotCode("fajar@gado-gado.test");
    const code = await latestMailedCode(ctx.database.db, "fajar@gado-gado.test");
    await ageResetCodes("fajar@gado-gado.test", 14 * 60);
    // At 14 minutes a wrong guess is still just wrong...
    const nearly = await forgotVerify({ email: "fajar@gado-gado.test", code: code === "000001" ? "000002" : "000001", newPassword: "es-cendol-durian-77" });
    expect(nearly.body.code).toBe("CODE_INVALID");
    await ageResetCodes("fajar@gado-gado.test", 61);
    // ...and past 15 minutes even the right code is refused.
    const late = await forgotVerify({ email: "fajar@gado-gado.test", code, newPassword: "es-cendol-durian-77" });
    expect(late.status).toBe(400);
    expect(late.body.code).toBe("CODE_EXPIRED");
  });

  it("checks the new password before spending a try", async () => {
    await ctx.database.db.insert(users).values({ name: "Gita", email: "gita@klepon.test", passwordHash: "scrypt$17$8$1$x$y", emailVerifiedAt: new Date() });
    await forgotCode("gita@klepon.test");
    const code = await latestMailedCode(ctx.database.db, "gita@klepon.test");
    const common = await forgotVerify({ email: "gita@klepon.test", code, newPassword: "sunshine1" });
    expect(common.status).toBe(422);
    expect(common.body).toMatchObject({ code: "PASSWORD_TOO_COMMON", data: { errors: [{ field: "newPassword" }] } });
    const badCode = await forgotVerify({ email: "gita@klepon.test", code: "12345", newPassword: "es-cendol-durian-77" });
    expect(badCode.status).toBe(422);
    expect(badCode.body.data.errors[0].field).toBe("code");
    expect((await forgotVerify({ email: "gita@klepon.test", code, newPassword: "es-cendol-durian-77" })).status).toBe(200);
  });

  it("refuses job-seeker accounts", async () => {
    await ctx.database.db.insert(users).values({ name: "Hana", email: "hana@campus.test", platform: "talent", passwordHash: "x" });
    const response = await forgotCode("hana@campus.test");
    expect(response.status).toBe(403);
    expect(response.body.code).toBe("PLATFORM_NOT_ALLOWED");
  });
});
