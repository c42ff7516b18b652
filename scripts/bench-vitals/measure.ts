/** Loads one page in fresh browser contexts, reads the probe's figures, and reduces the runs to medians. */
import { devices, type Browser, type Page } from "@playwright/test";
import { TARGETS } from "./config";
import type { PageSpec } from "./pages";
import { signIn, type Cookie } from "./sign-in";
import { vitalsInitScript, type VitalsState } from "./vitals-probe";

export type Load = {
  ttfb: number;
  fcp: number | null;
  lcp: number | null;
  lcpElement: string;
  cls: number;
  clsSources: string[];
  inp: number | null;
  inpEvent?: { name: string; inputDelay: number; processing: number; presentation: number };
  domNodes: number;
};

export type PageResult = {
  name: string;
  path: string;
  reference: boolean;
  interaction: string;
  loads: Load[];
  error?: string;
  median?: { ttfb: number; ttfbP95: number; fcp: number | null; lcp: number | null; cls: number; inp: number | null };
  result?: { ttfb: Verdict; lcp: Verdict; cls: Verdict; inp: Verdict };
};
export type Verdict = "pass" | "over" | "n/a";

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
};
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
const medianOrNull = (values: (number | null)[]) => (values.some((value) => value === null) ? null : median(values as number[]));

const nextFrames = (page: Page) =>
  page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0)))));

async function loadOnce(browser: Browser, origin: string, spec: PageSpec, cookies: Cookie[] | undefined): Promise<Load> {
  const context = await browser.newContext({ ...devices["Desktop Chrome"], serviceWorkers: "block" });
  try {
    if (cookies) await context.addCookies(cookies);
    // As source text: tsx (esbuild keepNames) wraps named functions in __name(), unknown in the page.
    await context.addInitScript({ content: `var __name = (fn) => fn;\n(${vitalsInitScript.toString()})();` });
    const page = await context.newPage();
    const response = await page.goto(origin + spec.path, { waitUntil: "load", timeout: 60_000 });
    const landed = new URL(page.url()).pathname;
    if (!response || landed !== new URL(origin + spec.path).pathname) {
      throw new Error(`${spec.path} answered ${response?.status() ?? "nothing"} and landed on ${landed}`);
    }
    if (response.status() >= 400) throw new Error(`${spec.path} answered ${response.status()}`);
    try {
      await spec.ready(page);
    } catch (error) {
      throw new Error(`ready element not found on ${spec.path}: ${(error as Error).message.split("\n")[0]}`);
    }
    await page.waitForLoadState("networkidle", { timeout: 15_000 }).catch(() => undefined);
    await page.waitForTimeout(500);
    await nextFrames(page);
    const beforeInput = (await page.evaluate(() => (window as unknown as { __vitals: VitalsState }).__vitals)) as VitalsState;
    const ttfb = await page.evaluate(() => {
      const navigation = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming & { activationStart?: number };
      return Math.max(navigation.responseStart - (navigation.activationStart ?? 0), 0);
    });
    const domNodes = await page.evaluate(() => document.getElementsByTagName("*").length);

    try {
      await spec.interaction.run(page);
    } catch (error) {
      throw new Error(`interaction "${spec.interaction.label}" failed on ${spec.path}: ${(error as Error).message.split("\n")[0]}`);
    }
    // Event Timing entries arrive after the next paint.
    await nextFrames(page);
    await page.waitForTimeout(300);
    await nextFrames(page);
    const after = (await page.evaluate(() => (window as unknown as { __vitals: VitalsState }).__vitals)) as VitalsState;

    const longest = new Map<number, VitalsState["events"][number]>();
    for (const event of after.events) {
      const known = longest.get(event.interactionId);
      if (!known || event.duration > known.duration) longest.set(event.interactionId, event);
    }
    const worst = [...longest.values()].sort((a, b) => b.duration - a.duration)[0];
    return {
      ttfb,
      fcp: beforeInput.fcp,
      lcp: beforeInput.lcp,
      lcpElement: beforeInput.lcpElement,
      cls: after.cls,
      clsSources: after.clsSources,
      inp: worst ? worst.duration : null,
      inpEvent: worst
        ? {
            name: worst.name,
            inputDelay: Math.round(worst.processingStart - worst.startTime),
            processing: Math.round(worst.processingEnd - worst.processingStart),
            presentation: Math.round(worst.startTime + worst.duration - worst.processingEnd),
          }
        : undefined,
      domNodes,
    };
  } finally {
    await context.close();
  }
}

export async function measurePage(
  browser: Browser,
  origins: { app: string; bare?: string },
  spec: PageSpec,
  runs: number,
): Promise<PageResult> {
  const result: PageResult = { name: spec.name, path: spec.path, reference: Boolean(spec.reference), interaction: spec.interaction.label, loads: [] };
  const origin = spec.origin === "bare" ? origins.bare : origins.app;
  if (!origin) {
    result.error = "skipped: no bare page server (--url measures a running app only)";
    return result;
  }
  try {
    // A session per page: the access token lives 15 minutes, longer than one page's loads.
    const cookies = spec.signedIn ? await signIn(origin) : undefined;
    await loadOnce(browser, origin, spec, cookies); // warm-up, not counted
    for (let index = 0; index < runs; index += 1) result.loads.push(await loadOnce(browser, origin, spec, cookies));
  } catch (error) {
    result.error = (error as Error).message;
    return result;
  }
  const loads = result.loads;
  const ttfbs = loads.map((load) => load.ttfb);
  result.median = {
    ttfb: median(ttfbs),
    ttfbP95: percentile(ttfbs, 95),
    fcp: medianOrNull(loads.map((load) => load.fcp)),
    lcp: medianOrNull(loads.map((load) => load.lcp)),
    cls: median(loads.map((load) => load.cls)),
    inp: medianOrNull(loads.map((load) => load.inp)),
  };
  const verdict = (value: number | null, target: number): Verdict => (value === null ? "n/a" : value <= target ? "pass" : "over");
  result.result = {
    ttfb: verdict(result.median.ttfbP95, TARGETS.ttfbP95Ms),
    lcp: verdict(result.median.lcp, TARGETS.lcpMs),
    cls: verdict(result.median.cls, TARGETS.cls),
    inp: verdict(result.median.inp, TARGETS.inpMs),
  };
  return result;
}
