import { expect, signIn, test, useScenarios } from "./mocked-test";

// Spec 8: a 401 on a session call refreshes the token once; when that fails the user is signed out
// and sent to /sign-in, back to the page afterwards.

test("a session that can no longer be refreshed signs the user out to /sign-in", async ({ page, context, baseURL }) => {
  await signIn(page);
  await page.goto("/");
  await expect(page.getByRole("heading", { name: "Home", level: 1 })).toBeVisible();

  const refreshes: number[] = [];
  page.on("response", (response) => {
    if (response.url().endsWith("/api/v1/login/refresh")) refreshes.push(response.status());
  });
  // The session ends while the page is open: the bell's next status poll meets the 401.
  await useScenarios(context, baseURL!, "session-expired");

  await page.waitForURL(/\/sign-in/, { timeout: 20_000 });
  expect(new URL(page.url()).searchParams.get("redirectUrl")).toBe("/");
  await expect(page.getByRole("button", { name: "Sign in" })).toBeVisible();
  expect(refreshes).toContain(401);
  // The API dropped the cookies: the portal stays closed on the next visit.
  const cookies = await context.cookies();
  expect(cookies.map((cookie) => cookie.name)).not.toContain("hp_access_token");
});

test("a refresh that answers without a token is 'Restricted access' and ends the session", async ({ page, context, baseURL }) => {
  await signIn(page);
  await page.goto("/notifications");
  await expect(page.getByRole("heading", { name: "Notifications", level: 1 })).toBeVisible();

  await useScenarios(context, baseURL!, "refresh-without-token");
  const refreshed = page.waitForResponse((response) => response.url().endsWith("/api/v1/login/refresh"));
  // The refresh itself succeeds (200) but holds no token: the client treats that as restricted
  // access (lib/api-client.ts) and ends the session as for a failed refresh.
  expect((await refreshed).status()).toBe(200);
  await page.waitForURL(/\/sign-in/, { timeout: 20_000 });
  expect(new URL(page.url()).searchParams.get("redirectUrl")).toBe("/notifications");
});
