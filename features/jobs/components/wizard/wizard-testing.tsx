import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { Toaster } from "@/components/ui/toast";
import { jobDraftFieldsSchema, jobSchema, type Job } from "@/server/modules/jobs/jobs-schemas";
import { JobWizard, type JobWizardProps } from "./job-wizard";

/** Test support for the wizard's component tests: a job as the API answers it and an in-memory job API. */

export const JOB_ID = "7b0c3a52-8c1e-4a55-9d57-2f4d8e6a1c11";
const COMPANY_ID = "0e6f5f3c-2c7b-4a0c-9a57-8a3b3c1d2e4f";

type StepLike = Job["recruitmentSteps"][number] | Omit<Job["recruitmentSteps"][number], "position" | "applicantCount" | "id"> & { id?: string };

function storedSteps(steps: StepLike[]): Job["recruitmentSteps"] {
  return steps.map((step, position) => ({
    ...step,
    id: step.id ?? `${step.type}-${crypto.randomUUID()}`,
    position,
    applicantCount: "applicantCount" in step ? step.applicantCount : 0,
  }));
}

/** A job as GET /v1/job-portal/job/{id} answers it: the defaults of spec 3 unless overridden. */
export function jobFixture(overrides: Partial<Omit<Job, "recruitmentSteps">> & { recruitmentSteps?: StepLike[] } = {}): Job {
  const draft = jobDraftFieldsSchema.parse({});
  const { recruitmentSteps, ...rest } = overrides;
  return jobSchema.parse({
    ...draft,
    id: JOB_ID,
    companyId: COMPANY_ID,
    status: "draft",
    published: false,
    slug: "job",
    salaryHidden: false,
    applicantCount: 0,
    canEdit: true,
    createdBy: null,
    createdAt: "2026-11-20T02:00:00.000Z",
    updatedAt: "2026-11-20T02:00:00.000Z",
    publishedAt: null,
    closedAt: null,
    ...rest,
    recruitmentSteps: storedSteps(recruitmentSteps ?? draft.recruitmentSteps),
  });
}

export type Recorded = { method: string; path: string; body: Record<string, unknown> | null };

/**
 * The job API of the wizard, in memory: it stores what is sent and answers like the real one
 * (new steps get ids). `requests` lists every call in order.
 */
export function fakeJobApi(initial: Job | null = null) {
  const state = { job: initial, requests: [] as Recorded[] };
  const store = (body: Record<string, unknown>) => {
    const base = state.job ?? jobFixture();
    const { recruitmentSteps, ...fields } = body as Partial<Job> & { recruitmentSteps?: StepLike[] };
    state.job = { ...base, ...fields, recruitmentSteps: recruitmentSteps ? storedSteps(recruitmentSteps) : base.recruitmentSteps };
    return state.job;
  };
  const record = async (request: Request, path: string) => {
    const text = request.method === "GET" || request.method === "DELETE" ? "" : await request.text();
    state.requests.push({ method: request.method, path, body: text ? (JSON.parse(text) as Record<string, unknown>) : null });
  };
  const handlers = [
    http.post("*/api/v1/job-portal/job", async ({ request }) => {
      await record(request, "/job");
      return HttpResponse.json({ result: store(state.requests.at(-1)?.body ?? {}) }, { status: 201 });
    }),
    http.get("*/api/v1/job-portal/job/:id", async ({ request }) => {
      await record(request, "/job/:id");
      return state.job ? HttpResponse.json({ result: state.job }) : HttpResponse.json({ message: "Job not found", code: "NOT_FOUND", errorId: "req-1", data: { errors: [] } }, { status: 404 });
    }),
    http.patch("*/api/v1/job-portal/job/:id", async ({ request }) => {
      await record(request, "/job/:id");
      return HttpResponse.json({ result: store(state.requests.at(-1)?.body ?? {}) });
    }),
    http.delete("*/api/v1/job-portal/job/:id", async ({ request }) => {
      await record(request, "/job/:id");
      state.job = null;
      return HttpResponse.json({ result: { deleted: true } });
    }),
    http.post("*/api/v1/job-portal/job/:id/publish", async ({ request }) => {
      await record(request, "/job/:id/publish");
      state.job = { ...(state.job ?? jobFixture()), status: "published", published: true, publishedAt: "2026-11-22T02:00:00.000Z" };
      return HttpResponse.json({ result: state.job });
    }),
  ];
  const of = (method: string) => state.requests.filter((request) => request.method === method);
  return { state, handlers, of };
}

/** Renders the wizard with a fresh query client and the toaster. */
export function renderWizard(props: Partial<JobWizardProps> = {}, options: { advanceTimers?: (ms: number) => unknown } = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } } });
  const user = userEvent.setup({ delay: null, advanceTimers: options.advanceTimers });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <JobWizard jobId={null} alternateUrls={false} aiCriteria={false} {...props} />
      <Toaster />
    </QueryClientProvider>,
  );
  return { ...view, user, queryClient };
}
