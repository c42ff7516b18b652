import type { AnalyticsJobRow, AnalyticsStats } from "@/server/modules/analytics/analytics-schemas";
import { analyticsCsvFilename, analyticsCsvRows } from "./analytics-csv";

/**
 * Writes the figures to a CSV file in the browser: UTF-8 with a byte-order mark (Excel reads
 * accents right), CRLF line ends, and cells a spreadsheet would run as a formula neutralised.
 * papaparse loads on the first export, not with the page.
 */
export async function downloadAnalyticsCsv(stats: AnalyticsStats, jobs: AnalyticsJobRow[]): Promise<string> {
  const { default: Papa } = await import("papaparse");
  const csv = Papa.unparse(analyticsCsvRows(stats, jobs), { escapeFormulae: true, newline: "\r\n" });
  const filename = analyticsCsvFilename(stats.range);
  const url = URL.createObjectURL(new Blob([`\uFEFF${csv}\r\n`], { type: "text/csv;charset=utf-8" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once click() returns; free the memory a moment later.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
  return filename;
}
