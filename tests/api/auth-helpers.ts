import { desc, eq } from "drizzle-orm";
import { expect } from "vitest";
import type { ApiApp } from "@/server/api/create-app";
import type { Database } from "@/server/db/client";
import { emailOutbox } from "@/server/db/schema/email-outbox";
import { DEMO_PASSWORD } from "@/server/db/seed/demo-ids";
import { requestJson } from "./test-app";

export const DEMO_OWNER_EMAIL = "owner@demo-company.test";
export const DEMO_MEMBER_EMAIL = "member@demo-company.test";
export const OTHER_OWNER_EMAIL = "owner@other-company.test";

let ipCounter = 0;
/** A distinct client address per call, so the per-IP sign-in limit of one test never hits another. */
export function freshIp(): string {
  ipCounter += 1;
  return `2001:db8::${ipCounter.toString(16)}`;
}

export type SignedIn = { token: string; refreshToken: string; expire: number; refreshExpire: number };

export async function signIn(app: ApiApp, email: string, password = DEMO_PASSWORD, ip = freshIp()): Promise<SignedIn> {
  const response = await requestJson(app, "POST", "/api/v1/login/email", {
    body: { email, password },
    headers: { "x-forwarded-for": ip },
  });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.result;
}

/** name → { value, attributes } of every Set-Cookie header of a response. */
export function parseSetCookies(headers: Headers): Map<string, { value: string; attributes: string[] }> {
  const cookies = new Map<string, { value: string; attributes: string[] }>();
  for (const line of headers.getSetCookie()) {
    const [pair, ...attributes] = line.split(";").map((part) => part.trim());
    const index = pair!.indexOf("=");
    cookies.set(pair!.slice(0, index), { value: decodeURIComponent(pair!.slice(index + 1)), attributes });
  }
  return cookies;
}

/** The 6-digit code of the newest mail to an address in the outbox. */
export async function latestMailedCode(db: Database, to: string): Promise<string> {
  const [mail] = await db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.toAddress, to))
    .orderBy(desc(emailOutbox.createdAt))
    .limit(1);
  const code = mail?.textBody.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`No code mailed to ${to}`);
  return code;
}

/** Decodes a JWT's payload without checking it (what proxy.ts does). */
export function decodeJwt(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split(".")[1]!, "base64url").toString("utf8"));
}

/** Signs up through the API, verifies with the mailed code and answers the session. */
export async function signUpAndVerify(app: ApiApp, db: Database, email: string, name = "New Recruiter"): Promise<SignedIn> {
  const password = "kopi-susu-gula-aren-42";
  const registered = await requestJson(app, "POST", "/api/v1/registration/email", { body: { name, email, password } });
  expect(registered.status, JSON.stringify(registered.body)).toBe(201);
  const code = await latestMailedCode(db, email);
  const verified = await requestJson(app, "POST", "/api/v1/users/verification/verify", { body: { email, code } });
  expect(verified.status, JSON.stringify(verified.body)).toBe(200);
  return verified.body.result;
}
