import { expect, test } from "../e2e/fixtures";
import { walkNewCompanySignUp } from "../e2e/sign-up-walk";

/** The first run of a new company on the README's dev server, opened at 127.0.0.1. */

test("the dev server at 127.0.0.1 becomes interactive: a new company signs up and lands on / without a reload", async ({ page }) => {
  const blocked: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" && /blocked|cross-origin/i.test(message.text())) blocked.push(message.text());
  });
  await walkNewCompanySignUp(page);
  expect(blocked).toEqual([]);
});
