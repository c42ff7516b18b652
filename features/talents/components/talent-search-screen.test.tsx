import "@/tests/ui/browser-polyfills";
import { screen, waitFor, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { NuqsTestingAdapter, type UrlUpdateEvent } from "nuqs/adapters/testing";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { setViewportWidth } from "@/tests/ui/browser-polyfills";
import { apiErrorBody, renderWithUser } from "@/tests/ui/render-with-user";
import type { TalentCard } from "@/server/modules/talents/talents-schemas";
import { talentCard, talentId } from "../testing/talent-fixtures";
import { TalentSearchScreen } from "./talent-search-screen";

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => {
  server.resetHandlers();
  setViewportWidth(1440);
});
afterAll(() => server.close());

const JOB_ID = "11111111-1111-4111-8111-111111111111";
const publishedJobs = http.get("*/api/v1/job-portal/job", () =>
  HttpResponse.json({ result: { docs: [{ id: JOB_ID, role: "Data Analyst" }], nextCursor: null, counts: { all: 1, draft: 0, published: 1, closed: 0 } } }),
);

const people = Array.from({ length: 12 }, (_, index) => talentCard({ id: talentId(index + 1), name: `Talent ${index + 1}` }));

/** A fake search API paging by 10 with an opaque cursor; it records every query it was asked. */
function serveSearch(talents: TalentCard[] = people) {
  const asked: URLSearchParams[] = [];
  server.use(
    http.get("*/api/v1/job-portal/talents/search", ({ request }) => {
      const params = new URL(request.url).searchParams;
      asked.push(params);
      const start = Number(params.get("cursor") ?? 0);
      const limit = Number(params.get("limit"));
      const end = start + limit;
      return HttpResponse.json({ result: { docs: talents.slice(start, end), nextCursor: end < talents.length ? String(end) : null } });
    }),
  );
  return asked;
}

function renderScreen(searchParams: string) {
  const onUrlUpdate = vi.fn<(event: UrlUpdateEvent) => void>();
  const view = renderWithUser(
    <NuqsTestingAdapter searchParams={searchParams} onUrlUpdate={onUrlUpdate} hasMemory>
      <TalentSearchScreen />
    </NuqsTestingAdapter>,
  );
  return { ...view, onUrlUpdate };
}


describe("Talent Search", () => {
  it("opens on For You with each talent's reason, and All from its tab (arrow keys move between tabs)", async () => {
    const recommended = talentCard({
      id: talentId(50),
      name: "Rina Matched",
      recommendation: { jobId: JOB_ID, jobTitle: "Data Analyst", score: 90, matchedSkills: ["SQL"], education: "Statistics", experience: "1-3 years" },
    });
    const askedRecommended: (string | null)[] = [];
    server.use(
      http.get("*/api/v1/job-portal/talents/recommended", ({ request }) => {
        askedRecommended.push(new URL(request.url).searchParams.get("jobId"));
        return HttpResponse.json({ result: { docs: [recommended], nextCursor: null } });
      }),
      publishedJobs,
    );
    const asked = serveSearch();
    const { user, onUrlUpdate } = renderScreen("");
    expect(screen.getByRole("tab", { name: "For You" })).toHaveAttribute("aria-selected", "true");
    const card = await screen.findByRole("article", { name: "Rina Matched" });
    expect(card).toHaveTextContent("Matches Data Analyst");
    expect(card).toHaveTextContent("Skills: SQL");
    expect(card).toHaveTextContent("Statistics");
    expect(within(card).getByRole("link", { name: "Rina Matched" })).toHaveAttribute("href", `/explore-talents/search/${talentId(50)}`);

    // Narrowed to one job: the address and the API say which.
    await user.selectOptions(await screen.findByRole("combobox", { name: "Recommended for" }), "Data Analyst");
    await waitFor(() => expect(askedRecommended.at(-1)).toBe(JOB_ID));
    expect(askedRecommended[0]).toBeNull();
    expect(onUrlUpdate.mock.lastCall?.[0].queryString).toBe(`?jobId=${JOB_ID}`);
    await user.selectOptions(screen.getByRole("combobox", { name: "Recommended for" }), "All published jobs");

    screen.getByRole("tab", { name: "For You" }).focus();
    await user.keyboard("{ArrowRight}");
    expect(screen.getByRole("tab", { name: "All" })).toHaveFocus();
    expect(screen.getByRole("tab", { name: "All" })).toHaveAttribute("aria-selected", "true");
    expect(onUrlUpdate.mock.lastCall?.[0].queryString).toBe("?tab=all");
    expect(await screen.findByRole("article", { name: "Talent 1" })).toBeInTheDocument();
    expect(asked[0]?.get("limit")).toBe("10");
  });

  it("searches by text, filters and sorts through the address and the API, and shows more by cursor", async () => {
    const asked = serveSearch();
    const { user, onUrlUpdate } = renderScreen("?tab=all");
    expect(await screen.findAllByRole("article")).toHaveLength(10);

    await user.click(screen.getByRole("button", { name: "Show more" }));
    await waitFor(() => expect(screen.getAllByRole("article")).toHaveLength(12));
    expect(asked.at(-1)?.get("cursor")).toBe("10");
    expect(screen.queryByRole("button", { name: "Show more" })).not.toBeInTheDocument();

    await user.type(screen.getByRole("searchbox", { name: "Search talents" }), "golang");
    await waitFor(() => expect(asked.at(-1)?.get("q")).toBe("golang"));
    await user.click(screen.getByRole("button", { name: "Filters" }));
    await user.click(screen.getByRole("checkbox", { name: "Female" }));
    await user.click(screen.getByRole("checkbox", { name: "Top 5%" }));
    await user.click(screen.getByRole("checkbox", { name: "Actively looking" }));
    await user.selectOptions(screen.getByRole("combobox", { name: "Sort by" }), "IPK");
    await waitFor(() => expect(asked.at(-1)?.get("sortParam")).toBe("IPK"));
    const last = asked.at(-1)!;
    expect(last.getAll("gender")).toEqual(["female"]);
    expect(last.getAll("rank")).toEqual(["top5"]);
    expect(last.getAll("jobSeekingStatus")).toEqual(["activelyLooking"]);
    expect(last.get("q")).toBe("golang");
    expect(last.get("cursor")).toBeNull();
    expect(onUrlUpdate.mock.lastCall?.[0].searchParams.get("sortParam")).toBe("IPK");
    expect(screen.getByRole("list", { name: "Active filters" })).toHaveTextContent("Top 5%");

    await user.click(screen.getByRole("button", { name: "Clear all" }));
    await waitFor(() => expect(asked.at(-1)?.getAll("gender")).toEqual([]));
    expect(asked.at(-1)?.get("q")).toBeNull();
  });

  it("reads the filters of a shared link, and says when nothing matches", async () => {
    const asked = serveSearch([]);
    renderScreen("?tab=all&q=rust&schoolType=international&yearsOfExperience=FG&sortParam=salary&sortDir=asc");
    expect(await screen.findByText("No talents match")).toBeInTheDocument();
    const query = asked[0]!;
    expect(query.get("q")).toBe("rust");
    expect(query.getAll("schoolType")).toEqual(["international"]);
    expect(query.getAll("yearsOfExperience")).toEqual(["FG"]);
    expect(query.get("sortParam")).toBe("salary");
    expect(query.get("sortDir")).toBe("asc");
    expect(screen.getByRole("searchbox", { name: "Search talents" })).toHaveValue("rust");
  });

  it("shows a failed search with its error and tries again", async () => {
    let fail = true;
    server.use(
      http.get("*/api/v1/job-portal/talents/search", () =>
        fail
          ? HttpResponse.json(apiErrorBody("Something went wrong", "INTERNAL", { errorId: "req-9" }), { status: 500 })
          : HttpResponse.json({ result: { docs: [talentCard()], nextCursor: null } }),
      ),
    );
    const { user } = renderScreen("?tab=all");
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Something went wrong");
    fail = false;
    await user.click(within(alert).getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("article", { name: "Sari Wulandari" })).toBeInTheDocument();
  });

  it("opens the filters in a dialog under 998 px", async () => {
    setViewportWidth(900);
    serveSearch();
    const { user } = renderScreen("?tab=all");
    await screen.findAllByRole("article");
    await user.click(screen.getByRole("button", { name: "Filters" }));
    const dialog = await screen.findByRole("dialog", { name: "Filters" });
    const statuses = within(dialog).getByRole("group", { name: "Job-seeking status" });
    // Only discoverable talents are searchable: the other statuses would always find nobody.
    expect(within(statuses).getAllByRole("checkbox").map((box) => box.closest("label")?.textContent)).toEqual(["Actively looking", "Open to opportunities"]);
  });
});
