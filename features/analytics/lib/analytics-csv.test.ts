import Papa from "papaparse";
import { describe, expect, it } from "vitest";
import { analyticsRange, analyticsStats, jobRow, JOB_B } from "../testing/analytics-fixtures";
import { analyticsCsvFilename, analyticsCsvRows } from "./analytics-csv";

/** The rows of the block titled `title` (after its header row), up to the blank line. */
function block(rows: string[][], title: string): string[][] {
  const start = rows.findIndex((row) => row.length === 1 && row[0] === title);
  expect(start, `block ${title}`).toBeGreaterThan(-1);
  const end = rows.findIndex((row, index) => index > start && row.length === 0);
  return rows.slice(start + 1, end === -1 ? undefined : end);
}

describe("the analytics CSV", () => {
  const rows = analyticsCsvRows(analyticsStats(), [jobRow(), jobRow({ jobId: JOB_B, role: "=HYPERLINK(\"x\")", publishedAt: null, avgResponseSeconds: null })]);

  it("names the filters and the range the figures cover", () => {
    expect(rows.slice(1, 7)).toEqual([["Jobs", "All Jobs"], ["Period", "Last 7 Days"], ["From", "2026-11-19"], ["To", "2026-11-25"], ["Time zone", "WIB"], ["Previous period", "2026-11-12 to 2026-11-18"]]);
  });

  it("writes every part of the page with its numbers", () => {
    expect(block(rows, "Summary")[1]).toEqual(["Applicants", "12", "8", expect.stringContaining("People who applied")]);
    expect(block(rows, "Applicants over time")).toHaveLength(8);
    expect(block(rows, "Applicants over time")[3]).toEqual(["2026-11-21", "4"]);
    expect(block(rows, "Funnel")).toContainEqual(["CV Shortlisted", "5", "0.417", "7"]);
    expect(block(rows, "Funnel")).toContainEqual(["Rejected", "3"]);
    expect(block(rows, "Speed")[1]).toEqual(["Average response time", "2700", "5400", expect.any(String), "45 minutes"]);
    expect(block(rows, "Sources")).toContainEqual(["Careers page", "10", "4", "1"]);
    expect(block(rows, "Team activity")).toContainEqual(["Dewi Lestari", "7", "3"]);
  });

  it("lists every job row given, with a column per step", () => {
    const jobs = block(rows, "Jobs");
    expect(jobs[0]).toEqual([
      "Job",
      "Status",
      "Published",
      "Applicants",
      "New this period",
      "Now in CV Screening",
      "Now in Approached",
      "Now in CV Shortlisted",
      "Now in Tech Test",
      "Now in Other steps",
      "Now in Rejected",
      "Response time (seconds)",
    ]);
    expect(jobs[1]).toEqual(["Backend Engineer", "published", "2026-11-01T03:00:00.000Z", "30", "12", "10", "2", "5", "3", "4", "6", "7200"]);
    expect(jobs[2]![2]).toBe("");
    expect(jobs).toHaveLength(3);
  });

  it("neutralises cells a spreadsheet would run as formulas, once written with papaparse", () => {
    const csv = Papa.unparse(rows, { escapeFormulae: true });
    expect(csv).toContain(`"'=HYPERLINK(""x"")"`);
  });

  it("names the file after the range", () => {
    expect(analyticsCsvFilename(analyticsRange())).toBe("analytics-2026-11-19-to-2026-11-25.csv");
    expect(analyticsCsvFilename(analyticsRange({ from: null }))).toBe("analytics-up-to-2026-11-25.csv");
  });
});
