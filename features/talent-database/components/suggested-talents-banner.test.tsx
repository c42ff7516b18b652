import "@/tests/ui/browser-polyfills";
import { screen, waitFor } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { STORAGE_KEYS } from "@/lib/storage-keys";
import { apiErrorBody, renderWithUser } from "@/tests/ui/render-with-user";
import { useHiddenTalentBannerStore } from "../stores/hidden-talent-banner-store";
import { talentCard } from "../testing/talent-fixtures";
import { SuggestedTalentsBanner } from "./suggested-talents-banner";

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => {
  window.localStorage.clear();
  useHiddenTalentBannerStore.setState({ jobIds: [] });
});

const JOB = "11111111-1111-4111-8111-111111111111";
const OTHER_JOB = "22222222-2222-4222-8222-222222222222";

function serve(answer: () => Response) {
  let calls = 0;
  server.use(
    http.get(`*/api/v1/job-portal/job/:jobId/suggested-talents`, () => {
      calls += 1;
      return answer();
    }),
  );
  return () => calls;
}
const names = ["Ana Putri", "Budi Santoso", "Citra Lestari", "Dewi Anggraini"];
const suggestions = (total: number) => () =>
  HttpResponse.json({ result: { total, talents: names.slice(0, Math.min(total, 4)).map((name) => talentCard({ name })) } });

describe("SuggestedTalentsBanner", () => {
  it("says how many talents match, names the first three and links to For You narrowed to the job", async () => {
    serve(suggestions(12));
    renderWithUser(<SuggestedTalentsBanner jobId={JOB} />);

    const banner = await screen.findByRole("region", { name: "Suggested talents" });
    expect(banner).toHaveTextContent("12 talents match this job");
    expect(banner).toHaveTextContent("including Ana Putri, Budi Santoso and Citra Lestari");
    expect(banner).not.toHaveTextContent("Dewi Anggraini");
    expect(screen.getByRole("link", { name: "See suggested talents" })).toHaveAttribute("href", `/explore-talents?tab=forYou&jobId=${JOB}`);
  });

  it("once dismissed stays hidden for that job (stored), while other jobs still show theirs", async () => {
    serve(suggestions(2));
    const { user, unmount } = renderWithUser(<SuggestedTalentsBanner jobId={JOB} />);
    await user.click(await screen.findByRole("button", { name: "Dismiss suggested talents for this job" }));

    expect(screen.queryByRole("region", { name: "Suggested talents" })).not.toBeInTheDocument();
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEYS.hiddenTalentBannerJobs) ?? "{}").state.jobIds).toEqual([JOB]);
    unmount();

    renderWithUser(<SuggestedTalentsBanner jobId={OTHER_JOB} />);
    expect(await screen.findByRole("region", { name: "Suggested talents" })).toHaveTextContent("2 talents match this job");
  });

  it("asks nothing for a job dismissed on an earlier visit", async () => {
    window.localStorage.setItem(STORAGE_KEYS.hiddenTalentBannerJobs, JSON.stringify({ state: { jobIds: [JOB] }, version: 0 }));
    // A new page load reads the stored list (earlier tests already hydrated this module's store).
    await useHiddenTalentBannerStore.persist.rehydrate();
    const calls = serve(suggestions(5));
    renderWithUser(<SuggestedTalentsBanner jobId={JOB} />);

    await waitFor(() => expect(useHiddenTalentBannerStore.getState().jobIds).toEqual([JOB]));
    expect(screen.queryByRole("region", { name: "Suggested talents" })).not.toBeInTheDocument();
    expect(calls()).toBe(0);
  });

  it("renders nothing for a member without Talent Search (403) or when no talent matches", async () => {
    serve(() => HttpResponse.json(apiErrorBody("Restricted access", "RESTRICTED_ACCESS"), { status: 403 }));
    const { container, unmount } = renderWithUser(<SuggestedTalentsBanner jobId={JOB} />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container).toBeEmptyDOMElement();
    unmount();

    const calls = serve(suggestions(0));
    const second = renderWithUser(<SuggestedTalentsBanner jobId={OTHER_JOB} />);
    await waitFor(() => expect(calls()).toBe(1));
    expect(second.container).toBeEmptyDOMElement();
  });
});
