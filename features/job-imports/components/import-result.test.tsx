import { screen, waitFor, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { apiErrorBody, renderWithUser } from "@/tests/ui/render-with-user";
import { importBatch } from "../testing/import-fixtures";
import { ImportResult } from "./import-result";

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const JOB = "11111111-1111-4111-8111-111111111111";
const BATCH = "22222222-2222-4222-8222-222222222222";
const BATCH_URL = `*/api/v1/job-portal/job/${JOB}/import/${BATCH}`;

const failures = Array.from({ length: 60 }, (_, i) => ({
  row: i + 2,
  reasons: [`Reason for row ${i + 2}`],
  values: { "Full name": `Person ${i + 2}`, Email: `p${i + 2}@bad` },
}));

describe("ImportResult", () => {
  it("shows progress while the import runs, polling until it is done, then the counts, failed rows and links", async () => {
    const answers = [
      importBatch({ status: "running", processedRows: 200, percent: 40 }),
      importBatch({ status: "done", processedRows: 500, percent: 100, createdCount: 430, skippedCount: 10, failedCount: 60, failures }),
    ];
    let calls = 0;
    server.use(http.get(BATCH_URL, () => HttpResponse.json({ result: answers[Math.min(calls++, answers.length - 1)] })));
    renderWithUser(<ImportResult jobId={JOB} batchId={BATCH} />);

    const progress = await screen.findByRole("progressbar", { name: "Import progress" });
    expect(progress).toHaveAttribute("aria-valuenow", "40");
    expect(screen.getByText("200 of 500 rows")).toBeInTheDocument();

    await waitFor(() => expect(screen.getByText("Import finished")).toBeInTheDocument(), { timeout: 3000 });
    expect(screen.queryByRole("progressbar")).not.toBeInTheDocument();
    expect(screen.getByText("Created").nextSibling).toHaveTextContent("430");
    expect(screen.getByText("Skipped as duplicates").nextSibling).toHaveTextContent("10");
    expect(screen.getByText("Failed").nextSibling).toHaveTextContent("60");
    expect(screen.getByRole("link", { name: "Download failed rows" })).toHaveAttribute("href", `/api/v1/job-portal/job/${JOB}/import/${BATCH}/failures.csv`);
    expect(screen.getByRole("link", { name: "See the job's candidates" })).toHaveAttribute("href", `/job-post/${JOB}/candidates`);
    expect(screen.getByRole("link", { name: "Import another file" })).toHaveAttribute("href", `/job-post/${JOB}/import`);

    // 60 failed rows: 50 on the first page, the rest on the second.
    const table = screen.getByRole("table", { name: "Failed rows" });
    expect(within(table).getAllByRole("row")).toHaveLength(51);
    expect(within(table).getByText("Person 2")).toBeInTheDocument();
    expect(within(table).getByText("Reason for row 2")).toBeInTheDocument();
    // Once done, the polling stops.
    const callsWhenDone = calls;
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(calls).toBe(callsWhenDone);
  });

  it("pages through the failed rows", async () => {
    server.use(http.get(BATCH_URL, () => HttpResponse.json({ result: importBatch({ status: "done", percent: 100, failedCount: 60, failures }) })));
    const { user } = renderWithUser(<ImportResult jobId={JOB} batchId={BATCH} />);
    await screen.findByText("Page 1 of 2");
    await user.click(screen.getByRole("button", { name: "Next" }));
    const table = screen.getByRole("table", { name: "Failed rows" });
    expect(within(table).getAllByRole("row")).toHaveLength(11);
    expect(within(table).getByText("Person 61")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Next" })).toBeDisabled();
  });

  it("says when an import stopped, and hides the download when nothing failed", async () => {
    server.use(http.get(BATCH_URL, () => HttpResponse.json({ result: importBatch({ status: "failed", error: "The uploaded file is no longer stored; upload it again" }) })));
    renderWithUser(<ImportResult jobId={JOB} batchId={BATCH} />);
    expect(await screen.findByRole("alert")).toHaveTextContent("The uploaded file is no longer stored; upload it again");
    expect(screen.queryByRole("link", { name: "Download failed rows" })).not.toBeInTheDocument();
  });

  it("shows the error when the import cannot be read, with a way to try again", async () => {
    server.use(http.get(BATCH_URL, () => HttpResponse.json(apiErrorBody("Import not found", "IMPORT_NOT_FOUND"), { status: 404 })));
    renderWithUser(<ImportResult jobId={JOB} batchId={BATCH} />);
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Import not found");
    expect(within(alert).getByRole("button", { name: "Try again" })).toBeInTheDocument();
  });
});
