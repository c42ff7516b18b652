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
 * ready element or its interaction not found: update PAGES), and with --check when over a target.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import net from "node:net";
import path from "node:path";
import { chromium, devices, type Browser, type Locator, type Page } from "@playwright/test";
import { DEMO_PASSWORD } from "../server/db/seed/demo-ids";
import { seedUuid } from "../server/db/seed/seed-jobs";
import { LARGE_PIPELINE_JOB_ID } from "../server/db/seed/seed-pipeline-large";

const root = path.resolve(import.meta.dirname, "..");
const nextBin = path.join(root, "node_modules", "next", "dist", "bin", "next");
const npmCommand = process.platform === "win32" ? "npm.cmd" : "npm";
const appDistDir = ".next-vitals";
const appDataDir = ".data-vitals";
const bareDir = path.join(root, ".bench", "vitals-bare");
const reportPath = path.join(root, ".bench", "vitals-report.json");
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
/** The args of playwright.config.ts. */
const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

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

const TARGETS = { lcpMs: 1200, cls: 0.05, inpMs: 100, ttfbP95Ms: 150 } as const;
const DEMO_OWNER = "owner@demo-company.test";
const LOGIN_PATH = "/api/v1/login/email";

// Sample records of the seed (server/db/seed/seed-job-content.ts, seed-pipeline-large.ts).
const BACKEND_JOB = "0d3e0000-0000-4000-8000-000000001001";
const DRAFT_JOB = "0d3e0000-0000-4000-8000-000000001004";
const BACKEND_APPLICANT = seedUuid(`application:${BACKEND_JOB}:andi.pratama@example.com`);

type Interaction = { label: string; run: (page: Page) => Promise<void> };
type PageSpec = {
  name: string;
  path: string;
  signedIn: boolean;
  /** Visible once the page shows what it is for. */
  ready: (page: Page) => Promise<void>;
  interaction: Interaction;
  origin?: "app" | "bare";
  reference?: boolean;
};

const VISIBLE = { state: "visible", timeout: 60_000 } as const;
const heading = (page: Page, name: string | RegExp) => page.getByRole("heading", { level: 1, name }).waitFor(VISIBLE);

const clickHeading: Interaction = {
  label: "click the heading (no handler)",
  run: (page) => page.getByRole("heading", { level: 1 }).click(),
};

const PAGES: PageSpec[] = [
  {
    name: "reference: /maintenance (static)",
    path: "/maintenance",
    signedIn: false,
    reference: true,
    ready: (page) => heading(page, "We are under maintenance"),
    interaction: clickHeading,
  },
  {
    name: "reference: bare Next.js page",
    path: "/",
    signedIn: false,
    reference: true,
    origin: "bare",
    ready: (page) => heading(page, "Hello"),
    interaction: clickHeading,
  },
  {
    name: "home",
    path: "/",
    signedIn: true,
    ready: (page) => heading(page, "Home"),
    interaction: {
      label: "open the notification bell",
      run: async (page) => {
        await page.getByRole("button", { name: /^Notifications/ }).click();
        await page.getByRole("dialog").first().waitFor(VISIBLE);
      },
    },
  },
  {
    name: "job list",
    path: "/job-post",
    signedIn: true,
    ready: (page) => heading(page, "Job Post"),
    interaction: {
      label: "switch to the Draft tab",
      run: async (page) => {
        await page.getByRole("button", { name: /^Draft/ }).click();
        await page.getByRole("button", { name: /^Draft/, pressed: true }).waitFor(VISIBLE);
      },
    },
  },
  {
    name: "board (demo backend job)",
    path: `/job-post/${BACKEND_JOB}/candidates`,
    signedIn: true,
    ready: (page) => page.getByRole("region", { name: "Applicants in CV Screening" }).getByRole("checkbox").first().waitFor(VISIBLE),
    interaction: tickFirstCard(),
  },
  {
    name: "board (10,000 applicants)",
    path: `/job-post/${LARGE_PIPELINE_JOB_ID}/candidates`,
    signedIn: true,
    ready: (page) => page.getByRole("region", { name: "Applicants in CV Screening" }).getByRole("checkbox").first().waitFor(VISIBLE),
    interaction: tickFirstCard(),
  },
  {
    name: "applicant",
    path: `/job-post/${BACKEND_JOB}/candidates/${BACKEND_APPLICANT}`,
    signedIn: true,
    ready: (page) => heading(page, "Andi Pratama"),
    interaction: {
      label: "open Move to step",
      run: async (page) => {
        await page.getByRole("button", { name: "Move to step" }).click();
        await page.getByRole("menuitem").first().waitFor(VISIBLE);
      },
    },
  },
  {
    name: "notifications",
    path: "/notifications",
    signedIn: true,
    ready: (page) => page.getByRole("tab", { name: "All" }).waitFor(VISIBLE),
    interaction: {
      label: "switch to the Applicants tab",
      run: async (page) => {
        const tab = page.getByRole("tab", { name: "Applicants" });
        await tab.click();
        await page.getByRole("tabpanel", { name: "Applicants" }).waitFor(VISIBLE);
      },
    },
  },
  {
    name: "manage team",
    path: "/manage-team",
    signedIn: true,
    ready: (page) => page.getByRole("region", { name: "Members table" }).waitFor(VISIBLE),
    interaction: {
      label: "open Edit access of the first member",
      run: async (page) => {
        await page.getByRole("button", { name: /^Edit access of / }).first().click();
        await page.getByRole("dialog", { name: /^Edit access/ }).waitFor(VISIBLE);
      },
    },
  },
  {
    name: "company profile",
    path: "/company/profile",
    signedIn: true,
    ready: (page) => page.getByRole("button", { name: "Edit About" }).waitFor(VISIBLE),
    interaction: {
      label: "open Edit About",
      run: async (page) => {
        await page.getByRole("button", { name: "Edit About" }).click();
        await page.getByRole("button", { name: /^(Save|Cancel)/ }).first().waitFor(VISIBLE);
      },
    },
  },
  {
    name: "personal info",
    path: "/settings/personal-info",
    signedIn: true,
    ready: (page) => page.getByRole("textbox", { name: "Job title" }).waitFor(VISIBLE),
    interaction: {
      label: "type a letter in Job title",
      run: async (page) => {
        const field = page.getByRole("textbox", { name: "Job title" });
        await field.click();
        await page.keyboard.press("End");
        await page.keyboard.press("s");
        await page.getByRole("button", { name: "Save changes", disabled: false }).waitFor(VISIBLE);
      },
    },
  },
  {
    name: "job wizard (draft)",
    path: `/job-post/edit/${DRAFT_JOB}`,
    signedIn: true,
    ready: (page) => page.getByRole("checkbox", { name: "Bachelor's Degree" }).waitFor(VISIBLE),
    interaction: {
      // Ticked and unticked again, so the autosaved draft ends as it began.
      label: "tick and untick Bachelor's Degree",
      run: async (page) => {
        const box = page.getByRole("checkbox", { name: "Bachelor's Degree" });
        const before = await box.isChecked();
        await box.click();
        await waitChecked(box, !before);
        await box.click();
        await waitChecked(box, before);
      },
    },
  },
  {
    name: "careers page",
    path: "/careers/demo-company",
    signedIn: false,
    ready: (page) => heading(page, "Careers at Demo Company"),
    interaction: {
      label: "open a job (client navigation)",
      run: async (page) => {
        await page.getByRole("link", { name: /^Senior Backend Engineer/ }).click();
        await heading(page, "Senior Backend Engineer");
      },
    },
  },
  {
    name: "careers job page",
    path: "/careers/demo-company/senior-backend-engineer-0d3e1001",
    signedIn: false,
    ready: (page) => heading(page, "Senior Backend Engineer"),
    interaction: {
      label: "type a letter in the apply form's Full name",
      run: async (page) => {
        await page.getByRole("textbox", { name: "Full name" }).click();
        await page.keyboard.press("A");
      },
    },
  },
];

async function waitChecked(box: Locator, checked: boolean) {
  const deadline = Date.now() + 10_000;
  while ((await box.isChecked()) !== checked) {
    if (Date.now() > deadline) throw new Error(`the checkbox did not become ${checked ? "ticked" : "unticked"} within 10 s`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

function tickFirstCard(): Interaction {
  return {
    label: "tick the first card of CV Screening",
    run: async (page) => {
      const box = page.getByRole("region", { name: "Applicants in CV Screening" }).getByRole("checkbox").first();
      await box.click();
      await waitChecked(box, true);
    },
  };
}

/**
 * Runs in the page before any of its scripts: the observers of web-vitals, written out so nothing is
 * bundled into the page. Results on window.__vitals.
 */
function vitalsInitScript() {
  type EventRecord = { interactionId: number; name: string; duration: number; startTime: number; processingStart: number; processingEnd: number };
  const state = {
    lcp: null as number | null,
    lcpElement: "",
    lcpFinal: false,
    cls: 0,
    clsSources: [] as string[],
    fcp: null as number | null,
    events: [] as EventRecord[],
  };
  (window as unknown as { __vitals: typeof state }).__vitals = state;
  const describe = (node: Node | null | undefined) => {
    if (!node || !(node instanceof Element)) return "";
    const id = node.id ? `#${node.id}` : "";
    const className = typeof node.className === "string" && node.className ? `.${node.className.trim().split(/\s+/).slice(0, 3).join(".")}` : "";
    const text = (node.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 40);
    return `${node.tagName.toLowerCase()}${id}${className}${text ? ` "${text}"` : ""}`;
  };
  const activationStart = () => {
    const navigation = performance.getEntriesByType("navigation")[0] as (PerformanceNavigationTiming & { activationStart?: number }) | undefined;
    return navigation?.activationStart ?? 0;
  };
  const observe = (type: string, callback: (entries: PerformanceEntry[]) => void, extra: Record<string, unknown> = {}) => {
    try {
      const observer = new PerformanceObserver((list) => callback(list.getEntries()));
      observer.observe({ type, buffered: true, ...extra } as PerformanceObserverInit);
      return observer;
    } catch {
      return undefined;
    }
  };
  const onLcp = (entries: PerformanceEntry[]) => {
    if (state.lcpFinal) return;
    const last = entries[entries.length - 1] as (PerformanceEntry & { element?: Element | null }) | undefined;
    if (!last) return;
    state.lcp = Math.max(last.startTime - activationStart(), 0);
    state.lcpElement = describe(last.element);
  };
  const lcpObserver = observe("largest-contentful-paint", onLcp);
  // web-vitals stops LCP at the first click or keydown (and when the page is hidden).
  const finalizeLcp = () => {
    if (state.lcpFinal) return;
    if (lcpObserver) onLcp(lcpObserver.takeRecords());
    state.lcpFinal = true;
    lcpObserver?.disconnect();
  };
  for (const type of ["keydown", "click"]) addEventListener(type, finalizeLcp, { once: true, capture: true });
  addEventListener("visibilitychange", () => document.visibilityState === "hidden" && finalizeLcp(), { capture: true });

  let sessionValue = 0;
  let sessionFirst = 0;
  let sessionLast = 0;
  let sessionSources: string[] = [];
  observe("layout-shift", (entries) => {
    for (const entry of entries as (PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: { node?: Node | null }[] })[]) {
      if (entry.hadRecentInput) continue;
      if (sessionValue && entry.startTime - sessionLast < 1000 && entry.startTime - sessionFirst < 5000) {
        sessionValue += entry.value;
      } else {
        sessionValue = entry.value;
        sessionFirst = entry.startTime;
        sessionSources = [];
      }
      sessionLast = entry.startTime;
      for (const source of entry.sources ?? []) {
        const described = describe(source.node);
        if (described && sessionSources.length < 5) sessionSources.push(described);
      }
      if (sessionValue > state.cls) {
        state.cls = sessionValue;
        state.clsSources = [...sessionSources];
      }
    }
  });
  observe("paint", (entries) => {
    for (const entry of entries) if (entry.name === "first-contentful-paint") state.fcp = Math.max(entry.startTime - activationStart(), 0);
  });
  const onEvents = (entries: PerformanceEntry[]) => {
    for (const entry of entries as (PerformanceEntry & { interactionId?: number; processingStart: number; processingEnd: number })[]) {
      if (!entry.interactionId) continue;
      state.events.push({
        interactionId: entry.interactionId,
        name: entry.name,
        duration: entry.duration,
        startTime: entry.startTime,
        processingStart: entry.processingStart,
        processingEnd: entry.processingEnd,
      });
    }
  };
  observe("event", onEvents, { durationThreshold: 16 });
  observe("first-input", onEvents);
}

type VitalsState = {
  lcp: number | null;
  lcpElement: string;
  cls: number;
  clsSources: string[];
  fcp: number | null;
  events: { interactionId: number; name: string; duration: number; startTime: number; processingStart: number; processingEnd: number }[];
};

type Load = {
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

type PageResult = {
  name: string;
  path: string;
  reference: boolean;
  interaction: string;
  loads: Load[];
  error?: string;
  median?: { ttfb: number; ttfbP95: number; fcp: number | null; lcp: number | null; cls: number; inp: number | null };
  result?: { ttfb: Verdict; lcp: Verdict; cls: Verdict; inp: Verdict };
};
type Verdict = "pass" | "over" | "n/a";

// ---------- processes ----------

/** Processes this script started, each the leader of its own process group. */
const children: ChildProcess[] = [];
let dataDirToRemove: string | undefined;

function signalGroup(child: ChildProcess, signal: NodeJS.Signals) {
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // already gone
  }
}

const groupAlive = (pid: number) => {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** SIGTERM to each group (npm, its shell and the server close the database), SIGKILL after 15 s. */
async function stopChildren() {
  await Promise.all(
    children.map(async (child) => {
      if (child.pid === undefined) return;
      const pid = child.pid;
      if (child.exitCode === null && child.signalCode === null) signalGroup(child, "SIGTERM");
      else if (groupAlive(pid)) process.kill(-pid, "SIGTERM");
      // The leader (npm) can exit before the server it started: wait for the whole group.
      const deadline = Date.now() + 15_000;
      while (groupAlive(pid) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
      if (groupAlive(pid)) process.kill(-pid, "SIGKILL");
    }),
  );
  if (dataDirToRemove) rmSync(dataDirToRemove, { recursive: true, force: true });
}
process.on("exit", () => {
  for (const child of children) if (child.pid !== undefined && groupAlive(child.pid)) process.kill(-child.pid, "SIGKILL");
});
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    void stopChildren().finally(() => process.exit(130));
  });
}

function run(command: string, commandArgs: string[], runOptions: { cwd: string; env: NodeJS.ProcessEnv }) {
  return new Promise<void>((resolve, reject) => {
    const child = spawn(command, commandArgs, { ...runOptions, stdio: ["ignore", "inherit", "inherit"], detached: true });
    children.push(child);
    child.on("error", reject);
    child.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${commandArgs.join(" ")} exited with ${code}`))));
  });
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port"))));
    });
  });
}

const baseEnv = (): NodeJS.ProcessEnv => ({ ...process.env, NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1" });

async function buildApp() {
  if (options.reuse && existsSync(path.join(root, appDistDir, "BUILD_ID"))) {
    console.log(`Reusing the app build in ${appDistDir}`);
    return;
  }
  console.log(`Building the app into ${appDistDir} ...`);
  // `next build` adds the build folder's types to tsconfig.json's include (and reformats it); that
  // file is not ours to change. Put it back, unless something else changed it meanwhile.
  const tsconfigPath = path.join(root, "tsconfig.json");
  const tsconfig = readFileSync(tsconfigPath, "utf8");
  try {
    await run(npmCommand, ["run", "build"], { cwd: root, env: { ...baseEnv(), NEXT_DIST_DIR: appDistDir } });
  } finally {
    restoreTsconfig(tsconfigPath, tsconfig);
  }
}

function restoreTsconfig(tsconfigPath: string, before: string) {
  const after = readFileSync(tsconfigPath, "utf8");
  if (after === before) return;
  try {
    const withoutOurs = JSON.parse(after) as { include?: string[] };
    withoutOurs.include = withoutOurs.include?.filter((entry) => !entry.startsWith(`${appDistDir}/`));
    if (JSON.stringify(withoutOurs) === JSON.stringify(JSON.parse(before))) {
      writeFileSync(tsconfigPath, before);
      return;
    }
  } catch {
    // not plain JSON: leave it
  }
  console.warn(`tsconfig.json changed during the build beyond the ${appDistDir} entries; left as it is.`);
}

function writeBareApp() {
  rmSync(bareDir, { recursive: true, force: true });
  mkdirSync(path.join(bareDir, "app"), { recursive: true });
  symlinkSync(path.join(root, "node_modules"), path.join(bareDir, "node_modules"), "dir");
  writeFileSync(path.join(bareDir, "package.json"), JSON.stringify({ private: true, name: "bare-next-page" }, null, 2));
  writeFileSync(path.join(bareDir, "next.config.mjs"), `export default { turbopack: { root: ${JSON.stringify(root)} } };\n`);
  // Without an instrumentation file of its own, Turbopack compiles the repository's (which opens the database).
  writeFileSync(path.join(bareDir, "instrumentation.js"), "export function register() {}\n");
  writeFileSync(
    path.join(bareDir, "app", "layout.js"),
    `export default function RootLayout({ children }) {\n  return <html lang="en"><body>{children}</body></html>;\n}\n`,
  );
  writeFileSync(path.join(bareDir, "app", "page.js"), `export default function Page() {\n  return <main><h1>Hello</h1></main>;\n}\n`);
}

async function buildBare() {
  if (options.reuse && existsSync(path.join(bareDir, ".next", "BUILD_ID"))) {
    console.log("Reusing the bare page build in .bench/vitals-bare");
    return;
  }
  console.log("Building the bare Next.js page in .bench/vitals-bare ...");
  writeBareApp();
  const env = baseEnv();
  delete env.NEXT_DIST_DIR;
  await run(process.execPath, [nextBin, "build"], { cwd: bareDir, env });
}

async function serve(
  name: string,
  command: string,
  commandArgs: (port: number) => string[],
  cwd: string,
  env: NodeJS.ProcessEnv,
  readyPath: string,
): Promise<string> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn(command, commandArgs(port), {
    cwd,
    env: { ...env, PORT: String(port), HOSTNAME: "127.0.0.1" },
    stdio: ["ignore", "ignore", "pipe"],
    detached: true,
  });
  children.push(child);
  let stderr = "";
  child.stderr?.on("data", (chunk) => (stderr = (stderr + chunk).slice(-8000)));
  // The large seed runs on the first request that opens the database: allow it minutes.
  const deadline = Date.now() + 10 * 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${name} server exited (${child.exitCode}):\n${stderr}`);
    try {
      const response = await fetch(origin + readyPath, { redirect: "manual", signal: AbortSignal.timeout(120_000) });
      if (response.status < 500) return origin;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${name} server did not answer ${readyPath} within 10 minutes:\n${stderr}`);
}

// ---------- measuring ----------

type Cookie = { name: string; value: string; url: string; httpOnly: boolean; secure: boolean; sameSite: "Lax" | "Strict" | "None" };

async function signIn(origin: string): Promise<Cookie[]> {
  const response = await fetch(origin + LOGIN_PATH, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: DEMO_OWNER, password: DEMO_PASSWORD }),
    redirect: "manual",
  });
  const headers = response.headers.getSetCookie();
  if (response.status !== 200 || headers.length === 0) throw new Error(`POST ${LOGIN_PATH} as ${DEMO_OWNER} answered ${response.status}${headers.length ? "" : " without cookies"}`);
  return headers.map((header) => {
    const [pair, ...attributes] = header.split(";").map((part) => part.trim());
    const separator = pair!.indexOf("=");
    const lower = attributes.map((attribute) => attribute.toLowerCase());
    const sameSite = lower.find((attribute) => attribute.startsWith("samesite="))?.slice("samesite=".length);
    return {
      name: pair!.slice(0, separator),
      value: pair!.slice(separator + 1),
      url: origin,
      httpOnly: lower.includes("httponly"),
      // Chromium keeps Secure cookies on http://127.0.0.1 (a trustworthy origin), as a user on https would have them.
      secure: lower.includes("secure"),
      sameSite: sameSite === "strict" ? "Strict" : sameSite === "none" ? "None" : "Lax",
    };
  });
}

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

async function measurePage(browser: Browser, origins: { app: string; bare?: string }, spec: PageSpec): Promise<PageResult> {
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
    for (let index = 0; index < options.runs; index += 1) result.loads.push(await loadOnce(browser, origin, spec, cookies));
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

// ---------- output ----------

const ms = (value: number | null | undefined) => (value === null || value === undefined ? "–" : `${Math.round(value)}`);
const mark = (verdict: Verdict | undefined) => (verdict === "over" ? " over" : verdict === "pass" ? " ok  " : "     ");

function printTable(results: PageResult[], reference?: PageResult) {
  const ratio = (value: number | null | undefined, base: number | null | undefined) =>
    value === null || value === undefined || !base ? "–" : `${(value / base).toFixed(1)}×`;
  const header = ["page", "TTFB p50", "TTFB p95", "FCP", "LCP", "LCP ×ref", "CLS", "INP", "interaction"];
  const lines = results.map((row) => {
    if (!row.median) return [row.name, row.error ?? "not measured", "", "", "", "", "", "", ""];
    const m = row.median;
    const r = row.reference ? undefined : row.result;
    return [
      row.name,
      ms(m.ttfb),
      `${ms(m.ttfbP95)}${mark(r?.ttfb)}`,
      ms(m.fcp),
      `${ms(m.lcp)}${mark(r?.lcp)}`,
      row.reference ? "" : ratio(m.lcp, reference?.median?.lcp),
      `${m.cls.toFixed(3)}${mark(r?.cls)}`,
      `${m.inp === null ? "–" : ms(m.inp)}${mark(r?.inp)}`,
      row.interaction,
    ];
  });
  const table = [header, ...lines];
  const widths = header.map((_, column) => Math.max(...table.filter((line) => line[2] !== "" || column === 0).map((line) => line[column]!.length)));
  const format = (line: string[]) =>
    line
      .map((cell, column) => (column === 0 || column === line.length - 1 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!)))
      .join("  ")
      .trimEnd();
  console.log(format(header));
  console.log(widths.map((width) => "-".repeat(width)).join("  "));
  for (const line of lines) console.log(line[2] === "" ? `${line[0]!.padEnd(widths[0]!)}  ${line[1]}` : format(line));
}

async function main() {
  let appOrigin = options.url;
  let bareOrigin: string | undefined;
  if (!appOrigin) {
    await buildApp();
    await buildBare();
    const dataDir = path.join(root, appDataDir);
    rmSync(dataDir, { recursive: true, force: true });
    dataDirToRemove = dataDir;
    const appEnv: NodeJS.ProcessEnv = {
      ...baseEnv(),
      NEXT_DIST_DIR: appDistDir,
      DATA_DIR: appDataDir,
      DATABASE_URL: "",
      SEED_SCALE: "large",
      LOG_LEVEL: "warn",
    };
    const bareEnv = baseEnv();
    delete bareEnv.NEXT_DIST_DIR;
    console.log("Starting the app (npm start) on a fresh database with SEED_SCALE=large, and the bare page ...");
    const started = performance.now();
    [appOrigin, bareOrigin] = await Promise.all([
      // `npm start` reads PORT, HOSTNAME and NEXT_DIST_DIR from the environment.
      serve("app", npmCommand, () => ["start"], root, appEnv, "/api/health"),
      serve("bare page", process.execPath, (port) => [nextBin, "start", "-p", String(port), "-H", "127.0.0.1"], bareDir, bareEnv, "/"),
    ]);
    console.log(`Both answer after ${((performance.now() - started) / 1000).toFixed(0)} s (the large seed included).`);
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
      const result = await measurePage(browser, { app: appOrigin, bare: bareOrigin }, spec);
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

  const reference = results.find((row) => row.path === "/maintenance" && row.median);
  console.log(
    `\nCore Web Vitals, ms (CLS unitless), median of ${options.runs} loads; signed in as ${DEMO_OWNER}; seed: large.\n` +
      `Targets (quality-bars.md): TTFB p95 ≤ ${TARGETS.ttfbP95Ms}, LCP ≤ ${TARGETS.lcpMs}, CLS ≤ ${TARGETS.cls}, INP ≤ ${TARGETS.inpMs}. ` +
      `"×ref" is against /maintenance in this run.\n`,
  );
  printTable(results, reference);

  const measured = results.filter((row) => !row.reference && row.result);
  const over = measured.filter((row) => Object.values(row.result!).includes("over"));
  const failed = results.filter((row) => row.error && !row.error.startsWith("skipped"));
  console.log(`\n${measured.length} pages measured, ${over.length} with a figure over target, ${failed.length} could not be measured.`);
  for (const row of over) {
    const items = Object.entries(row.result!)
      .filter(([, verdict]) => verdict === "over")
      .map(([metric]) => metric.toUpperCase());
    console.log(`  over: ${row.name}: ${items.join(", ")}`);
  }

  mkdirSync(path.dirname(reportPath), { recursive: true });
  writeFileSync(
    reportPath,
    JSON.stringify(
      {
        measuredAt: new Date().toISOString(),
        chromium: CHROMIUM_PATH,
        cpuThrottling: "none",
        networkThrottling: "none",
        viewport: devices["Desktop Chrome"].viewport,
        runs: options.runs,
        seed: options.url ? "as served" : "large",
        targets: TARGETS,
        pages: results,
      },
      null,
      2,
    ),
  );
  console.log(`Report: ${path.relative(root, reportPath)}`);

  await stopChildren();
  if (failed.length > 0) process.exitCode = 1;
  else if (options.check && over.length > 0) process.exitCode = 1;
}

main().catch(async (error: unknown) => {
  console.error(error instanceof Error ? error.stack ?? error.message : error);
  await stopChildren().catch(() => undefined);
  process.exit(1);
});
