import type { APIRequestContext, BrowserContext, Page } from "@playwright/test";
import { SCENARIO_CONTROL_PATH, SCENARIO_COOKIE, type ScenarioName } from "./mock-api/scenarios";

export { expect, test } from "../e2e/fixtures";

const MOCK_API = `http://127.0.0.1:${process.env.MOCK_API_PORT ?? 3290}`;

/**
 * Selects the mock's scenarios for every later request of this browser context, the browser's own
 * and those the portal makes while rendering its pages (both carry the cookie). No names: back to
 * the default answers.
 */
export async function useScenarios(context: BrowserContext, baseURL: string, ...names: ScenarioName[]): Promise<void> {
  if (names.length === 0) {
    await context.clearCookies({ name: SCENARIO_COOKIE });
    return;
  }
  await context.addCookies([{ name: SCENARIO_COOKIE, value: names.join("+"), url: baseURL }]);
}

/**
 * Scenarios for requests that carry no cookie at all, such as the route guard's maintenance check:
 * they apply to everyone, so only *.exclusive.spec.ts files may set them.
 */
export async function useServerWideScenarios(request: APIRequestContext, ...names: ScenarioName[]): Promise<void> {
  const response = await request.put(`${MOCK_API}${SCENARIO_CONTROL_PATH}`, { data: names.join("+") });
  if (!response.ok()) throw new Error(`the mock API refused the scenarios: ${await response.text()}`);
}

/** Signs in as the demo owner through the portal, as the sign-in form does: the mock sets the cookies. */
export async function signIn(page: Page): Promise<void> {
  const response = await page.request.post("/api/v1/login/email", { data: { email: "owner@demo-company.test", password: "any-password" } });
  if (!response.ok()) throw new Error(`sign-in failed: ${response.status()} ${await response.text()}`);
}
