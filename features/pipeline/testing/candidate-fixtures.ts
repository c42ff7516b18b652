/**
 * Test helpers for the board and list: candidates as the API answers them, an in-memory
 * candidates API for MSW (filters by step, status, gender and text; keyset-like paging; decisions
 * that really move applicants), and a viewport for the virtualisers (jsdom lays nothing out).
 */
import { http, HttpResponse, type RequestHandler } from "msw";
import { STEP_ENTRY_STATUS } from "@/server/modules/jobs/jobs-contract";
import type { DecisionBody } from "@/server/modules/pipeline/pipeline-schemas";
import type { Candidate, CandidateStep } from "../api/get-candidates";

export const JOB_ID = "00000000-0000-4000-8000-000000000777";

export const applicationId = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;

export function candidate(overrides: Partial<Candidate> = {}): Candidate {
  return {
    id: applicationId(1),
    name: "Sari Wulandari",
    email: "sari@example.com",
    phone: "+6281234567890",
    status: "notProcessed",
    source: "applicant",
    appliedAt: "2026-11-05T03:00:00.000Z",
    statusChangedAt: "2026-11-05T03:00:00.000Z",
    recruitmentStepId: "notProcessed",
    hasCv: true,
    portfolioUrl: null,
    experienceLevel: 5,
    experienceLevelLabel: "1-3 Years of Experience",
    university: "Universitas Indonesia",
    major: "Computer Science",
    gpa: 3.65,
    gender: "female",
    age: 24,
    schoolType: "local",
    traits: [],
    rank: null,
    companyTypes: [],
    expectedSalary: null,
    toeflScore: null,
    techTestStatus: null,
    techTestDeadlineAt: null,
    techTestSubmittedAt: null,
    aiScore: null,
    ...overrides,
  };
}

export const STEPS: Omit<CandidateStep, "applicantCount" | "totalCount">[] = [
  { id: "notProcessed", name: "CV Screening", type: "notProcessed", action: "none" },
  { id: "custom-hr", name: "HR Interview", type: "custom", action: "none" },
  { id: "accepted", name: "CV Shortlisted", type: "accepted", action: "none" },
  { id: "rejected", name: "Rejected", type: "rejected", action: "none" },
];

type Asked = URLSearchParams;

/** The fake API's state and what it was asked, for assertions. */
export type FakeCandidatesApi = {
  candidates: Candidate[];
  asked: Asked[];
  decisions: DecisionBody[];
  handlers: RequestHandler[];
};

function matches(candidate: Candidate, params: URLSearchParams): boolean {
  const statuses = params.getAll("status");
  const genders = params.getAll("gender");
  const q = params.get("q")?.toLowerCase();
  return (
    (statuses.length === 0 || statuses.includes(candidate.status)) &&
    (genders.length === 0 || (candidate.gender !== null && genders.includes(candidate.gender))) &&
    (!q || candidate.name.toLowerCase().includes(q) || candidate.email.includes(q))
  );
}

/** An in-memory candidates API: GET the list (cursor = offset), POST decisions (which move applicants). */
export function fakeCandidatesApi(initial: Candidate[], options: { pageSize?: number; steps?: typeof STEPS } = {}): FakeCandidatesApi {
  const steps = options.steps ?? STEPS;
  const api: FakeCandidatesApi = { candidates: [...initial], asked: [], decisions: [], handlers: [] };
  api.handlers = [
    http.get(`*/api/v1/job-portal/job/${JOB_ID}/candidates`, ({ request }) => {
      const params = new URL(request.url).searchParams;
      api.asked.push(params);
      const stepId = params.get("recruitmentStepId");
      const matching = api.candidates.filter((each) => matches(each, params));
      const inStep = stepId ? matching.filter((each) => each.recruitmentStepId === stepId) : matching;
      const size = Number(params.get("limit") ?? options.pageSize ?? 20);
      const pageSize = Math.min(size, options.pageSize ?? size);
      const offset = Number(params.get("cursor") ?? 0);
      const docs = inStep.slice(offset, offset + pageSize);
      return HttpResponse.json({
        result: {
          docs,
          nextCursor: offset + pageSize < inStep.length ? String(offset + pageSize) : null,
          total: inStep.length,
          steps: steps.map((step) => ({
            ...step,
            applicantCount: matching.filter((each) => each.recruitmentStepId === step.id).length,
            totalCount: api.candidates.filter((each) => each.recruitmentStepId === step.id).length,
          })),
        },
      });
    }),
    http.post(`*/api/v1/job-portal/job/${JOB_ID}/candidates/decisions`, async ({ request }) => {
      const body = (await request.json()) as DecisionBody;
      api.decisions.push(body);
      const target =
        body.decision === "moveToStep"
          ? steps.find((step) => step.id === body.recruitmentStepId)
          : steps.find((step) => step.type === (body.decision === "approached" ? "approached" : body.decision));
      const status = body.decision === "moveToStep" ? STEP_ENTRY_STATUS[target!.type] : body.decision;
      api.candidates = api.candidates.map((each) =>
        body.applicationIds.includes(each.id) ? { ...each, status, recruitmentStepId: target?.id ?? each.recruitmentStepId } : each,
      );
      const applications = api.candidates
        .filter((each) => body.applicationIds.includes(each.id))
        .map(({ id, status: now, recruitmentStepId }) => ({ id, status: now, recruitmentStepId }));
      return HttpResponse.json({ result: { applied: applications.length, unchanged: 0, emailsQueued: 0, applications } });
    }),
    http.post("*/api/v1/job-portal/mixpanel/track", () => HttpResponse.json({ result: { ok: true } })),
  ];
  return api;
}

/** jsdom lays nothing out: give scrollers a size so the virtualisers draw what fits in it. */
export function giveScrollersASize({ height = 1200, width = 1400 }: { height?: number; width?: number } = {}) {
  const prototype = HTMLElement.prototype;
  const original = {
    clientHeight: Object.getOwnPropertyDescriptor(prototype, "clientHeight"),
    clientWidth: Object.getOwnPropertyDescriptor(prototype, "clientWidth"),
  };
  Object.defineProperty(prototype, "clientHeight", { configurable: true, get: () => height });
  Object.defineProperty(prototype, "clientWidth", { configurable: true, get: () => width });
  return () => {
    for (const [key, descriptor] of Object.entries(original)) {
      if (descriptor) Object.defineProperty(prototype, key, descriptor);
      else delete (prototype as unknown as Record<string, unknown>)[key];
    }
  };
}
