import "@/tests/ui/browser-polyfills";
import { screen, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { JobList } from "@/server/modules/jobs/job-schemas";
import { apiErrorBody, renderWithUser } from "@/tests/ui/render-with-user";
import { jobList, jobListItem } from "../testing/job-fixtures";
import { OpenJobsWaiting } from "./open-jobs-waiting";

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const steps = (waiting: number, shortlisted: number) => [
  { id: "notProcessed", type: "notProcessed" as const, name: "CV Screening", applicantCount: waiting },
  { id: "custom-1", type: "custom" as const, name: "HR Interview", applicantCount: 2 },
  { id: "accepted", type: "accepted" as const, name: "CV Shortlisted", applicantCount: shortlisted },
  { id: "rejected", type: "rejected" as const, name: "Rejected", applicantCount: 1 },
];
const backend = jobListItem({ role: "Senior Backend Engineer", applicantCount: 10, steps: steps(6, 1) });
const designer = jobListItem({ role: "Product Designer", applicantCount: 4, steps: steps(0, 1) });

function serve(answer: () => Response) {
  const queries: URLSearchParams[] = [];
  server.use(
    http.get("*/api/v1/job-portal/job", ({ request }) => {
      queries.push(new URL(request.url).searchParams);
      return answer();
    }),
  );
  return queries;
}
const listOf = (list: JobList) => () => HttpResponse.json({ result: list });

const hrefOf = (jobId: string) => `/job-post/${jobId}/candidates?view=list&recruitmentStepId=notProcessed`;

describe("OpenJobsWaiting", () => {
  it("lists the published jobs with the applicants waiting in CV Screening, each opening its candidates there", async () => {
    const queries = serve(listOf(jobList([backend, designer])));
    renderWithUser(<OpenJobsWaiting waitingCandidatesHref={hrefOf} createJobHref="/job-post/create" />);

    const list = await screen.findByRole("list", { name: "Open jobs" });
    const rows = within(list).getAllByRole("link");
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent("Senior Backend Engineer");
    expect(within(rows[0]!).getByTestId("waiting-count")).toHaveTextContent("6");
    expect(rows[0]).toHaveTextContent("10 applicants in total");
    expect(rows[0]).toHaveAttribute("href", hrefOf(backend.id));
    expect(within(rows[1]!).getByTestId("waiting-count")).toHaveTextContent("0");
    expect(rows[1]).toHaveAttribute("href", hrefOf(designer.id));
    expect(queries[0]?.getAll("status")).toEqual(["published"]);
    expect(rows[1]).toHaveTextContent("4 applicants in total");
    expect(screen.queryByText(/newest of/)).not.toBeInTheDocument();
  });

  it("says where the candidates of an external job apply while none is in the portal", async () => {
    const external = jobListItem({ role: "Finance Associate", applicationPlatform: "external", applicantCount: 0, steps: steps(0, 0) });
    serve(listOf(jobList([external])));
    renderWithUser(<OpenJobsWaiting waitingCandidatesHref={hrefOf} createJobHref={null} />);
    expect(await screen.findByRole("link", { name: /Finance Associate/ })).toHaveTextContent("Candidates apply on an external site");
  });

  it("says when only the newest open jobs are shown", async () => {
    serve(listOf(jobList([backend, designer], { nextCursor: "next", counts: { all: 30, draft: 2, published: 25, closed: 3 } })));
    renderWithUser(<OpenJobsWaiting waitingCandidatesHref={hrefOf} createJobHref={null} />);
    expect(await screen.findByText(/The 2 newest of 25 open jobs/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "See them all" })).toHaveAttribute("href", "/job-post?status=published");
  });

  it("offers to post a job when there is no open job and the caller may post one", async () => {
    serve(listOf(jobList([])));
    renderWithUser(<OpenJobsWaiting waitingCandidatesHref={hrefOf} createJobHref="/jobs/create" />);
    expect(await screen.findByText("No open jobs")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Post a job" })).toHaveAttribute("href", "/jobs/create");
  });

  it("offers nothing to post for a caller without the right", async () => {
    serve(listOf(jobList([])));
    renderWithUser(<OpenJobsWaiting waitingCandidatesHref={hrefOf} createJobHref={null} />);
    expect(await screen.findByText("No open jobs")).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Post a job" })).not.toBeInTheDocument();
  });

  it("shows the error and loads again on request", async () => {
    let fail = true;
    serve(() => (fail ? HttpResponse.json(apiErrorBody("The service is busy", "SERVICE_UNAVAILABLE"), { status: 503 }) : HttpResponse.json({ result: jobList([backend]) })));
    const { user } = renderWithUser(<OpenJobsWaiting waitingCandidatesHref={hrefOf} createJobHref={null} />);
    expect(await screen.findByRole("alert")).toHaveTextContent("The service is busy");
    fail = false;
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("list", { name: "Open jobs" })).toHaveTextContent("Senior Backend Engineer");
  });
});
