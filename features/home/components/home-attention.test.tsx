import "@/tests/ui/browser-polyfills";
import { screen, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { apiErrorBody, renderWithUser } from "@/tests/ui/render-with-user";
import { emptyAttention, homeAttention } from "../testing/home-attention-fixtures";
import { HomeAttention } from "./home-attention";

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const hrefOf = (job: { jobId: string }) => `/job-post/${job.jobId}/candidates?view=list`;

function serve(answer: () => Response | Promise<Response>) {
  let calls = 0;
  server.use(
    http.get("*/api/v1/job-portal/home/attention", () => {
      calls += 1;
      return answer();
    }),
  );
  return () => calls;
}

describe("HomeAttention", () => {
  it("asks once and shows the three sections from the one answer", async () => {
    const calls = serve(() => HttpResponse.json({ result: homeAttention() }));
    renderWithUser(<HomeAttention waitingCandidatesHref={hrefOf} createJobHref={null} />);
    expect(screen.getAllByTestId("attention-skeleton")).toHaveLength(3);
    expect(screen.getByRole("status")).toHaveTextContent("Loading what needs you now");

    const waiting = await screen.findByRole("list", { name: "Jobs with applicants waiting" });
    expect(screen.queryByTestId("attention-skeleton")).not.toBeInTheDocument();
    expect(within(waiting).getByRole("link")).toHaveAttribute("href", "/job-post/11111111-1111-4111-8111-111111111111/candidates?view=list");
    expect(screen.getByRole("region", { name: "Tech tests to review" })).toHaveTextContent("Teguh Santoso");
    expect(screen.getByRole("region", { name: "Open jobs at a glance" })).toHaveTextContent("CV Screening6");
    expect(screen.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent)).toEqual([
      "Applicants waiting for review",
      "Tech tests to review",
      "Open jobs at a glance",
    ]);
    expect(calls()).toBe(1);
  });

  it("says what is good when nothing needs the member", async () => {
    serve(() => HttpResponse.json({ result: emptyAttention() }));
    renderWithUser(<HomeAttention waitingCandidatesHref={hrefOf} createJobHref="/job-post/create" />);
    expect(await screen.findByText("No one is waiting")).toBeInTheDocument();
    expect(screen.getByText("No tech tests to review")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Post a job" })).toBeInTheDocument();
  });

  it("shows the error with its id and tries again on request", async () => {
    let fail = true;
    serve(() => (fail ? HttpResponse.json(apiErrorBody("Database unavailable", "INTERNAL", { errorId: "req-home-1" }), { status: 500 }) : HttpResponse.json({ result: homeAttention() })));
    const { user } = renderWithUser(<HomeAttention waitingCandidatesHref={hrefOf} createJobHref={null} />);
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("What needs you now could not be loaded.");
    expect(alert).toHaveTextContent("Database unavailable");
    expect(alert).toHaveTextContent("req-home-1");
    fail = false;
    await user.click(within(alert).getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("list", { name: "Jobs with applicants waiting" })).toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });
});
