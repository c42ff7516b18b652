import { randomUUID } from "node:crypto";
import type { APIRequestContext } from "@playwright/test";
import { expect } from "./fixtures";

/**
 * Account helpers for the auth specs. They call the real API through `page.request`, which shares
 * the browser context's cookies, so a session made here is the browser's session too.
 */

export const DEMO_PASSWORD = "demo-password-123";
export const DEMO_OWNER = "owner@demo-company.test";
export const DEMO_MEMBER = "member@demo-company.test";
export const NEW_USER_PASSWORD = "a-long-unusual-passphrase-42";

/** A fresh company domain per test, so parallel tests never share a company. */
export function newCompanyEmail(local = "recruiter"): { email: string; domain: string } {
  const domain = `e2e-${randomUUID().slice(0, 8)}.test`;
  return { email: `${local}@${domain}`, domain };
}

/** The newest 6-digit code mailed to `email`, read from the local mailbox (LOCAL_MAILBOX=1). */
export async function readMailedCode(request: APIRequestContext, email: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get(`/api/dev/mailbox?to=${encodeURIComponent(email)}&limit=5`);
        expect(response.ok()).toBe(true);
        const { result } = (await response.json()) as { result: { docs: { text: string; subject: string }[] } };
        code = result.docs[0]?.text.match(/\b(\d{6})\b/)?.[1];
        return code;
      },
      { message: `a code mailed to ${email}`, timeout: 10_000 },
    )
    .toBeTruthy();
  return code!;
}

/** Signs up and verifies through the API: the context ends up signed in with no company yet. */
export async function signUpVerified(request: APIRequestContext, email: string, name = "Sari Wulandari"): Promise<void> {
  const registered = await request.post("/api/v1/registration/email", { data: { name, email, password: NEW_USER_PASSWORD } });
  expect(registered.status(), await registered.text()).toBeLessThan(300);
  const code = await readMailedCode(request, email);
  const verified = await request.post("/api/v1/users/verification/verify", { data: { email, code } });
  expect(verified.ok(), await verified.text()).toBe(true);
}

/** Onboards the signed-in user through the API, as the owner of a new company on their domain. */
export async function onboardNewCompany(request: APIRequestContext, companyName: string): Promise<void> {
  const response = await request.put("/api/v1/profiles/employer", {
    data: { handphone: "+62 812-3456-7890", department: "Human Resources", employeeTargets: [], isJoin: false, company: { name: companyName, sector: "Technology", size: "small" } },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

export async function signInWithApi(request: APIRequestContext, email: string, password = DEMO_PASSWORD): Promise<void> {
  const response = await request.post("/api/v1/login/email", { data: { email, password } });
  expect(response.ok(), await response.text()).toBe(true);
}

/** Where a request for `path` is redirected by proxy.ts (null when it is served). */
export async function redirectOf(request: APIRequestContext, path: string): Promise<string | null> {
  const response = await request.get(path, { maxRedirects: 0 });
  const location = response.headers()["location"];
  if (!location) return null;
  const url = new URL(location, "http://localhost");
  return `${url.pathname}${url.search}`;
}
