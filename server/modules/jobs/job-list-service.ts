import type { CompanySessionContext } from "@/server/auth/session-types";
import type { Database, Executor } from "@/server/db/client";
import { jobScopeOf } from "@/server/modules/permissions/permissions-contract";
import type { PermissionSubject } from "@/server/modules/permissions/permissions-service";
import { loadSubject, scopeTest } from "./job-access";
import { jobListCache } from "./job-list-cache";
import { JOB_STATUSES } from "./job-listing-contract";
import { countJobsByStatus, listJobPage, type JobListFilter } from "./job-list-queries";
import { invalidJobListCursor } from "./jobs-errors";
import type { JobList, JobListItem, JobListQuery } from "./jobs-schemas";
import { stepCounts, type StepCountRow } from "./jobs-queries";
import { isUuidText } from "@/server/lib/uuid-text";

type Cursor = { createdAt: string; id: string };


// The timestamp travels as PostgreSQL's own text (microseconds kept): a JS Date would round it to
// milliseconds and skip or repeat rows created within the same millisecond.
export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify([cursor.createdAt, cursor.id])).toString("base64url");
}

const TIMESTAMP = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}:\d{2})(\.\d{1,6})?([+-]\d{2})(:?\d{2})?$/;

/** PostgreSQL's timestamptz text ("2026-03-01 08:00:00.000001+00"), checked as a real instant before the database casts it. */
function isTimestamp(text: string): boolean {
  const match = TIMESTAMP.exec(text);
  if (!match) return false;
  const [, date, time, fraction = "", hours, minutes = ":00"] = match;
  const iso = `${date}T${time}${fraction.slice(0, 4)}${hours}:${minutes.replace(":", "")}`;
  const parsed = new Date(iso);
  const day = new Date(`${date}T00:00:00Z`);
  // Date rolls 2026-02-30 over to March; the database would refuse it.
  return !Number.isNaN(parsed.getTime()) && !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === date;
}

function decodeCursor(value: string): Cursor {
  try {
    const [createdAt, id] = JSON.parse(Buffer.from(value, "base64url").toString("utf8")) as unknown[];
    if (typeof createdAt === "string" && typeof id === "string" && isUuidText(id) && isTimestamp(createdAt)) return { createdAt, id };
  } catch {
    // fall through to the refusal
  }
  throw invalidJobListCursor();
}

type Scope = ReturnType<typeof jobScopeOf>;

/** What of the caller's access the list depends on: which jobs they see, edit, and see the salary of. */
type ListAccess = { view: Scope; edit: Scope; salary: Scope };

const sortedScope = (scope: Scope): Scope => (scope.all ? scope : { all: false, jobIds: [...scope.jobIds].sort() });

function listAccessOf(subject: PermissionSubject): ListAccess {
  return {
    view: sortedScope(jobScopeOf(subject, "jobPost", "view")),
    edit: sortedScope(jobScopeOf(subject, "jobPost", "manage")),
    salary: sortedScope(jobScopeOf(subject, "jobPostSalary", "view")),
  };
}

/**
 * GET /v1/job-portal/job: the jobs the caller may see (spec 6: jobPost view on each; the owner all),
 * newest first, keyset-paged on (created_at, id), with per-status counts for the tabs (the status
 * filter aside) and each job's applicants per step.
 *
 * The answer depends only on the company's jobs, steps and applicants' steps, the caller's access
 * and the question, so it is kept per company list version (job-list-cache.ts): a repeated question
 * costs the session, the caller's grants (members) and one version lookup. Computing it is four
 * queries whatever the page size.
 */
export async function listJobs(db: Database, session: CompanySessionContext, query: JobListQuery): Promise<JobList> {
  const access = listAccessOf(await loadSubject(db, session));
  return jobListCache<JobList>(db).answer(db, session.companyId, { access, query }, () => computeJobList(db, session.companyId, access, query));
}

async function computeJobList(db: Executor, companyId: string, access: ListAccess, query: JobListQuery): Promise<JobList> {
  const scope = access.view;
  const empty: JobList = { docs: [], nextCursor: null, counts: { all: 0, draft: 0, published: 0, closed: 0 } };
  // Criteria are stored JSON: only well-formed ids can name a job (and a uuid column refuses others).
  const visibleIds = scope.all ? [] : scope.jobIds.filter(isUuidText);
  if (!scope.all && visibleIds.length === 0) return empty;

  const filter: JobListFilter = { companyId, jobIds: scope.all ? null : visibleIds, q: query.q, workplaceType: query.workplaceType, employmentType: query.employmentType };

  const statusRows = await countJobsByStatus(db, filter);
  const counts = { ...empty.counts };
  for (const row of statusRows) {
    counts[row.status] = row.value;
    counts.all += row.value;
  }

  const rows = await listJobPage(db, filter, {
    statuses: query.status?.length ? query.status.filter((status) => (JOB_STATUSES as readonly string[]).includes(status)) : undefined,
    after: query.cursor ? decodeCursor(query.cursor) : undefined,
    limit: query.limit + 1,
  });
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  const nextCursor = rows.length > query.limit && last ? encodeCursor({ createdAt: last.cursorAt, id: last.id }) : null;

  const steps = new Map<string, StepCountRow[]>(page.map((job) => [job.id, []]));
  for (const step of await stepCounts(db, page.map((job) => job.id))) steps.get(step.job_id)?.push(step);
  const seesSalary = scopeTest(access.salary);
  const edits = scopeTest(access.edit);
  const docs = page.map((job): JobListItem => {
    const jobSteps = steps.get(job.id) ?? [];
    const salary = seesSalary(job.id);
    return {
      id: job.id,
      role: job.role,
      status: job.status,
      slug: job.slug,
      workplaceType: job.workplaceType,
      employmentTypes: job.employmentTypes,
      location: job.location,
      salaryType: job.salaryType,
      startRange: salary ? job.startRange : null,
      endRange: salary ? job.endRange : null,
      salaryHidden: !salary,
      applicationPlatform: job.applicationPlatform,
      applicantCount: jobSteps.reduce((total, step) => total + step.applicants, 0),
      steps: jobSteps.map((step) => ({ id: step.step_key, type: step.type, name: step.name, applicantCount: step.applicants })),
      canEdit: edits(job.id),
      createdAt: job.createdAt.toISOString(),
      updatedAt: job.updatedAt.toISOString(),
      publishedAt: job.publishedAt?.toISOString() ?? null,
      closedAt: job.closedAt?.toISOString() ?? null,
    };
  });
  return { docs, nextCursor, counts };
}
