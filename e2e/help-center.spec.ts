import { randomUUID } from "node:crypto";
import type { APIRequestContext } from "@playwright/test";
import { expect, test } from "./fixtures";
import { DEMO_OWNER, signInWithApi } from "./auth-helpers";
import { waitForShell } from "./shell-helpers";
import { TINY_PNG } from "./team-helpers";

/** The server's default SUPPORT_EMAIL (server/config/env.ts); the e2e server sets none. */
const SUPPORT_EMAIL = "support@hiring-portal.local";

type Mail = { subject: string; text: string; to: string };

/** The support mail whose text holds `marker`, read from the local mailbox (LOCAL_MAILBOX=1). */
async function readSupportMail(request: APIRequestContext, marker: string): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get(`/api/dev/mailbox?to=${encodeURIComponent(SUPPORT_EMAIL)}&limit=20`);
        expect(response.ok()).toBe(true);
        const { result } = (await response.json()) as { result: { docs: Mail[] } };
        found = result.docs.find((mail) => mail.text.includes(marker));
        return found;
      },
      { message: `the support mail holding ${marker}`, timeout: 10_000 },
    )
    .toBeTruthy();
  return found!;
}

test("Send Feedback opens the help center, where feedback with a screenshot reaches support's mailbox", async ({ page }) => {
  await signInWithApi(page.request, DEMO_OWNER);
  await page.goto("/");
  await waitForShell(page);

  await page.getByRole("complementary", { name: "Sidebar" }).getByRole("link", { name: "Send Feedback" }).click();
  await page.waitForURL("/help-center");
  await expect(page.getByRole("heading", { name: "Help Center", level: 1 })).toBeVisible();
  // Spec 9's sales and support contact.
  await expect(page.getByRole("link", { name: /Call us/ })).toHaveAttribute("href", /^tel:\+\d+$/);
  await expect(page.getByRole("link", { name: /Chat with us/ })).toHaveAttribute("href", /^https:\/\/wa\.me\/\d+$/);

  const marker = `e2e-${randomUUID().slice(0, 8)}`;
  const form = page.getByRole("form", { name: "Send feedback" });
  await form.getByLabel("What is it about?").selectOption("bug");
  await form.getByLabel("Message").fill(`The candidates board stops scrolling after the third column (${marker}).`);
  await form.getByLabel(/Screenshot/).setInputFiles({ name: "board.png", mimeType: "image/png", buffer: TINY_PNG });
  await expect(form.getByRole("img", { name: "Preview of the chosen screenshot" })).toBeVisible();
  await form.getByRole("button", { name: "Send feedback" }).click();

  const sent = page.getByRole("status").filter({ hasText: "Thank you, your feedback was sent" });
  await expect(sent).toBeVisible();
  await expect(sent).toContainText("with your screenshot");
  await expect(sent).toContainText(DEMO_OWNER);

  const mail = await readSupportMail(page.request, marker);
  expect(mail.to).toBe(SUPPORT_EMAIL);
  expect(mail.subject).toContain("Something is not working");
  expect(mail.text).toContain(DEMO_OWNER);
  expect(mail.text).toContain("Demo Company");
  expect(mail.text).toMatch(/Screenshot: PNG, \d+ bytes, at http:\/\/localhost:\d+\/api\/v1\/operator\/help-center\/feedback\/[0-9a-f-]{36}\/screenshot/);

  // The form is ready for more.
  await page.getByRole("button", { name: "Send more feedback" }).click();
  await expect(form.getByLabel("Message")).toHaveValue("");
});

test.describe("mobile (390×844)", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the help center fits a phone, its answers open from the keyboard without script, and bad input is named on its field", async ({ page, browser }) => {
    await signInWithApi(page.request, DEMO_OWNER);
    await page.goto("/help-center");
    await expect(page.getByRole("heading", { name: "Help Center", level: 1 })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    // A common question opens with the keyboard.
    const question = page.locator("summary", { hasText: "What does the free trial include?" });
    await question.focus();
    await page.keyboard.press("Enter");
    await expect(page.getByText("one free trial of 14 days")).toBeVisible();

    // Nothing is sent without a category and a message; the fields say why.
    const form = page.getByRole("form", { name: "Send feedback" });
    await form.getByRole("button", { name: "Send feedback" }).click();
    await expect(form.getByText("Choose what your feedback is about")).toBeVisible();
    await expect(form.getByText("Write your message")).toBeVisible();
    await expect(form.getByLabel("What is it about?")).toBeFocused();

    // The answers are in the server's HTML: they open without any script.
    const noScript = await browser.newContext({ javaScriptEnabled: false, storageState: await page.context().storageState(), viewport: { width: 390, height: 844 } });
    const plain = await noScript.newPage();
    await plain.goto("/help-center");
    await plain.locator("summary", { hasText: "How do I post a job?" }).click();
    await expect(plain.getByText("The wizard has four steps")).toBeVisible();
    await noScript.close();
  });
});
