import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { jobPipeline, submittedTest, waitingJob } from "../testing/home-attention-fixtures";
import { OpenJobPipelines } from "./open-job-pipelines";
import { TechTestsToReview } from "./tech-tests-to-review";
import { WaitingApplicants } from "./waiting-applicants";

const hrefOf = (job: { jobId: string; stepId: string }) => `/job-post/${job.jobId}/candidates?view=list&recruitmentStepId=${job.stepId}`;

describe("WaitingApplicants", () => {
  it("lists each job's waiting applicants with the oldest wait, marking in words a job past the reminder's days", () => {
    const fresh = waitingJob({ jobId: "22222222-2222-4222-8222-222222222222", role: "Product Designer", waitingCount: 1, overdueCount: 0, oldestWaitMs: 3 * 60 * 60 * 1000, overdue: false });
    render(<WaitingApplicants waiting={{ docs: [waitingJob(), fresh], total: 2, applicantCount: 7, overdueJobCount: 1 }} reminderDays={3} hrefOf={hrefOf} />);

    const section = screen.getByRole("region", { name: "Applicants waiting for review" });
    expect(section).toHaveAccessibleDescription(/still Pending/);
    expect(within(section).getByTestId("waiting-summary")).toHaveTextContent("7 applicants waiting in 2 jobs; 1 job with someone waiting over 3 days");
    const rows = within(within(section).getByRole("list", { name: "Jobs with applicants waiting" })).getAllByRole("link");
    expect(rows[0]).toHaveTextContent("Senior Backend Engineer");
    expect(rows[0]).toHaveTextContent("The oldest has waited 5 days");
    expect(within(rows[0]!).getByTestId("overdue")).toHaveTextContent("2 applicants waiting over 3 days");
    expect(within(rows[0]!).getByTestId("waiting-count")).toHaveTextContent("6");
    expect(rows[0]).toHaveAttribute("href", hrefOf(waitingJob()));
    expect(rows[1]).toHaveTextContent("The oldest has waited 3 hours");
    expect(within(rows[1]!).queryByTestId("overdue")).not.toBeInTheDocument();
    expect(screen.queryByText(/Showing/)).not.toBeInTheDocument();
  });

  it("says how many jobs the list leaves out", () => {
    render(<WaitingApplicants waiting={{ docs: [waitingJob()], total: 4, applicantCount: 12, overdueJobCount: 0 }} reminderDays={3} hrefOf={hrefOf} />);
    expect(screen.getByText("Showing 1 of 4 jobs, the longest waits first.")).toBeInTheDocument();
    expect(screen.getByTestId("waiting-summary")).toHaveTextContent(/^12 applicants waiting in 4 jobs$/);
  });

  it("says no one is waiting when nobody is", () => {
    render(<WaitingApplicants waiting={{ docs: [], total: 0, applicantCount: 0, overdueJobCount: 0 }} reminderDays={3} hrefOf={hrefOf} />);
    expect(screen.getByText("No one is waiting")).toBeInTheDocument();
    expect(screen.queryByRole("list")).not.toBeInTheDocument();
  });
});

describe("TechTestsToReview", () => {
  it("links each submitted case study to the applicant's page with how long ago it came in", () => {
    render(<TechTestsToReview techTests={{ docs: [submittedTest(), submittedTest({ applicationId: "44444444-4444-4444-8444-444444444444", applicantName: "Rina", waitMs: 2 * 24 * 60 * 60 * 1000 })], total: 3 }} />);
    const links = within(screen.getByRole("list", { name: "Submitted tech tests" })).getAllByRole("link");
    expect(links[0]).toHaveTextContent("Teguh Santoso");
    expect(links[0]).toHaveTextContent("Senior Backend Engineer · Coding Case Study");
    expect(links[0]).toHaveTextContent("Submitted 6 hours ago");
    expect(links[0]).toHaveAttribute("href", "/job-post/11111111-1111-4111-8111-111111111111/candidates/33333333-3333-4333-8333-333333333333");
    expect(links[1]).toHaveTextContent("Submitted 2 days ago");
    expect(screen.getByText("Showing 2 of 3 tech tests, the oldest first.")).toBeInTheDocument();
  });

  it("says when every submission has had a decision", () => {
    render(<TechTestsToReview techTests={{ docs: [], total: 0 }} />);
    expect(screen.getByRole("region", { name: "Tech tests to review" })).toHaveTextContent("No tech tests to review");
  });
});

describe("OpenJobPipelines", () => {
  it("shows each job's applicants per step in the job's order, its name linking to the candidates board", () => {
    render(<OpenJobPipelines pipelines={{ docs: [jobPipeline()], total: 1 }} createJobHref={null} />);
    const board = screen.getByRole("link", { name: "Senior Backend Engineer: open the candidates board" });
    expect(board).toHaveAttribute("href", "/job-post/11111111-1111-4111-8111-111111111111/candidates");
    expect(screen.getByRole("heading", { level: 3, name: /Senior Backend Engineer/ })).toBeInTheDocument();
    const steps = within(screen.getByRole("list", { name: "Applicants per step of Senior Backend Engineer" })).getAllByRole("listitem");
    expect(steps.map((step) => step.textContent)).toEqual(["CV Screening6", "CV Shortlisted1", "Coding Case Study2", "Rejected0"]);
    expect(screen.getByText("9 applicants")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "All open jobs" })).toHaveAttribute("href", "/job-post?status=published");
  });

  it("offers to post a job when there is none open and the member may post", () => {
    const { rerender } = render(<OpenJobPipelines pipelines={{ docs: [], total: 0 }} createJobHref="/job-post/create" />);
    expect(screen.getByText("No open jobs")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Post a job" })).toHaveAttribute("href", "/job-post/create");
    rerender(<OpenJobPipelines pipelines={{ docs: [], total: 0 }} createJobHref={null} />);
    expect(screen.queryByRole("link", { name: "Post a job" })).not.toBeInTheDocument();
  });
});
