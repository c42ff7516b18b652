import "@/tests/ui/browser-polyfills";
import { screen, waitFor, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { SCORE_DISCLAIMER } from "@/server/modules/ai-analyzer/ai-analyzer-contract";
import { apiErrorBody, renderWithUser } from "@/tests/ui/render-with-user";
import type { ApplicationAnalysis } from "../../api/get-application-analysis";
import { AiAnalysisPanel } from "./ai-analysis-panel";

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const JOB_ID = "00000000-0000-4000-8000-000000000777";
const APPLICATION_ID = "00000000-0000-4000-8000-00000000a001";
const URL = `*/api/v1/job-portal/job/${JOB_ID}/candidates/${APPLICATION_ID}/analysis`;

const analysis: ApplicationAnalysis = {
  score: 78,
  summary: "Strong match (78/100): meets 2 of 3 criteria.",
  provider: "local",
  analyzedAt: "2026-03-15T08:00:00.000Z",
  stale: false,
  criteria: [
    {
      criterion: "Skills: TypeScript, Kubernetes",
      weight: 3,
      score: 50,
      evidence: [{ source: "cv", text: "Wrote TypeScript every day." }],
      missing: ["No mention of Kubernetes"],
    },
    {
      criterion: "Has shipped a production payments service",
      weight: 5,
      score: 100,
      evidence: [
        { source: "answers", text: "Tell us about a project — I shipped the payments service." },
        { source: "profile", text: "Backend Engineer at Tokopedia (2022-01 to present)" },
      ],
      missing: [],
    },
    { criterion: "Education: GPA ≥ 3.5", weight: 2, score: 0, evidence: [], missing: ["GPA not given (minimum 3.5)"] },
  ],
};

function serve(get: () => Response | Promise<Response>, post?: () => Response | Promise<Response>) {
  const calls = { get: 0, post: 0 };
  server.use(
    http.get(URL, () => {
      calls.get += 1;
      return get();
    }),
    http.post(URL, () => {
      calls.post += 1;
      return post ? post() : HttpResponse.json(apiErrorBody("Unexpected", "UNEXPECTED"), { status: 500 });
    }),
  );
  return calls;
}

const ok = (result: ApplicationAnalysis) => () => HttpResponse.json({ result });

describe("AiAnalysisPanel", () => {
  it("shows the score, the statement that scores never decide alone, and each criterion's evidence and gaps", async () => {
    serve(ok(analysis));
    renderWithUser(<AiAnalysisPanel jobId={JOB_ID} applicationId={APPLICATION_ID} aiEnabled canManage={false} />);
    const panel = await screen.findByRole("region", { name: "AI analysis" });
    await within(panel).findByText("78");
    expect(within(panel).getByText("Strong match")).toBeInTheDocument();
    expect(within(panel).getByText(SCORE_DISCLAIMER)).toBeInTheDocument();
    expect(within(panel).getByText(analysis.summary)).toBeInTheDocument();

    const criteria = within(within(panel).getByRole("list", { name: "Criteria" })).getAllByRole("listitem").filter((item) => item.querySelector("h3"));
    expect(criteria).toHaveLength(3);
    const skills = criteria[0]!;
    expect(within(skills).getByRole("heading", { name: "Skills: TypeScript, Kubernetes" })).toBeInTheDocument();
    expect(skills).toHaveTextContent("50/100 · Weight 3");
    expect(within(skills).getByText("CV")).toBeInTheDocument();
    expect(within(skills).getByText("Wrote TypeScript every day.")).toBeInTheDocument();
    expect(within(skills).getByText("No mention of Kubernetes")).toBeInTheDocument();
    expect(within(criteria[1]!).getByText("Answers")).toBeInTheDocument();
    expect(within(criteria[1]!).getByText("Profile")).toBeInTheDocument();
    expect(within(criteria[2]!).getByText("No evidence found.")).toBeInTheDocument();
    expect(within(panel).getByText(/Scored on this server from the CV, answers and profile/)).toBeInTheDocument();
    // Viewers read; only editors re-analyze.
    expect(within(panel).queryByRole("button", { name: "Re-analyze" })).not.toBeInTheDocument();
  });

  it("renders nothing and asks nothing while the flag is off", async () => {
    const calls = serve(ok(analysis));
    const { container } = renderWithUser(<AiAnalysisPanel jobId={JOB_ID} applicationId={APPLICATION_ID} aiEnabled={false} canManage />);
    expect(container).toBeEmptyDOMElement();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(calls.get).toBe(0);
  });

  it("hides itself when the API says the flag was turned off", async () => {
    const calls = serve(() => HttpResponse.json(apiErrorBody("The AI candidate analyzer is not enabled for this company", "FEATURE_DISABLED"), { status: 404 }));
    const { container } = renderWithUser(<AiAnalysisPanel jobId={JOB_ID} applicationId={APPLICATION_ID} aiEnabled canManage />);
    await waitFor(() => expect(calls.get).toBe(1));
    await waitFor(() => expect(container).toBeEmptyDOMElement());
  });

  it("says it is analyzing while the first analysis runs", async () => {
    let release!: () => void;
    serve(() => new Promise<Response>((resolve) => (release = () => resolve(HttpResponse.json({ result: analysis })))));
    renderWithUser(<AiAnalysisPanel jobId={JOB_ID} applicationId={APPLICATION_ID} aiEnabled canManage />);
    expect(await screen.findByRole("status")).toHaveTextContent("Analyzing this applicant...");
    expect(screen.queryByRole("button", { name: "Re-analyze" })).not.toBeInTheDocument();
    release();
    expect(await screen.findByText("78")).toBeInTheDocument();
  });

  it("shows a failure with its error id and retries on request", async () => {
    let fail = true;
    serve(() => (fail ? HttpResponse.json(apiErrorBody("Something broke", "INTERNAL", { errorId: "req-9" }), { status: 500 }) : HttpResponse.json({ result: analysis })));
    const { user } = renderWithUser(<AiAnalysisPanel jobId={JOB_ID} applicationId={APPLICATION_ID} aiEnabled canManage={false} />);
    const alert = await screen.findByRole("alert", {}, { timeout: 5000 });
    expect(alert).toHaveTextContent("Something broke");
    expect(alert).toHaveTextContent("(req-9)");
    fail = false;
    await user.click(within(alert).getByRole("button", { name: "Try again" }));
    expect(await screen.findByText("78")).toBeInTheDocument();
  });

  it("tells a stale verdict apart and lets an editor re-analyze it", async () => {
    const calls = serve(ok({ ...analysis, stale: true }), () => HttpResponse.json({ result: { ...analysis, score: 64, summary: "Partial match (64/100): meets 1 of 2 criteria.", stale: false } }));
    const { user } = renderWithUser(<AiAnalysisPanel jobId={JOB_ID} applicationId={APPLICATION_ID} aiEnabled canManage />);
    expect(await screen.findByText(/changed since this analysis/)).toHaveTextContent("Re-analyze to bring it up to date.");
    await user.click(screen.getByRole("button", { name: "Re-analyze" }));
    expect(await screen.findByText("64")).toBeInTheDocument();
    expect(screen.getByText("Partial match")).toBeInTheDocument();
    expect(screen.queryByText(/changed since this analysis/)).not.toBeInTheDocument();
    expect(calls.post).toBe(1);
  });

  it("tells a viewer that an editor can re-analyze a stale verdict", async () => {
    serve(ok({ ...analysis, stale: true }));
    renderWithUser(<AiAnalysisPanel jobId={JOB_ID} applicationId={APPLICATION_ID} aiEnabled canManage={false} />);
    expect(await screen.findByText(/changed since this analysis/)).toHaveTextContent("An editor of this job can re-analyze it.");
  });

  it("keeps the verdict and shows why when re-analyzing fails", async () => {
    serve(ok(analysis), () => HttpResponse.json(apiErrorBody("You don't have manage access to Job Post. Ask your Admin for access", "PERMISSION_DENIED"), { status: 403 }));
    const { user } = renderWithUser(<AiAnalysisPanel jobId={JOB_ID} applicationId={APPLICATION_ID} aiEnabled canManage />);
    await user.click(await screen.findByRole("button", { name: "Re-analyze" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("You don't have manage access to Job Post");
    expect(screen.getByText("78")).toBeInTheDocument();
  });

  it("names the model that refined the summary", async () => {
    serve(ok({ ...analysis, provider: "openai-compatible:gpt-test" }));
    renderWithUser(<AiAnalysisPanel jobId={JOB_ID} applicationId={APPLICATION_ID} aiEnabled canManage={false} />);
    expect(await screen.findByText(/summary refined by gpt-test/)).toBeInTheDocument();
  });
});
