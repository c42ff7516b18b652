/** Output: the progress figures, the table against the targets, and .bench/vitals-report.json. */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { devices } from "@playwright/test";
import { CHROMIUM_PATH, DEMO_OWNER, reportPath, root, TARGETS } from "./config";
import type { PageResult, Verdict } from "./measure";

export const ms = (value: number | null | undefined) => (value === null || value === undefined ? "–" : `${Math.round(value)}`);
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

/** The table and the summary; answers how many pages are over a target and how many could not be measured. */
export function printReport(results: PageResult[], runs: number): { over: number; failed: number } {
  const reference = results.find((row) => row.path === "/maintenance" && row.median);
  console.log(
    `\nCore Web Vitals, ms (CLS unitless), median of ${runs} loads; signed in as ${DEMO_OWNER}; seed: large.\n` +
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
  return { over: over.length, failed: failed.length };
}

/** `url`: the origin of a running app given with --url, "" when this script served it. */
export function writeReport(results: PageResult[], options: { runs: number; url: string }) {
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
}
