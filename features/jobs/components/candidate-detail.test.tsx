import "@/tests/ui/browser-polyfills";
import { screen, waitFor, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { apiErrorBody, renderWithUser } from "@/tests/ui/render-with-user";
import type { CandidateDetail as Candidate } from "../api/get-candidate";
import { CandidateDetail } from "./candidate-detail";
import { CandidateRow } from "./candidate-row";

const router = { push: vi.fn(), replace: vi.fn(), prefetch: vi.fn(), back: vi.fn(), refresh: vi.fn() };
vi.mock("next/navigation", () => ({ useRouter: () => router, usePathname: () => "/job-post" }));

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
beforeEach(() => router.push.mockClear());
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const JOB_ID = "00000000-0000-4000-8000-000000000777";
const SARI = "00000000-0000-4000-8000-00000000a001";
const PREVIOUS = "00000000-0000-4000-8000-00000000a000";
const NEXT = "00000000-0000-4000-8000-00000000a002";

const sari: Candidate = {
  id: SARI,
  name: "Sari Wulandari",
  email: "sari@example.com",
  phone: "+62 812 3456 7890",
  status: "notProcessed",
  source: "applicant",
  appliedAt: "2026-11-05T03:00:00.000Z",
  portfolioUrl: "https://sari.example.com",
  hasCv: true,
  cvFileName: "Sari CV.pdf",
  experienceLevel: 5,
  experienceLevelLabel: "1-3 Years of Experience",
  university: "Universitas Indonesia",
  major: "Computer Science",
  gpa: 3.5,
  skills: ["React", "TypeScript"],
  recruitmentStep: { id: "notProcessed", name: "CV Screening", type: "notProcessed" },
  answers: [
    { questionId: "q1", question: "Which stacks?", type: "checkbox", answer: { kind: "options", options: ["React", "Svelte"] } },
    { questionId: "q2", question: "Years of React?", type: "numeric", answer: { kind: "number", value: 1500.5 } },
    { questionId: "q3", question: "Earliest start date", type: "date", answer: { kind: "date", date: "2026-05-04" } },
    { questionId: "q4", question: "Tell us about a project", type: "longText", answer: { kind: "text", text: "I rebuilt the checkout." } },
    { questionId: "q5", question: "Anything else?", type: "shortText", answer: null },
  ],
  job: { id: JOB_ID, role: "Frontend Engineer", status: "published" },
  previousApplicationId: PREVIOUS,
  nextApplicationId: NEXT,
};

const bare: Candidate = {
  ...sari,
  id: NEXT,
  name: "Budi Santoso",
  phone: null,
  status: "accepted",
  portfolioUrl: "javascript:alert(1)",
  hasCv: false,
  cvFileName: null,
  experienceLevel: null,
  experienceLevelLabel: null,
  university: null,
  major: null,
  gpa: null,
  skills: [],
  recruitmentStep: { id: "accepted", name: "CV Shortlisted", type: "accepted" },
  answers: [],
  previousApplicationId: null,
  nextApplicationId: null,
};

function serve(byId: Record<string, Candidate | { status: number; code: string; message: string }>) {
  const asked: string[] = [];
  server.use(
    http.get(`*/api/v1/job-portal/job/${JOB_ID}/candidates/:applicationId`, ({ params }) => {
      const id = String(params.applicationId);
      asked.push(id);
      const entry = byId[id] ?? { status: 404, code: "APPLICATION_NOT_FOUND", message: "Applicant not found" };
      if ("code" in entry) return HttpResponse.json(apiErrorBody(entry.message, entry.code), { status: entry.status });
      return HttpResponse.json({ result: entry });
    }),
  );
  return asked;
}

const section = (name: string) => screen.getByRole("region", { name });

describe("CandidateDetail", () => {
  it("shows the applicant's step, status, contact, profile, answers and CV", async () => {
    serve({ [SARI]: sari, [PREVIOUS]: { ...bare, id: PREVIOUS }, [NEXT]: bare });
    renderWithUser(<CandidateDetail jobId={JOB_ID} applicationId={SARI} />);
    expect(screen.getByRole("status")).toHaveTextContent("Loading...");

    expect(await screen.findByRole("heading", { level: 1, name: "Sari Wulandari" })).toBeInTheDocument();
    expect(screen.getByText("Frontend Engineer")).toBeInTheDocument();
    expect(screen.getByText("CV Screening")).toBeInTheDocument();
    expect(screen.getByText("Pending")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "sari@example.com" })).toHaveAttribute("href", "mailto:sari@example.com");
    expect(screen.getByRole("link", { name: "+62 812 3456 7890" })).toHaveAttribute("href", "tel:+6281234567890");
    expect(screen.getByText("Applied 05 Nov 2026 · Applied on the careers page")).toBeInTheDocument();

    const education = section("Education and experience");
    expect(within(education).getByText("1-3 Years of Experience")).toBeInTheDocument();
    expect(within(education).getByText("Universitas Indonesia")).toBeInTheDocument();
    expect(within(education).getByText("Computer Science")).toBeInTheDocument();
    expect(within(education).getByText("3.50")).toBeInTheDocument();
    expect(within(section("Skills")).getAllByRole("listitem").map((item) => item.textContent)).toEqual(["React", "TypeScript"]);
    const portfolio = within(section("Portfolio")).getByRole("link", { name: /sari\.example\.com/ });
    expect(portfolio).toHaveAttribute("href", "https://sari.example.com");
    expect(portfolio).toHaveAttribute("target", "_blank");

    const answers = section("Pre-screening answers");
    const answerOf = (question: string) => within(answers).getByText(question).nextElementSibling as HTMLElement;
    expect(within(answerOf("Which stacks?")).getAllByRole("listitem").map((item) => item.textContent)).toEqual(["React", "Svelte"]);
    expect(answerOf("Years of React?")).toHaveTextContent("1,500.5");
    expect(answerOf("Earliest start date")).toHaveTextContent("04 May 2026");
    expect(answerOf("Tell us about a project")).toHaveTextContent("I rebuilt the checkout.");
    expect(answerOf("Anything else?")).toHaveTextContent("Not answered");

    const cv = section("CV");
    const cvUrl = `/api/v1/job-portal/job/${JOB_ID}/candidates/${SARI}/cv`;
    expect(within(cv).getByTitle("CV of Sari Wulandari")).toHaveAttribute("src", cvUrl);
    const open = within(cv).getByRole("link", { name: "Open CV in a new tab" });
    expect(open).toHaveAttribute("href", cvUrl);
    expect(open).toHaveAttribute("target", "_blank");

    const navigation = screen.getByRole("navigation", { name: "Applicants in this step" });
    expect(within(navigation).getByRole("link", { name: "Previous applicant" })).toHaveAttribute("href", `/job-post/${JOB_ID}/candidates/${PREVIOUS}`);
    expect(within(navigation).getByRole("link", { name: "Next applicant" })).toHaveAttribute("href", `/job-post/${JOB_ID}/candidates/${NEXT}`);
  });

  it("says what is missing: no CV, no skills, no questions, no portfolio link for a non-web address, no neighbours", async () => {
    serve({ [NEXT]: bare });
    renderWithUser(<CandidateDetail jobId={JOB_ID} applicationId={NEXT} />);
    expect(await screen.findByRole("heading", { level: 1, name: "Budi Santoso" })).toBeInTheDocument();
    expect(screen.getByText("Shortlisted")).toBeInTheDocument();
    expect(within(section("CV")).getByText("No CV")).toBeInTheDocument();
    expect(screen.queryByTitle(/CV of/)).not.toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Open CV in a new tab" })).not.toBeInTheDocument();
    expect(within(section("Skills")).getByText("No skills listed")).toBeInTheDocument();
    expect(within(section("Portfolio")).queryByRole("link")).not.toBeInTheDocument();
    expect(within(section("Portfolio")).getByText("No portfolio")).toBeInTheDocument();
    expect(within(section("Education and experience")).getAllByText("Not provided")).toHaveLength(4);
    expect(within(section("Pre-screening answers")).getByText("This job asks no pre-screening questions.")).toBeInTheDocument();
    expect(screen.getAllByRole("link").filter((link) => link.getAttribute("href")?.startsWith("tel:"))).toEqual([]);
    expect(screen.queryByRole("link", { name: /applicant$/ })).not.toBeInTheDocument();
    const navigation = screen.getByRole("navigation", { name: "Applicants in this step" });
    expect(within(navigation).queryAllByRole("link")).toEqual([]);
    expect(navigation).toHaveTextContent("no previous applicant in this step");
    expect(navigation).toHaveTextContent("no next applicant in this step");
  });

  it("opens the next applicant on J and the previous on K, and has them ready", async () => {
    const asked = serve({ [SARI]: sari, [PREVIOUS]: { ...bare, id: PREVIOUS }, [NEXT]: bare });
    const { user } = renderWithUser(<CandidateDetail jobId={JOB_ID} applicationId={SARI} />);
    await screen.findByRole("heading", { level: 1, name: "Sari Wulandari" });
    await waitFor(() => expect(asked).toEqual(expect.arrayContaining([PREVIOUS, NEXT])));

    await user.keyboard("j");
    expect(router.push).toHaveBeenLastCalledWith(`/job-post/${JOB_ID}/candidates/${NEXT}`);
    await user.keyboard("K");
    expect(router.push).toHaveBeenLastCalledWith(`/job-post/${JOB_ID}/candidates/${PREVIOUS}`);
    await user.keyboard("{Control>}j{/Control}");
    expect(router.push).toHaveBeenCalledTimes(2);
  });

  it("leaves J and K to a field being typed in", async () => {
    serve({ [SARI]: sari, [PREVIOUS]: { ...bare, id: PREVIOUS }, [NEXT]: bare });
    const { user } = renderWithUser(
      <>
        <label>
          Note <input />
        </label>
        <CandidateDetail jobId={JOB_ID} applicationId={SARI} />
      </>,
    );
    await screen.findByRole("heading", { level: 1, name: "Sari Wulandari" });
    await user.type(screen.getByRole("textbox", { name: "Note" }), "jk");
    expect(screen.getByRole("textbox", { name: "Note" })).toHaveValue("jk");
    expect(router.push).not.toHaveBeenCalled();
  });

  it("does nothing on J or K without a neighbour", async () => {
    serve({ [NEXT]: bare });
    const { user } = renderWithUser(<CandidateDetail jobId={JOB_ID} applicationId={NEXT} />);
    await screen.findByRole("heading", { level: 1, name: "Budi Santoso" });
    await user.keyboard("jk");
    expect(router.push).not.toHaveBeenCalled();
  });

  it("says the applicant is not found on a 404", async () => {
    serve({});
    renderWithUser(<CandidateDetail jobId={JOB_ID} applicationId={SARI} />);
    expect(await screen.findByText("Applicant not found")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to Candidates" })).toHaveAttribute("href", `/job-post/${JOB_ID}/candidates`);
  });

  it("shows the denied message on a 403", async () => {
    serve({ [SARI]: { status: 403, code: "PERMISSION_DENIED", message: "You do not have permission to do this" } });
    renderWithUser(<CandidateDetail jobId={JOB_ID} applicationId={SARI} />);
    expect(await screen.findByText("You don’t have access to this page")).toBeInTheDocument();
    expect(screen.queryByText("Sari Wulandari")).not.toBeInTheDocument();
  });

  it("shows other failures with the error id and tries again", async () => {
    serve({ [SARI]: { status: 500, code: "INTERNAL_ERROR", message: "Something broke" } });
    const { user } = renderWithUser(<CandidateDetail jobId={JOB_ID} applicationId={SARI} />);
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Something broke (req-123)");
    serve({ [SARI]: sari, [PREVIOUS]: { ...bare, id: PREVIOUS }, [NEXT]: bare });
    await user.click(within(alert).getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Sari Wulandari" })).toBeInTheDocument();
  });
});

describe("CandidateRow", () => {
  it("links the applicant's name to their page", () => {
    const { id, name, email, phone, status, source, appliedAt, hasCv, portfolioUrl } = sari;
    renderWithUser(
      <ul>
        <CandidateRow jobId={JOB_ID} candidate={{ id, name, email, phone, status, source, appliedAt, hasCv, portfolioUrl, recruitmentStepId: "notProcessed" }} />
      </ul>,
    );
    expect(screen.getByRole("link", { name: "Sari Wulandari" })).toHaveAttribute("href", `/job-post/${JOB_ID}/candidates/${SARI}`);
  });
});
