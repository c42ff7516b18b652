import "@/tests/ui/browser-polyfills";
import { screen, waitFor, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { NuqsTestingAdapter, type UrlUpdateEvent } from "nuqs/adapters/testing";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { Toaster } from "@/components/ui/toast";
import type { JobListItem } from "@/server/modules/jobs/jobs-schemas";
import { apiErrorBody, renderWithUser } from "@/tests/ui/render-with-user";
import { job, jobList, jobListItem } from "../testing/job-fixtures";
import { JobList } from "./job-list";

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const backend = jobListItem({ role: "Backend Engineer", status: "published" });
const designer = jobListItem({ role: "Product Designer", status: "draft", publishedAt: null, applicantCount: 0, salaryHidden: true, startRange: null, endRange: null });
const analyst = jobListItem({ role: "Data Analyst", status: "closed", canEdit: false, closedAt: "2026-11-10T03:00:00.000Z" });

type Call = { method: string; path: string; query: URLSearchParams };

function serve(options: { docs?: JobListItem[]; counts?: Partial<ReturnType<typeof jobList>["counts"]>; publish?: () => Response } = {}) {
  const calls: Call[] = [];
  const docs = options.docs ?? [backend, designer, analyst];
  server.use(
    http.get("*/api/v1/job-portal/job", ({ request }) => {
      const url = new URL(request.url);
      calls.push({ method: "GET", path: url.pathname, query: url.searchParams });
      const status = url.searchParams.getAll("status");
      const q = url.searchParams.get("q")?.toLowerCase() ?? "";
      const page = docs.filter((doc) => (status.length === 0 || status.includes(doc.status)) && doc.role.toLowerCase().includes(q));
      const list = jobList(page);
      return HttpResponse.json({ result: { ...list, counts: { ...jobList(docs).counts, ...options.counts } } });
    }),
    http.get("*/api/v1/job-portal/job/quota", () => HttpResponse.json({ result: { used: 2, quota: 3, planName: "Starter", onTrial: false } })),
    http.post("*/api/v1/job-portal/job/:id/:action", ({ params, request }) => {
      calls.push({ method: "POST", path: `${params.id}/${params.action}`, query: new URL(request.url).searchParams });
      if (params.action === "publish" && options.publish) return options.publish();
      if (params.action === "duplicate") return HttpResponse.json({ result: job({ id: "00000000-0000-4000-8000-0000000000aa", status: "draft", published: false }) }, { status: 201 });
      return HttpResponse.json({ result: job({ id: String(params.id), status: params.action === "close" ? "closed" : "published" }) });
    }),
  );
  return calls;
}

function renderList(options: { searchParams?: string; canPostAJob?: boolean; alternateJobUrls?: boolean; companySlug?: string } = {}) {
  const onUrlUpdate = vi.fn<(event: UrlUpdateEvent) => void>();
  const view = renderWithUser(
    <NuqsTestingAdapter searchParams={options.searchParams ?? ""} onUrlUpdate={onUrlUpdate} hasMemory>
      <JobList canPostAJob={options.canPostAJob ?? true} alternateJobUrls={options.alternateJobUrls ?? false} companySlug={options.companySlug ?? null} />
      <Toaster />
    </NuqsTestingAdapter>,
  );
  return { ...view, onUrlUpdate };
}

const card = (title: string) => screen.getByRole("listitem", { name: title });

describe("JobList", () => {
  it("shows the status tabs with their counts and asks for the chosen status", async () => {
    const calls = serve({ counts: { all: 12, draft: 5, published: 6, closed: 1 } });
    const { user, onUrlUpdate } = renderList();

    expect(await screen.findByRole("button", { name: "All 12" })).toHaveAttribute("aria-pressed", "true");
    expect(screen.getByRole("button", { name: "Draft 5" })).toHaveAttribute("aria-pressed", "false");
    expect(screen.getByRole("button", { name: "Published 6" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Closed 1" })).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Draft 5" }));
    await waitFor(() => expect(calls.some((call) => call.method === "GET" && call.query.getAll("status").join() === "draft")).toBe(true));
    expect(onUrlUpdate).toHaveBeenLastCalledWith(expect.objectContaining({ queryString: "?status=draft" }));
    expect(await screen.findByRole("button", { name: "Draft 5" })).toHaveAttribute("aria-pressed", "true");
    await waitFor(() => expect(screen.queryByRole("listitem", { name: "Backend Engineer" })).not.toBeInTheDocument());
    expect(card("Product Designer")).toBeInTheDocument();
  });

  it("reads the tab and search from the address", async () => {
    const calls = serve();
    renderList({ searchParams: "?status=published&q=backend&workplaceType=remote" });
    await screen.findByRole("listitem", { name: "Backend Engineer" });
    const first = calls.find((call) => call.method === "GET")!;
    expect(first.query.getAll("status")).toEqual(["published"]);
    expect(first.query.get("q")).toBe("backend");
    expect(first.query.getAll("workplaceType")).toEqual(["remote"]);
    expect(screen.getByRole("searchbox", { name: "Search job posts" })).toHaveValue("backend");
  });

  it("puts the search in the address once typing pauses, and asks the API for it", async () => {
    const calls = serve();
    const { user, onUrlUpdate } = renderList();
    await screen.findByRole("listitem", { name: "Backend Engineer" });

    await user.type(screen.getByRole("searchbox", { name: "Search job posts" }), "designer");
    await waitFor(() => expect(onUrlUpdate).toHaveBeenCalledWith(expect.objectContaining({ queryString: "?q=designer" })));
    // Debounced: one request for the whole word, none per keystroke.
    await waitFor(() => expect(calls.filter((call) => call.method === "GET" && call.query.get("q") === "designer")).toHaveLength(1));
    expect(calls.some((call) => call.query.get("q") === "d" || call.query.get("q") === "de")).toBe(false);
    await waitFor(() => expect(screen.queryByRole("listitem", { name: "Backend Engineer" })).not.toBeInTheDocument());
  });

  it("filters by work arrangement and job type", async () => {
    const calls = serve();
    const { user, onUrlUpdate } = renderList();
    await screen.findByRole("listitem", { name: "Backend Engineer" });
    await user.selectOptions(screen.getByRole("combobox", { name: "Work arrangement" }), "Remote");
    await user.selectOptions(screen.getByRole("combobox", { name: "Job type" }), "Internship");
    await waitFor(() =>
      expect(calls.some((call) => call.query.getAll("workplaceType").join() === "remote" && call.query.getAll("employmentType").join() === "internship")).toBe(true),
    );
    expect(onUrlUpdate).toHaveBeenLastCalledWith(expect.objectContaining({ queryString: "?workplaceType=remote&employmentType=internship" }));
  });

  it("shows the salary range, or that it is hidden, with type, arrangement, applicants per step and dates", async () => {
    serve();
    renderList();
    const shown = await screen.findByRole("listitem", { name: "Backend Engineer" });
    expect(within(shown).getByText("IDR 8.000.000-12.000.000")).toBeInTheDocument();
    expect(within(shown).getByText("Full-time · Hybrid")).toBeInTheDocument();
    expect(within(shown).getByText("CV Screening 3 · CV Shortlisted 1 · Rejected 0")).toBeInTheDocument();
    expect(within(shown).getByText("Published 02 Nov 2026")).toBeInTheDocument();
    expect(within(shown).getByText("Published")).toBeInTheDocument();

    const hidden = card("Product Designer");
    expect(within(hidden).getByText("Salary hidden")).toBeInTheDocument();
    expect(within(hidden).queryByText(/^IDR/)).not.toBeInTheDocument();
    expect(within(card("Data Analyst")).getByText(/Closed 10 Nov 2026/)).toBeInTheDocument();
  });

  it("offers edit actions only on jobs the caller may edit", async () => {
    serve();
    const { user } = renderList();
    await screen.findByRole("listitem", { name: "Backend Engineer" });

    await user.click(screen.getByRole("button", { name: "Actions for Backend Engineer" }));
    const menu = await screen.findByRole("menu");
    const items = within(menu).getAllByRole("menuitem").map((item) => item.textContent);
    expect(items).toEqual(["Edit", "Candidates", "Import applicants", "Unpublish", "Close", "Duplicate"]);
    expect(within(menu).getByRole("menuitem", { name: "Edit" })).toHaveAttribute("href", `/job-post/edit/${backend.id}`);
    expect(within(menu).getByRole("menuitem", { name: "Candidates" })).toHaveAttribute("href", `/job-post/${backend.id}/candidates`);
    await user.keyboard("{Escape}");

    await user.click(screen.getByRole("button", { name: "Actions for Product Designer" }));
    const draftMenu = await screen.findByRole("menu");
    expect(within(draftMenu).getAllByRole("menuitem").map((item) => item.textContent)).toEqual(["Edit", "Candidates", "Import applicants", "Publish", "Duplicate", "Delete"]);
    await user.keyboard("{Escape}");

    await user.click(screen.getByRole("button", { name: "Actions for Data Analyst" }));
    const readOnly = await screen.findByRole("menu");
    expect(within(readOnly).getAllByRole("menuitem").map((item) => item.textContent)).toEqual(["Candidates", "Duplicate"]);
  });

  it("links a published job to its careers page once the company's slug is known", async () => {
    serve();
    const { user } = renderList({ companySlug: "demo-company" });
    await user.click(await screen.findByRole("button", { name: "Actions for Backend Engineer" }));
    const link = await screen.findByRole("menuitem", { name: "View careers page" });
    expect(link).toHaveAttribute("href", `/careers/demo-company/${backend.slug}`);
    expect(link).toHaveAttribute("target", "_blank");
    await user.keyboard("{Escape}");
    await user.click(screen.getByRole("button", { name: "Actions for Product Designer" }));
    expect(within(await screen.findByRole("menu")).queryByRole("menuitem", { name: "View careers page" })).not.toBeInTheDocument();
  });

  it("hides creating and duplicating from those who may not post a job", async () => {
    serve();
    const { user } = renderList({ canPostAJob: false });
    await screen.findByRole("listitem", { name: "Backend Engineer" });
    expect(screen.queryByRole("link", { name: "Create job" })).not.toBeInTheDocument();
    expect(screen.queryByTestId("job-quota-usage")).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Actions for Data Analyst" }));
    expect(within(await screen.findByRole("menu")).getAllByRole("menuitem").map((item) => item.textContent)).toEqual(["Candidates"]);
  });

  it("shows the create button with the quota in use", async () => {
    serve();
    renderList();
    expect(await screen.findByRole("link", { name: "Create job" })).toHaveAttribute("href", "/job-post/create");
    expect(await screen.findByText("2 of 3 job posts used on Starter")).toBeInTheDocument();
  });

  it("links to the alternate wizard addresses when that flag is on", async () => {
    serve();
    const { user } = renderList({ alternateJobUrls: true });
    expect(await screen.findByRole("link", { name: "Create job" })).toHaveAttribute("href", "/jobs/create");
    await user.click(await screen.findByRole("button", { name: "Actions for Backend Engineer" }));
    expect(await screen.findByRole("menuitem", { name: "Edit" })).toHaveAttribute("href", `/jobs/${backend.id}/edit`);
  });

  it("opens the quota dialog with the upgrade link when publishing hits the plan's quota", async () => {
    const calls = serve({
      publish: () =>
        HttpResponse.json(
          apiErrorBody("Your plan's job post quota is used up", "JOB_QUOTA_REACHED", {
            data: { quota: 3, used: 3, planName: "Starter", onTrial: true, upgradeUrl: "/subscription?plan=growth" },
          }),
          { status: 403 },
        ),
    });
    const { user } = renderList();
    await screen.findByRole("listitem", { name: "Product Designer" });
    await user.click(screen.getByRole("button", { name: "Actions for Product Designer" }));
    await user.click(await screen.findByRole("menuitem", { name: "Publish" }));

    const dialog = await screen.findByRole("dialog", { name: "Job post quota reached" });
    expect(calls.some((call) => call.path === `${designer.id}/publish`)).toBe(true);
    expect(within(dialog).getByText("Your plan's job post quota is used up")).toBeInTheDocument();
    expect(within(dialog).getByText(/3 of 3 job posts used on Starter \(trial\)/)).toBeInTheDocument();
    expect(within(dialog).getByRole("link", { name: "Upgrade plan" })).toHaveAttribute("href", "/subscription?plan=growth");
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });

  it("names what a draft still needs when it cannot be published, with a link to edit it", async () => {
    serve({
      publish: () =>
        HttpResponse.json(apiErrorBody("The job cannot be published yet", "JOB_NOT_PUBLISHABLE", { errors: [{ field: "role", message: "Write the job title" }] }), {
          status: 422,
        }),
    });
    const { user } = renderList();
    await screen.findByRole("listitem", { name: "Product Designer" });
    await user.click(screen.getByRole("button", { name: "Actions for Product Designer" }));
    await user.click(await screen.findByRole("menuitem", { name: "Publish" }));
    expect(await screen.findByText("Write the job title")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Edit job" })).toHaveAttribute("href", `/job-post/edit/${designer.id}`);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("duplicates a job and offers the new draft", async () => {
    const calls = serve();
    const { user } = renderList();
    await screen.findByRole("listitem", { name: "Backend Engineer" });
    await user.click(screen.getByRole("button", { name: "Actions for Backend Engineer" }));
    await user.click(await screen.findByRole("menuitem", { name: "Duplicate" }));
    expect(await screen.findByText("Job duplicated")).toBeInTheDocument();
    expect(calls.some((call) => call.method === "POST" && call.path === `${backend.id}/duplicate`)).toBe(true);
    expect(screen.getByRole("link", { name: "Edit the new draft" })).toHaveAttribute("href", "/job-post/edit/00000000-0000-4000-8000-0000000000aa");
  });

  it("closes a job only after confirmation", async () => {
    const calls = serve();
    const { user } = renderList();
    await screen.findByRole("listitem", { name: "Backend Engineer" });
    await user.click(screen.getByRole("button", { name: "Actions for Backend Engineer" }));
    await user.click(await screen.findByRole("menuitem", { name: "Close" }));
    const dialog = await screen.findByRole("dialog", { name: "Close this job?" });
    expect(calls.some((call) => call.path.endsWith("/close"))).toBe(false);
    await user.click(within(dialog).getByRole("button", { name: "Close job" }));
    expect(await screen.findByText("Job closed")).toBeInTheDocument();
    expect(calls.filter((call) => call.path === `${backend.id}/close`)).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });

  it("deletes a draft after confirmation", async () => {
    const deleted: string[] = [];
    serve();
    server.use(
      http.delete("*/api/v1/job-portal/job/:id", ({ params }) => {
        deleted.push(String(params.id));
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { user } = renderList();
    await screen.findByRole("listitem", { name: "Product Designer" });
    await user.click(screen.getByRole("button", { name: "Actions for Product Designer" }));
    await user.click(await screen.findByRole("menuitem", { name: "Delete" }));
    await user.click(within(await screen.findByRole("dialog", { name: "Delete this draft?" })).getByRole("button", { name: "Delete draft" }));
    expect(await screen.findByText("Draft deleted")).toBeInTheDocument();
    expect(deleted).toEqual([designer.id]);
  });

  it("loads more by cursor", async () => {
    const first = jobListItem({ role: "First Page Job" });
    const second = jobListItem({ role: "Second Page Job" });
    const cursors: (string | null)[] = [];
    server.use(
      http.get("*/api/v1/job-portal/job", ({ request }) => {
        const cursor = new URL(request.url).searchParams.get("cursor");
        cursors.push(cursor);
        return HttpResponse.json({ result: cursor === "next-1" ? jobList([second]) : jobList([first], { nextCursor: "next-1" }) });
      }),
      http.get("*/api/v1/job-portal/job/quota", () => HttpResponse.json({ result: { used: 1, quota: null, planName: "Growth", onTrial: false } })),
    );
    const { user } = renderList();
    await screen.findByRole("listitem", { name: "First Page Job" });
    await user.click(screen.getByRole("button", { name: "Load more" }));
    expect(await screen.findByRole("listitem", { name: "Second Page Job" })).toBeInTheDocument();
    expect(screen.getByRole("listitem", { name: "First Page Job" })).toBeInTheDocument();
    expect(cursors).toEqual([null, "next-1"]);
    expect(screen.queryByRole("button", { name: "Load more" })).not.toBeInTheDocument();
    expect(screen.getByText("1 job posts used on Growth (unlimited)")).toBeInTheDocument();
  });

  it("invites the first job post when there is none, and clears filters when nothing matches", async () => {
    serve({ docs: [] });
    renderList();
    expect(await screen.findByText("No job posts yet")).toBeInTheDocument();
    expect(screen.getAllByRole("link", { name: "Create job" })).toHaveLength(2);
  });

  it("offers to clear the filters when nothing matches", async () => {
    serve();
    const { user, onUrlUpdate } = renderList({ searchParams: "?q=nothing-like-this" });
    expect(await screen.findByText("No job posts match")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Clear filters" }));
    await waitFor(() => expect(onUrlUpdate).toHaveBeenLastCalledWith(expect.objectContaining({ queryString: "" })));
    expect(await screen.findByRole("listitem", { name: "Backend Engineer" })).toBeInTheDocument();
    expect(screen.getByRole("searchbox", { name: "Search job posts" })).toHaveValue("");
  });

  it("shows the error with a retry", async () => {
    let fail = true;
    server.use(
      http.get("*/api/v1/job-portal/job", () =>
        fail ? HttpResponse.json(apiErrorBody("Database unavailable", "INTERNAL", { errorId: "req-9" }), { status: 503 }) : HttpResponse.json({ result: jobList([backend]) }),
      ),
      http.get("*/api/v1/job-portal/job/quota", () => HttpResponse.json({ result: { used: 1, quota: 3, planName: "Starter", onTrial: false } })),
    );
    const { user } = renderList();
    expect(await screen.findByText("Database unavailable")).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("listitem", { name: "Backend Engineer" })).toBeInTheDocument();
  });
});
