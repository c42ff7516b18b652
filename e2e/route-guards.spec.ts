import { SignJWT } from "jose";
import { expect, test } from "./fixtures";
import { DEMO_OWNER, newCompanyEmail, onboardNewCompany, redirectOf, signInWithApi, signUpVerified } from "./auth-helpers";

/**
 * Spec 2.7, one test per guard, against the production build. The guards run in proxy.ts from the
 * access-token cookie's claims; each test puts a real session in that state through the API.
 */

const ACCESS_COOKIE = "hp_access_token";

/**
 * A well-formed access token with the given claims, signed with a key the server does not know.
 * The proxy decodes without verifying (it only picks a redirect), so this reaches states no API call
 * can create here, such as a job-seeker session; the API would refuse the token on any call.
 */
async function accessTokenWith(claims: Record<string, unknown>): Promise<string> {
  return new SignJWT({ sub: "e2e-user", sid: "e2e-session", plt: "employer", cid: "company-1", mid: "member-1", df: true, sst: "trial", upg: false, cact: true, ...claims })
    .setProtectedHeader({ alg: "HS256" })
    .setIssuedAt()
    .setExpirationTime("15m")
    .sign(new TextEncoder().encode("e2e-only-key-the-server-never-sees-0123456789"));
}

test("without a token, a portal page sends the visitor to /sign-in with the redirect URL", async ({ page }) => {
  expect(await redirectOf(page.request, "/jobs/42?tab=applicants")).toBe(`/sign-in?redirectUrl=${encodeURIComponent("/jobs/42?tab=applicants")}`);
  await page.goto("/onboarding");
  await expect(page).toHaveURL(`/sign-in?redirectUrl=${encodeURIComponent("/onboarding")}`);
  await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();
});

test("a job-seeker platform session is sent to sign-in and its cookies are dropped", async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: ACCESS_COOKIE, value: await accessTokenWith({ plt: "talent" }), url: baseURL! }]);
  await page.goto("/");
  await expect(page).toHaveURL("/sign-in");
  await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();
  expect((await context.cookies()).some((cookie) => cookie.name === ACCESS_COOKIE)).toBe(false);
});

test("a signed-in user with an incomplete profile is sent to /onboarding", async ({ page }) => {
  // A sign-up (scrypt) and three page loads, each checked by axe: about 20 s on a quiet two-core machine.
  test.setTimeout(60_000);
  await signUpVerified(page.request, newCompanyEmail().email);
  for (const path of ["/", "/subscription", "/sign-in"]) {
    await page.goto(path);
    await expect(page, path).toHaveURL("/onboarding");
  }
  await expect(page.getByRole("heading", { name: "Set up your company" })).toBeVisible();
});

test("a signed-in user with complete data on a sign-in-type page is sent to /", async ({ page }) => {
  // Five full loads of the demo owner's Home, each checked by axe (about 6 s each on two cores).
  test.setTimeout(90_000);
  await signInWithApi(page.request, DEMO_OWNER);
  for (const path of ["/sign-in", "/sign-up", "/forgot-password", "/reset-password", "/verification"]) {
    await page.goto(path);
    await expect(page, path).toHaveURL("/");
  }
});

test("a company without a subscription is sent to /subscription, except on the allowed and checkout pages", async ({ page }) => {
  const { email, domain } = newCompanyEmail("owner");
  await signUpVerified(page.request, email);
  await onboardNewCompany(page.request, `Guard ${domain}`);

  await page.goto("/");
  await expect(page).toHaveURL("/subscription");
  await expect(page.getByRole("button", { name: "Start free trial" })).toBeVisible();
  expect(await redirectOf(page.request, "/jobs")).toBe("/subscription");
  expect(await redirectOf(page.request, "/onboarding")).toBe("/subscription");
  for (const path of ["/subscription", "/settings/subscription", "/checkout", "/checkout/starter"]) {
    expect(await redirectOf(page.request, path), path).toBeNull();
  }
});

test("a user with no company (a join request still pending) is sent to /subscription", async ({ page, playwright, baseURL }) => {
  // An owner registers a company on a fresh domain; a colleague on the same domain then onboards.
  const { domain } = newCompanyEmail();
  const owner = await playwright.request.newContext({ baseURL });
  await signUpVerified(owner, `owner@${domain}`, "Oki Owner");
  await onboardNewCompany(owner, `Join ${domain}`);
  await owner.dispose();

  await signUpVerified(page.request, `colleague@${domain}`, "Nina Colleague");
  await page.goto("/onboarding");
  await expect(page.getByText(`Join ${domain} is already on the portal`)).toBeVisible();
  await page.getByLabel("Phone number").fill("+62 812-0000-1111");
  await page.getByLabel("Department").selectOption("Engineering");
  await page.getByRole("button", { name: `Ask to join Join ${domain}` }).click();

  await page.waitForURL("/subscription");
  await expect(page.getByText(`Your request to join Join ${domain} is waiting for approval`)).toBeVisible();
  expect(await redirectOf(page.request, "/")).toBe("/subscription");
});

test("a needed plan upgrade or an inactive company sends the user to /subscription", async ({ page, context, baseURL }) => {
  for (const claims of [{ upg: true }, { sst: "expired", upg: true }, { cact: false }, { sst: "none" }]) {
    await context.clearCookies();
    await context.addCookies([{ name: ACCESS_COOKIE, value: await accessTokenWith(claims), url: baseURL! }]);
    expect(await redirectOf(page.request, "/"), JSON.stringify(claims)).toBe("/subscription");
    expect(await redirectOf(page.request, "/checkout/growth"), JSON.stringify(claims)).toBeNull();
  }
});
