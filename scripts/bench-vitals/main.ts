/**
 * Core Web Vitals of the main pages in headless Debian Chromium, on the large seed.
 *
 *   npm run bench:vitals                   # build, serve on a fresh database, measure, print the table
 *   npm run bench:vitals -- --reuse        # reuse the existing builds (.next-vitals, .bench/vitals-bare)
 *   npm run bench:vitals -- --runs 5       # measured loads per page (default 3; median reported)
 *   npm run bench:vitals -- --check        # also exit 1 when a figure is over its target
 *   npm run bench:vitals -- --only board   # only the pages whose name or path contains "board"
 *   npm run bench:vitals -- --url http://127.0.0.1:3000   # measure a running app (seeded with SEED_SCALE=large)
 *
 * The app is built into `.next-vitals` and started with `npm start` (PORT, HOSTNAME, NEXT_DIST_DIR)
 * on a fresh `.data-vitals` seeded with SEED_SCALE=large (1,000 more jobs and the published job with
 * 10,000 applicants), both removed again at the end. The demo owner signs in through
 * POST /api/v1/login/email and the session cookies go into each browser context.
 *
 * Each page is loaded once unmeasured (warm-up), then `--runs` times, each in a fresh browser context
 * (empty HTTP cache, like a first visit in a new tab), 1280×720, no CPU throttling, no network
 * throttling (localhost). An init script, added before navigation, observes what web-vitals observes:
 *   TTFB  navigation entry's responseStart (includes the redirect and connection time; the first byte,
 *         so a streamed page's shell counts, not the HTML holding its data)
 *   LCP   the last 'largest-contentful-paint' entry before the first click or keydown (web-vitals
 *         stops there too); read once the page is settled (ready element visible, network idle, 500 ms)
 *   CLS   the largest session window of 'layout-shift' entries without recent input (gaps < 1 s,
 *         window < 5 s), over the load and the interaction
 *   INP   one interaction a user really does on that page, done with real input (CDP mouse and
 *         keyboard events): the longest 'event' entry (durationThreshold 16) or 'first-input' entry
 *         of its interactions. Event Timing rounds to 8 ms; below 16 ms only first-input reports.
 * Reported per page: the median of the runs (TTFB also its p95 over the runs, nearest rank), against
 * quality-bars.md: LCP ≤ 1.2 s, CLS ≤ 0.05, INP ≤ 100 ms, TTFB p95 ≤ 150 ms.
 *
 * References measured in the same run, the same way, so a ratio means something on a shared machine:
 * the app's static /maintenance page (same server, same root layout, no data) and a bare one-page
 * Next.js app (`.bench/vitals-bare`, served by `next start`; bench:bundle's bare page, in a folder of
 * its own). Their interaction is a click on the heading (no handler): the browser's floor.
 *
 * Report: .bench/vitals-report.json. Exit 1 on a crash or when a page could not be measured (its
 * ready element or its interaction not found: update PAGES in pages.ts), and with --check when over a target.
 */
import { chromium } from "@playwright/test";
import { startAppAndBare } from "./app-server";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./config";
import { measurePage, type PageResult } from "./measure";
import { PAGES } from "./pages";
import { stopChildren } from "./processes";
import { ms, printReport, writeReport } from "./report";

function parseArgs(argv: string[]) {
  const options = { reuse: false, check: false, runs: 3, only: "", url: "" };
  for (let index = 0; index < argv.length; index += 1) {
    const arg = argv[index]!;
    const value = () => {
      const next = argv[++index];
      if (next === undefined) throw new Error(`${arg} needs a value`);
      return next;
    };
    if (arg === "--reuse") options.reuse = true;
    else if (arg === "--check") options.check = true;
    else if (arg === "--runs") options.runs = Number(value());
    else if (arg.startsWith("--runs=")) options.runs = Number(arg.slice("--runs=".length));
    else if (arg === "--only") options.only = value();
    else if (arg === "--url") options.url = value().replace(/\/+$/, "");
    else throw new Error(`Unknown option ${arg} (--reuse, --check, --runs N, --only TEXT, --url ORIGIN)`);
  }
  if (!Number.isInteger(options.runs) || options.runs < 1) throw new Error("--runs must be a whole number ≥ 1");
  return options;
}
const options = parseArgs(process.argv.slice(2));

async function main() {
  let appOrigin = options.url;
  let bareOrigin: string | undefined;
  if (!appOrigin) {
    const servers = await startAppAndBare(options.reuse);
    appOrigin = servers.app;
    bareOrigin = servers.bare;
  }

  const selected = PAGES.filter(
    (spec) => spec.reference || !options.only || spec.name.includes(options.only) || spec.path.includes(options.only),
  );
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
  const results: PageResult[] = [];
  try {
    console.log(
      `Chromium ${browser.version()}, headless, 1280×720, CPU throttling: none, network throttling: none; ` +
        `1 warm-up + ${options.runs} measured loads per page, each in a fresh context; median shown.\n`,
    );
    for (const spec of selected) {
      const started = performance.now();
      const result = await measurePage(browser, { app: appOrigin, bare: bareOrigin }, spec, options.runs);
      results.push(result);
      const took = ((performance.now() - started) / 1000).toFixed(1);
      console.log(
        result.median
          ? `  ${spec.name}: LCP ${ms(result.median.lcp)} ms, INP ${ms(result.median.inp)} ms (${took} s)`
          : `  ${spec.name}: ${result.error}`,
      );
    }
  } finally {
    await browser.close();
  }

  const { over, failed } = printReport(results, options.runs);
  writeReport(results, options);

  await stopChildren();
  if (failed > 0) process.exitCode = 1;
  else if (options.check && over > 0) process.exitCode = 1;
}

main().catch(async (error: unknown) => {
  console.error(error instanceof Error ? error.stack ?? error.message : error);
  await stopChildren().catch(() => undefined);
  process.exit(1);
});
