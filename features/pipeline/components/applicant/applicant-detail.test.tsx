import "@/tests/ui/browser-polyfills";
import { screen, waitFor, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { apiErrorBody, renderWithUser } from "@/tests/ui/render-with-user";
import type { CandidateDetail } from "../../api/get-applicant";
import type { TechTest } from "../../api/get-applicant-tech-tests";
import type { TimelineEntry } from "../../api/get-applicant-timeline";
import { undoAllPendingActions } from "../../stores/pending-actions";
import { ApplicantDetail } from "./applicant-detail";
import { bare, JOB_ID, NEXT, PREVIOUS, SARI, sari, STEPS, timelineEntry } from "../../testing/applicant-fixtures";

const router = { push: vi.fn(), replace: vi.fn(), prefetch: vi.fn(), back: vi.fn(), refresh: vi.fn() };
vi.mock("next/navigation", () => ({ useRouter: () => router, usePathname: () => "/job-post" }));

const server = setupServer(http.post("*/api/v1/job-portal/mixpanel/track", () => HttpResponse.json({ result: { ok: true } })));
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
beforeEach(() => router.push.mockClear());
afterEach(() => {
  undoAllPendingActions();
  server.resetHandlers();
});
afterAll(() => server.close());

const NOW = Date.parse("2026-11-05T05:00:00.000Z");
const LIST_QUERY = "view=list&recruitmentStepId=notProcessed&status=notProcessed&sortParam=gpa&sortDir=desc&page=2";

const HISTORY: TimelineEntry[] = [
  timelineEntry({
    id: "e3",
    type: "statusChanged",
    createdAt: "2026-11-05T04:55:00.000Z",
    data: { decision: "moveToStep", fromStatus: "rejected", toStatus: "notProcessed", fromStep: { id: "rejected", name: "Rejected" }, toStep: { id: "notProcessed", name: "CV Screening" } },
  }),
  timelineEntry({ id: "e2", type: "emailSent", createdAt: "2026-11-05T04:00:00.000Z", data: { templateKey: "rejection", subject: "Your application", body: "Thank you for applying." } }),
  timelineEntry({ id: "e1", type: "applied", actor: "candidate", actorName: null, createdAt: "2026-11-03T05:00:00.000Z", data: { source: "applicant" } }),
];

type Failure = { status: number; code: string; message: string };

function serve(byId: Record<string, CandidateDetail | Failure>, timeline: TimelineEntry[] = HISTORY, techTests: TechTest[] = []) {
  const asked: { id: string; search: string }[] = [];
  const notes: unknown[] = [];
  server.use(
    http.get(`*/api/v1/job-portal/job/${JOB_ID}/candidates/:applicationId`, ({ params, request }) => {
      const id = String(params.applicationId);
      asked.push({ id, search: new URL(request.url).search });
      const entry = byId[id] ?? { status: 404, code: "APPLICATION_NOT_FOUND", message: "Applicant not found" };
      if ("code" in entry) return HttpResponse.json(apiErrorBody(entry.message, entry.code), { status: entry.status });
      return HttpResponse.json({ result: entry });
    }),
    http.get(`*/api/v1/job-portal/job/${JOB_ID}/candidates/:applicationId/timeline`, () => HttpResponse.json({ result: { docs: timeline, nextCursor: null } })),
    http.get(`*/api/v1/job-portal/job/${JOB_ID}/candidates/:applicationId/tech-tests`, () => HttpResponse.json({ result: { docs: techTests } })),
    http.get(`*/api/v1/job-portal/job/${JOB_ID}/candidates/:applicationId/scorecards`, () =>
      HttpResponse.json({
        result: {
          kit: { attributes: [], edited: false, canEdit: false },
          mine: null,
          scorecards: [],
          hiddenCount: 0,
          summary: { count: 0, recommendations: { strongNo: 0, no: 0, yes: 0, strongYes: 0 }, attributes: [] },
        },
      }),
    ),
    http.get(`*/api/v1/job-portal/job/${JOB_ID}/candidates/:applicationId/interviews`, () => HttpResponse.json({ result: { docs: [] } })),
    http.post(`*/api/v1/job-portal/job/${JOB_ID}/candidates/:applicationId/notes`, async ({ request }) => {
      const body = (await request.json()) as { body: string; requestId: string };
      notes.push(body);
      const entry = timelineEntry({ id: `note-${notes.length}`, type: "noteAdded", createdAt: new Date(NOW).toISOString(), data: { body: body.body } });
      timeline = [entry, ...timeline];
      return HttpResponse.json({ result: entry }, { status: 201 });
    }),
  );
  return { asked, notes };
}

const section = (name: string) => screen.getByRole("region", { name });
const neighbours = { [SARI]: sari, [PREVIOUS]: { ...bare, id: PREVIOUS }, [NEXT]: bare };

describe("ApplicantDetail", { timeout: 20_000 }, () => {
  it("shows the applicant's step, status, contact, profile, education, answers and CV", async () => {
    serve(neighbours);
    renderWithUser(<ApplicantDetail jobId={JOB_ID} applicationId={SARI} now={NOW} />);
    expect(screen.getByRole("status")).toHaveTextContent("Loading...");

    expect(await screen.findByRole("heading", { level: 1, name: "Sari Wulandari" })).toBeInTheDocument();
    expect(screen.getByText("Frontend Engineer", { selector: "p" })).toBeInTheDocument();
    expect(screen.getByText("Step:").parentElement).toHaveTextContent("CV Screening");
    expect(screen.getByText("Status:").parentElement).toHaveTextContent("Pending");
    expect(screen.getByRole("link", { name: "sari@example.com" })).toHaveAttribute("href", "mailto:sari@example.com");
    expect(screen.getByRole("link", { name: "+62 812 3456 7890" })).toHaveAttribute("href", "tel:+6281234567890");
    expect(screen.getByText("Applied 05 Nov 2026 · Applied on the careers page")).toBeInTheDocument();

    const profile = section("Profile");
    const fact = (scope: HTMLElement, label: string) => within(scope).getByText(label).nextElementSibling as HTMLElement;
    expect(fact(profile, "Gender")).toHaveTextContent("Female");
    expect(fact(profile, "Age")).toHaveTextContent("27 years (born 04 May 1999)");
    expect(fact(profile, "City")).toHaveTextContent("Jakarta");
    expect(fact(profile, "Expected salary")).toHaveTextContent("Rp 15.000.000 a month");
    expect(fact(profile, "TOEFL score")).toHaveTextContent("600");
    expect(fact(profile, "Rank")).toHaveTextContent("Top 5%");
    expect(fact(profile, "Traits")).toHaveTextContent("Ambitious");
    expect(within(profile).getByRole("link", { name: /linkedin\.com\/in\/sari/ })).toHaveAttribute("href", "https://www.linkedin.com/in/sari");

    const education = section("Education and experience");
    expect(fact(education, "Experience")).toHaveTextContent("1-3 Years of Experience");
    expect(fact(education, "University")).toHaveTextContent("Universitas Indonesia");
    expect(fact(education, "GPA")).toHaveTextContent("3.50");
    expect(fact(education, "School type")).toHaveTextContent("Top Reputation");
    expect(fact(education, "Company types")).toHaveTextContent("Tech");
    expect(within(education).getByText("Bachelor · Computer Science · 2017 – 2021 · GPA 3.50")).toBeInTheDocument();
    expect(within(education).getByText("Frontend Engineer at Tokopedia")).toBeInTheDocument();
    expect(within(education).getByText("Aug 2021 – Present · Tech")).toBeInTheDocument();
    expect(within(education).getByText("Built the checkout.")).toBeInTheDocument();

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
    expect(within(cv).getByRole("link", { name: "Open CV in a new tab" })).toHaveAttribute("href", cvUrl);
  });

  it("says what is missing: no CV, no skills, no questions, no links for non-web addresses, no neighbours", async () => {
    serve({ [NEXT]: bare });
    renderWithUser(<ApplicantDetail jobId={JOB_ID} applicationId={NEXT} now={NOW} />);
    expect(await screen.findByRole("heading", { level: 1, name: "Budi Santoso" })).toBeInTheDocument();
    expect(screen.getByText("Status:").parentElement).toHaveTextContent("Shortlisted");
    expect(within(section("CV")).getByText("No CV")).toBeInTheDocument();
    expect(screen.queryByTitle(/CV of/)).not.toBeInTheDocument();
    expect(within(section("Skills")).getByText("No skills listed")).toBeInTheDocument();
    expect(within(section("Portfolio")).queryByRole("link")).not.toBeInTheDocument();
    expect(within(section("Portfolio")).getByText("No portfolio")).toBeInTheDocument();
    expect(within(section("Profile")).getAllByText("Not provided")).toHaveLength(8);
    expect(within(section("Education and experience")).getAllByText("Not provided")).toHaveLength(6);
    expect(within(section("Education and experience")).queryByRole("list")).not.toBeInTheDocument();
    expect(within(section("Pre-screening answers")).getByText("This job asks no pre-screening questions.")).toBeInTheDocument();
    const navigation = screen.getByRole("navigation", { name: "Previous and next applicant" });
    expect(within(navigation).queryAllByRole("link")).toEqual([]);
    expect(navigation).toHaveTextContent("no previous applicant in this list");
    expect(navigation).toHaveTextContent("no next applicant in this list");
  });

  it("asks for the neighbours in the candidates list's filter and keeps its query on every way on", async () => {
    const { asked } = serve(neighbours);
    const { user } = renderWithUser(<ApplicantDetail jobId={JOB_ID} applicationId={SARI} listQuery={LIST_QUERY} now={NOW} />);
    await screen.findByRole("heading", { level: 1, name: "Sari Wulandari" });
    // Only the filter and sort reach the API, in a stable order; the view and page do not choose neighbours.
    expect(asked[0]).toEqual({ id: SARI, search: "?recruitmentStepId=notProcessed&status=notProcessed&sortParam=gpa&sortDir=desc" });
    await waitFor(() => expect(asked.map((entry) => entry.id)).toEqual(expect.arrayContaining([PREVIOUS, NEXT])));

    const navigation = screen.getByRole("navigation", { name: "Previous and next applicant" });
    expect(within(navigation).getByRole("link", { name: "Previous applicant" })).toHaveAttribute("href", `/job-post/${JOB_ID}/candidates/${PREVIOUS}?${LIST_QUERY}`);
    expect(within(navigation).getByRole("link", { name: "Next applicant" })).toHaveAttribute("href", `/job-post/${JOB_ID}/candidates/${NEXT}?${LIST_QUERY}`);

    await user.keyboard("j");
    expect(router.push).toHaveBeenLastCalledWith(`/job-post/${JOB_ID}/candidates/${NEXT}?${LIST_QUERY}`);
    await user.keyboard("K");
    expect(router.push).toHaveBeenLastCalledWith(`/job-post/${JOB_ID}/candidates/${PREVIOUS}?${LIST_QUERY}`);
    await user.keyboard("{Control>}j{/Control}");
    expect(router.push).toHaveBeenCalledTimes(2);
  });

  it("still shows the applicant when the API refuses the list's query, with neighbours in the default order", async () => {
    const { asked } = serve(neighbours);
    server.use(
      http.get(`*/api/v1/job-portal/job/${JOB_ID}/candidates/${SARI}`, ({ request }) => {
        const search = new URL(request.url).search;
        asked.push({ id: SARI, search });
        if (search) return HttpResponse.json(apiErrorBody("Invalid query: sortParam", "VALIDATION_FAILED", { errors: [{ field: "sortParam", message: "Invalid option" }] }), { status: 422 });
        return HttpResponse.json({ result: sari });
      }),
    );
    renderWithUser(<ApplicantDetail jobId={JOB_ID} applicationId={SARI} listQuery="sortParam=aiScore" now={NOW} />);
    expect(await screen.findByRole("heading", { level: 1, name: "Sari Wulandari" })).toBeInTheDocument();
    expect(asked.filter((entry) => entry.id === SARI).map((entry) => entry.search)).toEqual(["?sortParam=aiScore", ""]);
  });

  it("leaves J and K to a note being typed, and does nothing without a neighbour", async () => {
    serve({ [NEXT]: { ...bare, canManage: true } });
    const { user } = renderWithUser(<ApplicantDetail jobId={JOB_ID} applicationId={NEXT} now={NOW} />);
    await screen.findByRole("heading", { level: 1, name: "Budi Santoso" });
    await user.keyboard("jk");
    const note = screen.getByRole("textbox", { name: "Add a note" });
    await user.type(note, "jk");
    expect(note).toHaveValue("jk");
    expect(router.push).not.toHaveBeenCalled();
  });

  it("shows the activity newest first, in sentences with who and when", async () => {
    serve(neighbours);
    renderWithUser(<ApplicantDetail jobId={JOB_ID} applicationId={SARI} now={NOW} />);
    const activity = within(await screen.findByRole("list", { name: "Activity" }));
    const items = activity.getAllByRole("listitem");
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent("Dewi Lestari moved Sari Wulandari to CV Screening");
    expect(items[0]).toHaveTextContent("5 minutes ago · 05 Nov 2026, 11:55 WIB");
    expect(items[0]).toHaveTextContent("Step: Rejected → CV Screening · Status: Rejected → Pending");
    expect(within(items[0]!).getByText(/5 minutes ago/).closest("time")).toHaveAttribute("dateTime", "2026-11-05T04:55:00.000Z");
    expect(items[1]).toHaveTextContent("Dewi Lestari emailed Sari Wulandari");
    expect(items[1]).toHaveTextContent("60 minutes ago");
    expect(within(items[1]!).getByText("Your application")).toBeInTheDocument();
    expect(within(items[1]!).getByText("Thank you for applying.")).toBeInTheDocument();
    expect(items[2]).toHaveTextContent("Sari Wulandari applied on the careers page");
    expect(items[2]).toHaveTextContent("2 days ago · 03 Nov 2026, 12:00 WIB");
  });

  it("counts a note's characters live up to 300 and posts it to the timeline", async () => {
    const { notes } = serve(neighbours);
    const { user } = renderWithUser(<ApplicantDetail jobId={JOB_ID} applicationId={SARI} now={NOW} />);
    const note = await screen.findByRole("textbox", { name: "Add a note" });
    expect(screen.getByText("0/300")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Add note" })).toBeDisabled();
    await user.type(note, "Strong portfolio");
    expect(note).toHaveAccessibleDescription("16/300");

    await user.click(screen.getByRole("button", { name: "Add note" }));
    await waitFor(() => expect(note).toHaveValue(""));
    expect(notes).toEqual([{ body: "Strong portfolio", requestId: expect.stringMatching(/^[0-9a-f-]{36}$/) }]);
    const first = within(screen.getByRole("list", { name: "Activity" })).getAllByRole("listitem")[0]!;
    expect(first).toHaveTextContent("Dewi Lestari added a note");
    expect(first).toHaveTextContent("Strong portfolio");
    expect(screen.getByText("0/300")).toBeInTheDocument();

    // The field takes 300 characters and no more.
    await user.click(note);
    await user.paste("x".repeat(320));
    expect(note).toHaveValue("x".repeat(300));
    expect(screen.getByText("300/300")).toBeInTheDocument();
  });

  it("shows why a note was refused and keeps the text", async () => {
    serve(neighbours);
    server.use(
      http.post(`*/api/v1/job-portal/job/${JOB_ID}/candidates/${SARI}/notes`, () =>
        HttpResponse.json(apiErrorBody("You do not have permission to do this", "PERMISSION_DENIED"), { status: 403 }),
      ),
    );
    const { user } = renderWithUser(<ApplicantDetail jobId={JOB_ID} applicationId={SARI} now={NOW} />);
    const note = await screen.findByRole("textbox", { name: "Add a note" });
    await user.type(note, "Call back on Monday");
    await user.click(screen.getByRole("button", { name: "Add note" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("You do not have permission to do this");
    expect(note).toHaveValue("Call back on Monday");
  });

  it("offers a viewer neither decisions nor notes", async () => {
    serve({ [SARI]: { ...sari, canManage: false }, [PREVIOUS]: { ...bare, id: PREVIOUS }, [NEXT]: bare });
    renderWithUser(<ApplicantDetail jobId={JOB_ID} applicationId={SARI} now={NOW} />);
    await screen.findByRole("list", { name: "Activity" });
    expect(screen.queryByRole("group", { name: "Decisions" })).not.toBeInTheDocument();
    expect(screen.queryByRole("textbox", { name: "Add a note" })).not.toBeInTheDocument();
  });

  it("opens the next applicant in the list once a decision is scheduled, and shows it pending with Undo", async () => {
    serve({ ...neighbours, [SARI]: { ...sari, nextApplicationId: null } });
    const first = renderWithUser(<ApplicantDetail jobId={JOB_ID} applicationId={SARI} listQuery={LIST_QUERY} now={NOW} />);
    await first.user.click(await screen.findByRole("button", { name: "Shortlist" }));
    // No next applicant: the page stays, saying what is about to happen.
    const pending = within(screen.getByRole("list", { name: "Pending decisions" }));
    expect(pending.getByText("Sari Wulandari shortlisted: applies in a few seconds (Z undoes)")).toBeInTheDocument();
    await first.user.click(pending.getByRole("button", { name: "Undo" }));
    expect(screen.queryByRole("list", { name: "Pending decisions" })).not.toBeInTheDocument();
    expect(router.push).not.toHaveBeenCalled();
    first.unmount();

    serve(neighbours);
    const { user } = renderWithUser(<ApplicantDetail jobId={JOB_ID} applicationId={SARI} listQuery={LIST_QUERY} now={NOW} />);
    await user.click(await screen.findByRole("button", { name: "Reject" }));
    expect(router.push).toHaveBeenCalledWith(`/job-post/${JOB_ID}/candidates/${NEXT}?${LIST_QUERY}`);
  });

  it("shows the tech tests and their submissions, and lets an editor send one when the job has a tech-test step", async () => {
    const submitted: TechTest = {
      id: "tt-1",
      status: "submitted",
      stepName: "Case Study",
      sentAt: "2026-11-01T03:00:00.000Z",
      confirmBy: "2026-11-04T03:00:00.000Z",
      confirmedAt: "2026-11-02T03:00:00.000Z",
      submitBy: "2026-11-04T03:00:00.000Z",
      submittedAt: "2026-11-03T03:00:00.000Z",
      startLimitHours: 72,
      durationHours: 48,
      submissionTypes: ["link", "document"],
      submissionLink: "https://github.com/sari/case-study",
      submissionFileName: null,
      hasDocument: false,
    };
    const withTechTest = { ...sari, steps: [...STEPS, { id: "techTest-1", name: "Case Study", type: "techTest" as const, action: "send-case-study" as const }] };
    serve({ ...neighbours, [SARI]: withTechTest }, HISTORY, [submitted]);
    renderWithUser(<ApplicantDetail jobId={JOB_ID} applicationId={SARI} now={NOW} />);
    const tests = await screen.findByRole("region", { name: "Tech tests" });
    expect(await within(tests).findByRole("link", { name: /github\.com\/sari\/case-study/ })).toBeInTheDocument();
    expect(within(tests).getByRole("button", { name: "Send tech test" })).toBeInTheDocument();
  });

  it("offers no tech test to send when the job has no tech-test step", async () => {
    serve(neighbours);
    renderWithUser(<ApplicantDetail jobId={JOB_ID} applicationId={SARI} now={NOW} />);
    const tests = await screen.findByRole("region", { name: "Tech tests" });
    expect(await within(tests).findByText(/No tech test sent yet/)).toBeInTheDocument();
    expect(within(tests).queryByRole("button", { name: "Send tech test" })).not.toBeInTheDocument();
  });

  it("shows the AI analysis only while the analyzer flag is on", async () => {
    serve(neighbours);
    let asked = 0;
    server.use(
      http.get(`*/api/v1/job-portal/job/${JOB_ID}/candidates/${SARI}/analysis`, () => {
        asked += 1;
        return HttpResponse.json({
          result: { score: 78, summary: "Strong match (78/100): meets 2 of 3 criteria.", provider: "local", analyzedAt: "2026-11-05T03:00:00.000Z", stale: false, criteria: [] },
        });
      }),
    );
    const { unmount } = renderWithUser(<ApplicantDetail jobId={JOB_ID} applicationId={SARI} now={NOW} />);
    await screen.findByRole("list", { name: "Activity" });
    expect(screen.queryByRole("region", { name: "AI analysis" })).not.toBeInTheDocument();
    expect(asked).toBe(0);
    unmount();

    renderWithUser(<ApplicantDetail jobId={JOB_ID} applicationId={SARI} aiEnabled now={NOW} />);
    const panel = await screen.findByRole("region", { name: "AI analysis" });
    expect(await within(panel).findByText("Strong match (78/100): meets 2 of 3 criteria.")).toBeInTheDocument();
  });

  it("emails the applicant without a decision, from the template that fits their step", async () => {
    serve({ ...neighbours, [SARI]: { ...sari, recruitmentStep: STEPS[3]!, status: "rejected", statusLabel: "Rejected" } });
    const sent: unknown[] = [];
    server.use(
      http.get("*/api/v1/job-portal/email-templates", () =>
        HttpResponse.json({ result: { docs: [{ key: "rejection", name: "Rejection", subject: "Your application", body: "Hi {{Talent Name}}", placeholders: ["Talent Name"], isCustom: false, updatedAt: null }] } }),
      ),
      http.post(`*/api/v1/job-portal/job/${JOB_ID}/candidates/emails/preview`, () => HttpResponse.json({ result: { subject: "Your application", body: "Hi Sari Wulandari", unknownPlaceholders: [] } })),
      http.post(`*/api/v1/job-portal/job/${JOB_ID}/candidates/emails`, async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ result: { queued: 1, skipped: 0 } });
      }),
    );
    const { user } = renderWithUser(<ApplicantDetail jobId={JOB_ID} applicationId={SARI} now={NOW} />);
    await user.click(await screen.findByRole("button", { name: "Email" }));
    const dialog = await screen.findByRole("dialog", { name: "Email the candidate" }, { timeout: 5_000 });
    expect(await within(dialog).findByRole("combobox", { name: "Template" })).toHaveValue("rejection");
    await user.click(within(dialog).getByRole("button", { name: "Send" }));
    await waitFor(() => expect(sent).toEqual([{ requestId: expect.any(String), applicationIds: [SARI], templateKey: "rejection", subject: "Your application", body: "Hi {{Talent Name}}" }]));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    // No decision was taken: nothing pending.
    expect(screen.queryByRole("list", { name: "Pending decisions" })).not.toBeInTheDocument();
  });

  it("says the applicant is not found on a 404", async () => {
    serve({});
    renderWithUser(<ApplicantDetail jobId={JOB_ID} applicationId={SARI} />);
    expect(await screen.findByText("Applicant not found")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to Candidates" })).toHaveAttribute("href", `/job-post/${JOB_ID}/candidates`);
  });

  it("shows the denied message on a 403", async () => {
    serve({ [SARI]: { status: 403, code: "PERMISSION_DENIED", message: "You do not have permission to do this" } });
    renderWithUser(<ApplicantDetail jobId={JOB_ID} applicationId={SARI} />);
    expect(await screen.findByText("You don’t have access to this page")).toBeInTheDocument();
    expect(screen.queryByText("Sari Wulandari")).not.toBeInTheDocument();
  });

  it("shows other failures with the error id and tries again", async () => {
    serve({ [SARI]: { status: 500, code: "INTERNAL_ERROR", message: "Something broke" } });
    const { user } = renderWithUser(<ApplicantDetail jobId={JOB_ID} applicationId={SARI} now={NOW} />);
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Something broke (req-123)");
    serve(neighbours);
    await user.click(within(alert).getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Sari Wulandari" })).toBeInTheDocument();
  });
});
