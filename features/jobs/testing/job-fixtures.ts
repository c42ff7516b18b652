import { jobDraftFieldsSchema, type Job, type JobList, type JobListItem } from "@/server/modules/jobs/jobs-schemas";

let sequence = 0;
const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;

export function jobListItem(overrides: Partial<JobListItem> = {}): JobListItem {
  sequence += 1;
  return {
    id: uuid(sequence),
    role: `Job ${sequence}`,
    status: "published",
    slug: `job-${sequence}`,
    workplaceType: "hybrid",
    employmentTypes: ["fullTime"],
    location: "Jakarta",
    salaryType: "paid",
    startRange: 8_000_000,
    endRange: 12_000_000,
    salaryHidden: false,
    applicationPlatform: "internal",
    applicantCount: 4,
    steps: [
      { id: "notProcessed", type: "notProcessed", name: "CV Screening", applicantCount: 3 },
      { id: "accepted", type: "accepted", name: "CV Shortlisted", applicantCount: 1 },
      { id: "rejected", type: "rejected", name: "Rejected", applicantCount: 0 },
    ],
    canEdit: true,
    createdAt: "2026-11-01T03:00:00.000Z",
    updatedAt: "2026-11-02T03:00:00.000Z",
    publishedAt: "2026-11-02T03:00:00.000Z",
    closedAt: null,
    ...overrides,
  };
}

export function jobList(docs: JobListItem[], overrides: Partial<JobList> = {}): JobList {
  const count = (status: JobListItem["status"]) => docs.filter((doc) => doc.status === status).length;
  return {
    docs,
    nextCursor: null,
    counts: { all: docs.length, draft: count("draft"), published: count("published"), closed: count("closed") },
    ...overrides,
  };
}

/** A whole Job as the API answers it, with the draft defaults filled in. */
export function job(overrides: Partial<Job> = {}): Job {
  const item = jobListItem();
  return {
    ...jobDraftFieldsSchema.parse({}),
    id: item.id,
    companyId: uuid(999),
    status: "published",
    published: true,
    slug: item.slug,
    role: item.role,
    recruitmentSteps: [],
    salaryHidden: false,
    applicantCount: 0,
    canEdit: true,
    createdBy: null,
    createdAt: item.createdAt,
    updatedAt: item.updatedAt,
    publishedAt: item.publishedAt,
    closedAt: null,
    ...overrides,
  };
}
