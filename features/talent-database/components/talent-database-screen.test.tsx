import "@/tests/ui/browser-polyfills";
import { screen, waitFor, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { NuqsTestingAdapter, type UrlUpdateEvent } from "nuqs/adapters/testing";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { TalentCard } from "@/server/modules/talents/talents-schemas";
import { apiErrorBody, renderWithUser } from "@/tests/ui/render-with-user";
import { talentCard, talentList } from "../testing/talent-fixtures";
import { TalentDatabaseScreen } from "./talent-database-screen";

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const ana = talentCard({ name: "Ana Putri", headline: "Backend engineer", skills: ["Go", "PostgreSQL"] });
const budi = talentCard({ name: "Budi Santoso", headline: "Data analyst" });
const citra = talentCard({ name: "Citra Lestari" });
const engineers = talentList({ name: "Engineers", talentCount: 4 });
const JOB = "33333333-3333-4333-8333-333333333333";

type Served = { queries: URLSearchParams[]; bodies: Record<string, unknown[]> };

/** The database answers two pages (by cursor) unless a page is given; lists, jobs and actions are recorded. */
function serve({ pages = [[ana, budi], [citra]] as TalentCard[][], lists = [engineers] } = {}): Served {
  const served: Served = { queries: [], bodies: { members: [], addToJob: [], lists: [] } };
  server.use(
    http.get("*/api/v1/job-portal/talent-database", ({ request }) => {
      const params = new URL(request.url).searchParams;
      served.queries.push(params);
      const index = params.get("cursor") ? Number(params.get("cursor")) : 0;
      return HttpResponse.json({ result: { docs: pages[index] ?? [], nextCursor: index + 1 < pages.length ? String(index + 1) : null } });
    }),
    http.get("*/api/v1/job-portal/talent-lists", () => HttpResponse.json({ result: lists })),
    http.post("*/api/v1/job-portal/talent-lists", async ({ request }) => {
      const body = (await request.json()) as { name: string };
      served.bodies.lists!.push(body);
      return HttpResponse.json({ result: talentList({ name: body.name }) });
    }),
    http.patch("*/api/v1/job-portal/talent-lists/:listId", async ({ request, params }) => {
      served.bodies.lists!.push({ rename: params.listId, ...((await request.json()) as object) });
      return HttpResponse.json({ result: { ...engineers, name: "Backend engineers" } });
    }),
    http.delete("*/api/v1/job-portal/talent-lists/:listId", ({ params }) => {
      served.bodies.lists!.push({ deleted: params.listId });
      return HttpResponse.json({ result: null });
    }),
    http.post("*/api/v1/job-portal/talent-lists/:listId/members", async ({ request, params }) => {
      served.bodies.members!.push({ listId: params.listId, ...((await request.json()) as object) });
      return HttpResponse.json({ result: { added: 2 } });
    }),
    http.get("*/api/v1/job-portal/job", () =>
      HttpResponse.json({ result: { docs: [{ id: JOB, role: "Backend Engineer" }], nextCursor: null, counts: { all: 1, draft: 0, published: 1, closed: 0 } } }),
    ),
    http.post("*/api/v1/job-portal/talent-database/add-to-job", async ({ request }) => {
      served.bodies.addToJob!.push(await request.json());
      return HttpResponse.json({ result: { added: 1, alreadyInJob: 1 } });
    }),
  );
  return served;
}

function renderScreen(searchParams = "", canManage = true) {
  const urls: UrlUpdateEvent[] = [];
  const view = renderWithUser(
    <NuqsTestingAdapter searchParams={searchParams} onUrlUpdate={(event) => urls.push(event)} hasMemory>
      <TalentDatabaseScreen
        canManage={canManage}
        filterBar={({ state, onSearch }) => (
          <input aria-label="Search talents" defaultValue={state.q} onKeyDown={(event) => event.key === "Enter" && onSearch(event.currentTarget.value)} />
        )}
      />
    </NuqsTestingAdapter>,
  );
  return { ...view, urls };
}

describe("TalentDatabaseScreen", () => {
  it("lists the company's talents, each opening its database record, and shows more by cursor", async () => {
    const served = serve();
    const { user } = renderScreen();

    const list = await screen.findByRole("list", { name: "Talents" });
    expect(within(list).getByRole("link", { name: "Ana Putri" })).toHaveAttribute("href", `/talent-database/${ana.id}`);
    await user.click(screen.getByRole("button", { name: "Show more" }));
    expect(await within(list).findByRole("link", { name: "Citra Lestari" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Show more" })).not.toBeInTheDocument();
    expect(served.queries[1]?.get("cursor")).toBe("1");
  });

  it("asks the API for the address's text, origin and list, and writes the origin and list into the address", async () => {
    const served = serve();
    const { user, urls } = renderScreen(`?q=golang&origin=applied&listId=${engineers.id}`);
    await screen.findByRole("list", { name: "Talents" });
    expect(served.queries[0]?.get("q")).toBe("golang");
    expect(served.queries[0]?.getAll("origin")).toEqual(["applied"]);
    expect(served.queries[0]?.get("listId")).toBe(engineers.id);

    await user.click(screen.getByRole("checkbox", { name: "Saved from Talent Search" }));
    await waitFor(() => expect(urls.at(-1)?.searchParams.getAll("origin")).toEqual(["applied", "saved"]));
    await user.click(screen.getByRole("button", { name: "All talents" }));
    await waitFor(() => expect(urls.at(-1)?.searchParams.has("listId")).toBe(false));
  });

  it("shows the lists with their counts, filters by one, and creates a new list", async () => {
    const served = serve();
    const { user, urls } = renderScreen();
    const lists = await screen.findByRole("navigation", { name: "Talent lists" });
    const engineersButton = await within(lists).findByRole("button", { name: /^Engineers/ });
    expect(engineersButton).toHaveTextContent("4");
    // Renaming and deleting are for the list being shown.
    expect(within(lists).queryByRole("button", { name: "Rename list" })).not.toBeInTheDocument();
    await user.click(engineersButton);
    await waitFor(() => expect(urls.at(-1)?.searchParams.get("listId")).toBe(engineers.id));

    await user.click(within(lists).getByRole("button", { name: "New list" }));
    await user.type(await within(lists).findByRole("textbox", { name: "New list name" }), "Designers{Enter}");
    await waitFor(() => expect(served.bodies.lists).toEqual([{ name: "Designers" }]));
  });

  it("renames a list in place, and deletes the list the page is filtered by, back to all talents", async () => {
    const served = serve();
    const { user, urls } = renderScreen(`?listId=${engineers.id}`);
    const lists = await screen.findByRole("navigation", { name: "Talent lists" });
    await user.click(await within(lists).findByRole("button", { name: "Rename list" }));
    const name = await within(lists).findByRole("textbox", { name: "New name for Engineers" });
    await user.clear(name);
    await user.type(name, "Backend engineers{Enter}");
    await waitFor(() => expect(served.bodies.lists).toEqual([{ rename: engineers.id, name: "Backend engineers" }]));

    await user.click(await within(lists).findByRole("button", { name: "Delete list" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete list" });
    expect(dialog).toHaveTextContent('"Engineers" goes; its talents stay in your database.');
    await user.click(within(dialog).getByRole("button", { name: "Delete list" }));
    await waitFor(() => expect(served.bodies.lists).toContainEqual({ deleted: engineers.id }));
    await waitFor(() => expect(urls.at(-1)?.searchParams.has("listId")).toBe(false));
  });

  it("adds the selected talents to a list in one go", async () => {
    const served = serve();
    const { user } = renderScreen();
    await user.click(await screen.findByRole("checkbox", { name: "Select Ana Putri" }));
    await user.click(screen.getByRole("checkbox", { name: "Select Budi Santoso" }));
    const bar = await screen.findByRole("region", { name: "Selected talents" });
    expect(bar).toHaveTextContent("2 selected");
    await user.click(within(bar).getByRole("button", { name: "Add to list" }));
    const dialog = await screen.findByRole("dialog", { name: "Add to list" });
    await user.click(within(dialog).getByRole("button", { name: "Add to list" }));
    await waitFor(() => expect(served.bodies.members).toEqual([{ listId: engineers.id, talentIds: [ana.id, budi.id] }]));
    await waitFor(() => expect(screen.queryByRole("region", { name: "Selected talents" })).not.toBeInTheDocument());
  });

  it("adds the selected talents to a chosen job and reports those added and those already in it", async () => {
    const served = serve();
    const { user } = renderScreen();
    await user.click(await screen.findByRole("checkbox", { name: /Select all shown/ }));
    await user.click(within(await screen.findByRole("region", { name: "Selected talents" })).getByRole("button", { name: "Add to job" }));
    const dialog = await screen.findByRole("dialog", { name: "Add to job" });
    await user.selectOptions(await within(dialog).findByRole("combobox", { name: "Job" }), "Backend Engineer");
    await user.click(within(dialog).getByRole("button", { name: "Add to job" }));

    expect(await within(dialog).findByRole("status")).toHaveTextContent("1 talent added to Backend Engineer. 1 was already in the job.");
    expect(served.bodies.addToJob).toEqual([{ jobId: JOB, talentIds: [ana.id, budi.id] }]);
    expect(within(dialog).getByRole("link", { name: "Open the job's candidates" })).toHaveAttribute("href", `/job-post/${JOB}/candidates`);
  });

  it("says the database is empty, or that nothing matches with a way to clear the filters", async () => {
    serve({ pages: [[]] });
    const { unmount } = renderScreen();
    expect(await screen.findByText("Your talent database is empty")).toBeInTheDocument();
    unmount();

    serve({ pages: [[]] });
    const { user, urls } = renderScreen("?q=nobody&gender=male");
    expect(await screen.findByText("No talents match")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Clear filters" }));
    await waitFor(() => expect(urls.at(-1)?.searchParams.toString()).toBe(""));
  });

  it("says a list shown alone is empty, and how to fill it", async () => {
    serve({ pages: [[]] });
    renderScreen(`?listId=${engineers.id}`);
    expect(await screen.findByText("No talents in this list yet")).toBeInTheDocument();
    expect(screen.queryByText("No talents match")).not.toBeInTheDocument();
  });

  it("shows the API's error with its id when the page fails", async () => {
    server.use(
      http.get("*/api/v1/job-portal/talent-database", () => HttpResponse.json(apiErrorBody("Database unavailable", "INTERNAL", { errorId: "req-9" }), { status: 500 })),
      http.get("*/api/v1/job-portal/talent-lists", () => HttpResponse.json({ result: [] })),
    );
    renderScreen();
    expect(await screen.findByRole("alert")).toHaveTextContent("Database unavailable (req-9)");
  });

  it("offers no selection, bulk actions or list editing without manage", async () => {
    serve();
    renderScreen(`?listId=${engineers.id}`, false);
    await screen.findByRole("list", { name: "Talents" });
    expect(await screen.findByRole("button", { name: /^Engineers/ })).toHaveAttribute("aria-current", "true");
    expect(screen.queryByRole("checkbox", { name: "Select Ana Putri" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "New list" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Rename list" })).not.toBeInTheDocument();
  });
});
