import type { APIRequestContext, Page } from "@playwright/test";
import { flagsCommand } from "../scripts/flags";
import { expect } from "./fixtures";
import { E2E_OPERATOR_TOKEN } from "./operator-token";

/** Runs the operator command (`npm run flags -- ...`) against the e2e server; fails on a non-zero exit. */
export async function runFlags(baseURL: string, ...argv: string[]): Promise<string> {
  const out: string[] = [];
  const err: string[] = [];
  const code = await flagsCommand(argv, { APP_URL: baseURL, OPERATOR_TOKEN: E2E_OPERATOR_TOKEN }, {
    write: (text) => out.push(text),
    writeError: (text) => err.push(text),
  });
  expect(code, err.join("\n")).toBe(0);
  return out.join("\n");
}

/** The signed-in user's company id, from GET /api/v1/users/me. */
export async function currentCompanyId(request: APIRequestContext): Promise<string> {
  const response = await request.get("/api/v1/users/me");
  expect(response.ok(), await response.text()).toBe(true);
  const { result } = (await response.json()) as { result: { companyId: string | null } };
  expect(result.companyId).toBeTruthy();
  return result.companyId!;
}

/** Starts the free trial of the signed-in owner's company, so the subscription guard lets them in. */
export async function startTrial(request: APIRequestContext, companyId: string): Promise<void> {
  const response = await request.post(`/api/v1/job-portal/company/${companyId}/subscription/trial`);
  expect(response.ok(), await response.text()).toBe(true);
}

/** The shell has loaded: the sidebar's menu (desktop) or the hamburger (drawer) is there. */
export async function waitForShell(page: Page): Promise<void> {
  await expect(page.getByRole("banner")).toBeVisible();
}
