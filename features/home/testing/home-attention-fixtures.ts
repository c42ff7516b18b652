import type { HomeAttention, JobPipeline, SubmittedTechTest, WaitingJob } from "@/server/modules/home/home-schemas";

const DAY = 24 * 60 * 60 * 1000;
const HOUR = 60 * 60 * 1000;

export function waitingJob(overrides: Partial<WaitingJob> = {}): WaitingJob {
  return {
    jobId: "11111111-1111-4111-8111-111111111111",
    role: "Senior Backend Engineer",
    stepId: "notProcessed",
    stepName: "CV Screening",
    waitingCount: 6,
    overdueCount: 2,
    oldestAppliedAt: "2026-11-15T02:00:00.000Z",
    oldestWaitMs: 5 * DAY,
    overdue: true,
    ...overrides,
  };
}

export function submittedTest(overrides: Partial<SubmittedTechTest> = {}): SubmittedTechTest {
  return {
    applicationId: "33333333-3333-4333-8333-333333333333",
    applicantName: "Teguh Santoso",
    jobId: "11111111-1111-4111-8111-111111111111",
    role: "Senior Backend Engineer",
    stepId: "techTest-abc",
    stepName: "Coding Case Study",
    submittedAt: "2026-11-19T20:00:00.000Z",
    waitMs: 6 * HOUR,
    ...overrides,
  };
}

export function jobPipeline(overrides: Partial<JobPipeline> = {}): JobPipeline {
  return {
    jobId: "11111111-1111-4111-8111-111111111111",
    role: "Senior Backend Engineer",
    publishedAt: "2026-11-10T02:00:00.000Z",
    applicantCount: 9,
    steps: [
      { id: "notProcessed", type: "notProcessed", name: "CV Screening", applicantCount: 6 },
      { id: "accepted", type: "accepted", name: "CV Shortlisted", applicantCount: 1 },
      { id: "techTest-abc", type: "techTest", name: "Coding Case Study", applicantCount: 2 },
      { id: "rejected", type: "rejected", name: "Rejected", applicantCount: 0 },
    ],
    ...overrides,
  };
}

export function homeAttention(overrides: Partial<HomeAttention> = {}): HomeAttention {
  return {
    generatedAt: "2026-11-20T02:00:00.000Z",
    reminderDays: 3,
    waiting: { docs: [waitingJob()], total: 1, applicantCount: 6, overdueJobCount: 1 },
    techTests: { docs: [submittedTest()], total: 1 },
    pipelines: { docs: [jobPipeline()], total: 1 },
    ...overrides,
  };
}

export const emptyAttention = (): HomeAttention =>
  homeAttention({
    waiting: { docs: [], total: 0, applicantCount: 0, overdueJobCount: 0 },
    techTests: { docs: [], total: 0 },
    pipelines: { docs: [], total: 0 },
  });
