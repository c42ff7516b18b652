import { randomUUID } from "node:crypto";
import type { APIRequestContext } from "@playwright/test";
import { newCompanyEmail, onboardNewCompany, signUpVerified } from "./auth-helpers";
import { expect } from "./fixtures";
import { currentCompanyId, startTrial } from "./shell-helpers";

/** A fresh company whose Admin is signed in through `request` (the page's context), on the free trial. */
export async function newAdminCompany(request: APIRequestContext, label: string): Promise<{ email: string; domain: string; companyId: string }> {
  const { email, domain } = newCompanyEmail("admin");
  await signUpVerified(request, email, "Ayu Admin");
  await onboardNewCompany(request, `${label} ${domain}`);
  const companyId = await currentCompanyId(request);
  await startTrial(request, companyId);
  return { email, domain, companyId };
}

/** A work email on the company's domain nobody has used yet. */
export function newMemberEmail(domain: string, local = "member"): string {
  return `${local}-${randomUUID().slice(0, 6)}@${domain}`;
}

/** The path of the join link in the newest invitation mailed to `email` (the local mailbox, LOCAL_MAILBOX=1). */
export async function readJoinLink(request: APIRequestContext, email: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get(`/api/dev/mailbox?to=${encodeURIComponent(email)}&limit=5`);
        expect(response.ok()).toBe(true);
        const { result } = (await response.json()) as { result: { docs: { text: string }[] } };
        link = result.docs.map((mail) => mail.text.match(/https?:\/\/[^\s]+(\/join-team\?token=[A-Za-z0-9_-]+)/)?.[1]).find(Boolean);
        return link;
      },
      { message: `an invitation mailed to ${email}`, timeout: 15_000 },
    )
    .toBeTruthy();
  return link!;
}

/** Invites `email` to the signed-in admin's company and answers the join token the mail carries. */
export async function inviteMember(request: APIRequestContext, email: string): Promise<string> {
  const invited = await request.post("/api/v1/job-portal/invited-user-company", { data: { emails: [email] } });
  expect(invited.ok(), await invited.text()).toBe(true);
  return new URLSearchParams((await readJoinLink(request, email)).split("?")[1]).get("token")!;
}

/** A real 1×1 PNG. */
export const TINY_PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=", "base64");

/** A PNG header followed by 6 MB of zeros: over the 5 MB default limit. */
export const SIX_MB_PNG = Buffer.concat([TINY_PNG, Buffer.alloc(6 * 1024 * 1024)]);
