import "@/tests/ui/browser-polyfills";
import { screen, waitFor } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { renderWithUser } from "@/tests/ui/render-with-user";
import { analyticsStats, COMPANY_ID, jobRow, jobsPage } from "../testing/analytics-fixtures";
import { ExportButton } from "./export-button";

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => {
  server.resetHandlers();
  vi.restoreAllMocks();
});
afterAll(() => server.close());

describe("ExportButton", () => {
  it("fetches every page of job rows, downloads one CSV named after the range and records the export", async () => {
    const pages: URLSearchParams[] = [];
    const events: unknown[] = [];
    const rows = Array.from({ length: 130 }, (_, index) => jobRow({ jobId: `00000000-0000-4000-8000-${String(index).padStart(12, "0")}`, role: `Role ${index}` }));
    server.use(
      http.get(`*/api/v1/job-portal/company/${COMPANY_ID}/stats/jobs`, ({ request }) => {
        const params = new URL(request.url).searchParams;
        pages.push(params);
        const page = Number(params.get("page"));
        const limit = Number(params.get("limit"));
        return HttpResponse.json({ result: jobsPage(rows.slice((page - 1) * limit, page * limit), { total: rows.length, page, limit }) });
      }),
      http.post("*/api/v1/job-portal/mixpanel/track", async ({ request }) => {
        events.push(await request.json());
        return HttpResponse.json({ result: null });
      }),
    );
    const blobs: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return "blob:analytics";
    });
    URL.revokeObjectURL = vi.fn();
    const downloads: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push(this.download);
    });

    const { user } = renderWithUser(<ExportButton companyId={COMPANY_ID} query={{ jobFilter: "allJob", period: "weekly" }} stats={analyticsStats()} />);
    await user.click(screen.getByRole("button", { name: "Download CSV" }));

    await waitFor(() => expect(downloads).toEqual(["analytics-2026-11-19-to-2026-11-25.csv"]));
    expect(pages.map((params) => [params.get("page"), params.get("limit"), params.get("period")])).toEqual([
      ["1", "100", "weekly"],
      ["2", "100", "weekly"],
    ]);
    const bytes = new Uint8Array(await blobs[0]!.arrayBuffer());
    // A UTF-8 byte-order mark first, so Excel reads accents right.
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const csv = new TextDecoder().decode(bytes);
    expect(csv.startsWith("Hiring analytics\r\n")).toBe(true);
    expect(csv).toContain("Role 0,published");
    expect(csv).toContain("Role 129,published");
    expect(csv).toContain("Applicants,12,8,");
    await waitFor(() => expect(events).toEqual([{ eventName: "ed_analytics_exported", eventData: expect.objectContaining({ jobs: 130, period: "weekly" }) }]));
  });

  it("cannot be pressed before the figures are there", () => {
    renderWithUser(<ExportButton companyId={COMPANY_ID} query={{ jobFilter: "allJob", period: "weekly" }} stats={undefined} />);
    expect(screen.getByRole("button", { name: "Download CSV" })).toBeDisabled();
  });
});
