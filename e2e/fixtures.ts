/**
 * The `test` and `expect` every e2e spec imports (instead of `@playwright/test`):
 *
 *   import { expect, test } from "./fixtures";
 *
 *   test("the jobs page lists jobs", async ({ page }) => {
 *     await page.goto("/jobs");          // checked with axe as soon as it has loaded
 *     await page.getByRole("link", { name: "New job" }).click();
 *     await page.waitForURL("/jobs/new"); // checked again: a new page has arrived
 *     await page.getByRole("button", { name: "Add stage" }).click();
 *     await expectAccessible(page);      // optional: check a state (an open dialog) mid-test
 *   });                                  // the page the test ends on is checked once more
 *
 * What it adds to Playwright's own fixtures:
 * - **Accessibility**: axe-core runs after every `page.goto`, `page.reload`, `page.goBack`,
 *   `page.goForward` and `page.waitForURL`, and on the page a passing test ends on. A serious or
 *   critical violation fails the test, naming the rule, its help page and the offending elements
 *   (the full axe result is attached to the report). Non-HTML documents (JSON, images) are skipped.
 *   Per file or describe block, `test.use({ a11y: { exclude: ["#third-party-widget"] } })`,
 *   `{ disableRules: ["color-contrast"] }` (say why in a comment) or `{ enabled: false }`.
 * - **No third-party calls**: any request from the browser to a host other than localhost, 127.0.0.1
 *   or [::1] fails the test, listing the URLs. The product must work offline and never phone home.
 *
 * Both cover the `page` and `context` fixtures. A context a test opens itself with
 * `browser.newContext()` (a second user, say) gets neither: call `expectAccessible(otherPage)`.
 */
import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Page, type TestInfo } from "@playwright/test";

export { expect };

export type A11yOptions = {
  /** Run the automatic checks (default true). `expectAccessible` still runs when called. */
  enabled: boolean;
  /** CSS selectors left out of the check, e.g. a third-party widget we do not control. */
  exclude: string[];
  /** axe rule ids switched off; always leave a comment saying why. */
  disableRules: string[];
};

const FAILING_IMPACTS = new Set(["serious", "critical"]);
const LOCAL_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]", "::1"]);

/** True when the browser would leave this machine to fetch the URL. */
export function isExternalUrl(url: string): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (!["http:", "https:", "ws:", "wss:"].includes(parsed.protocol)) return false;
  return !LOCAL_HOSTS.has(parsed.hostname) && !parsed.hostname.endsWith(".localhost");
}

/**
 * Waits (up to 2 s) for the page's finite animations and transitions to end. A toast fading in is
 * half transparent, and axe measures the contrast of its text against the page behind it: checked
 * mid-fade, "Job published" failed color-contrast on one CI run and passed on the next. Endless
 * animations (spinners) are left alone, since they never finish.
 */
async function settleAnimations(page: Page): Promise<void> {
  await page
    .evaluate(async () => {
      const finite = document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity);
      const settled = Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
      await Promise.race([settled, new Promise((resolve) => setTimeout(resolve, 2_000))]);
    })
    .catch(() => undefined);
}

/**
 * Runs axe-core on the page as it is now and fails on serious or critical violations. The automatic
 * checks call it; call it yourself after a change that brings new UI without a navigation.
 */
export async function expectAccessible(
  page: Page,
  options: Partial<Pick<A11yOptions, "exclude" | "disableRules">> = {},
  testInfo: TestInfo = test.info(),
): Promise<void> {
  const contentType = await page.evaluate(() => document.contentType).catch(() => "");
  if (contentType !== "text/html" && contentType !== "application/xhtml+xml") return;

  await settleAnimations(page);
  // Legacy mode runs axe in the page itself. The default opens a blank page per check to merge the
  // results of cross-origin frames, which this product has none of (third-party hosts fail the test
  // above): that page cost about a second a check, most of a short test's time.
  let builder = new AxeBuilder({ page }).setLegacyMode();
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  if (options.disableRules?.length) builder = builder.disableRules(options.disableRules);
  const results = await builder.analyze();

  const failing = results.violations.filter((violation) => FAILING_IMPACTS.has(violation.impact ?? ""));
  if (failing.length === 0) return;

  await testInfo.attach(`axe ${page.url()}`, {
    body: JSON.stringify(failing, null, 2),
    contentType: "application/json",
  });
  const summary = failing
    .map((violation) => {
      const targets = violation.nodes
        .slice(0, 5)
        .map((node) => `      ${node.target.join(" ")}`)
        .join("\n");
      return `  [${violation.impact}] ${violation.id}: ${violation.help} (${violation.helpUrl})\n${targets}`;
    })
    .join("\n");
  expect(failing.length, `Accessibility violations on ${page.url()}:\n${summary}`).toBe(0);
}

type Fixtures = {
  /** Set with `test.use({ a11y: { ... } })`; fields left out keep their defaults. */
  a11y: Partial<A11yOptions>;
};

const NAVIGATIONS = ["goto", "reload", "goBack", "goForward", "waitForURL"] as const;

export const test = base.extend<Fixtures>({
  a11y: [{}, { option: true }],

  context: async ({ context }, run) => {
    const external: string[] = [];
    context.on("request", (request) => {
      if (isExternalUrl(request.url())) external.push(`${request.method()} ${request.url()}`);
    });
    await run(context);
    expect(external, "The browser requested URLs outside this machine").toEqual([]);
  },

  page: async ({ page, a11y }, run, testInfo) => {
    const checking = a11y.enabled !== false;
    if (checking) {
      for (const name of NAVIGATIONS) {
        const original = (page[name] as (...args: unknown[]) => Promise<unknown>).bind(page);
        (page as unknown as Record<string, unknown>)[name] = async (...args: unknown[]) => {
          const result = await original(...args);
          await expectAccessible(page, a11y, testInfo);
          return result;
        };
      }
    }
    await run(page);
    const passed = testInfo.status === testInfo.expectedStatus && testInfo.status === "passed";
    if (checking && passed && !page.isClosed() && /^https?:/.test(page.url())) {
      await expectAccessible(page, a11y, testInfo);
    }
  },
});
