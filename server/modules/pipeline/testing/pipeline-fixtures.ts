import { randomUUID } from "node:crypto";
import { and, asc, count, eq, inArray } from "drizzle-orm";
import type { Database, Executor } from "@/server/db/client";
import { jobApplications } from "@/server/db/schema/applications";
import { emailOutbox } from "@/server/db/schema/email-outbox";
import { recruitmentSteps } from "@/server/db/schema/jobs";
import { applicationEvents } from "@/server/db/schema/pipeline";
import { talents } from "@/server/db/schema/talents";
import { addApplicant } from "@/server/modules/applications/add-applicant";
import { insertJob, type JobOverrides } from "@/server/modules/careers/testing/job-factory";
import { DEFAULT_TECH_TEST } from "@/server/modules/jobs/jobs-contract";

/** The steps of a pipeline test job, by what they are (stepKey of each). */
export type PipelineJob = Awaited<ReturnType<typeof insertJob>> & {
  keys: { notProcessed: string; accepted: string; rejected: string; techTest: string; custom: string; approached: string; announcing: string };
};

/**
 * A job of Demo Company with a step of every type (tests only): CV Screening, Shortlisted, Rejected,
 * a techTest step that sends the case study, a plain custom step, an approached step, and a custom
 * step that announces itself by email.
 */
export async function insertPipelineJob(db: Executor, overrides: JobOverrides = {}): Promise<PipelineJob> {
  const job = await insertJob(db, { role: "Pipeline Engineer", ...overrides }, {
    extraSteps: [
      { type: "techTest", name: "Coding Case Study" },
      { type: "custom", name: "HR Interview" },
      { type: "approached", name: "On Hold" },
      { type: "custom", name: "Final Interview" },
    ],
  });
  const steps = await db.select().from(recruitmentSteps).where(eq(recruitmentSteps.jobId, job.id)).orderBy(asc(recruitmentSteps.position));
  const byName = (name: string) => steps.find((step) => step.name === name)!;
  await db
    .update(recruitmentSteps)
    .set({ action: "send-case-study", techTest: { ...DEFAULT_TECH_TEST, caseStudyUrl: null } })
    .where(eq(recruitmentSteps.id, byName("Coding Case Study").id));
  await db
    .update(recruitmentSteps)
    .set({ action: "send-email", emailSubject: "Final interview for {{Job Title}}", emailMessage: "Hi {{Talent Name}}, you reached {{Step Name}} at {{Company Name}}." })
    .where(eq(recruitmentSteps.id, byName("Final Interview").id));
  return {
    ...job,
    keys: {
      notProcessed: "notProcessed",
      accepted: "accepted",
      rejected: "rejected",
      techTest: byName("Coding Case Study").stepKey,
      custom: byName("HR Interview").stepKey,
      approached: byName("On Hold").stepKey,
      announcing: byName("Final Interview").stepKey,
    },
  };
}

/** Applicants who applied to the job (in CV Screening), named `${prefix} 1..n`; answers their ids in order. */
export async function addApplicants(db: Executor, job: { id: string; companyId: string }, prefix: string, total: number): Promise<string[]> {
  const ids: string[] = [];
  const tag = randomUUID().slice(0, 8);
  for (let index = 1; index <= total; index += 1) {
    const slug = `${prefix.toLowerCase().replace(/[^a-z0-9]+/g, "-")}-${index}-${tag}`;
    const added = await addApplicant(db, job, { name: `${prefix} ${index}`, email: `${slug}@example.test` }, { source: "applicant" });
    ids.push(added.applicationId);
  }
  return ids;
}

/** Many applicants at once (straight inserts, for bulk tests): one talent and one application each. */
export async function insertManyApplicants(db: Executor, job: { id: string; companyId: string; stepIds: Record<string, string> }, total: number): Promise<string[]> {
  const tag = randomUUID().slice(0, 8);
  const people = Array.from({ length: total }, (_, index) => ({ id: randomUUID(), email: `bulk-${index}-${tag}@example.test`, name: `Bulk ${index}` }));
  await db.insert(talents).values(people.map((person) => ({ id: person.id, email: person.email, name: person.name })));
  const rows = await db
    .insert(jobApplications)
    .values(people.map((person) => ({ companyId: job.companyId, jobId: job.id, talentId: person.id, recruitmentStepId: job.stepIds.notProcessed!, name: person.name, email: person.email })))
    .returning({ id: jobApplications.id });
  return rows.map((row) => row.id);
}

/** An application's timeline records of a kind (all kinds without one), oldest first. */
export function recordsOf(db: Database, applicationId: string, type?: (typeof applicationEvents.$inferSelect)["type"]) {
  return db
    .select()
    .from(applicationEvents)
    .where(and(eq(applicationEvents.applicationId, applicationId), type ? eq(applicationEvents.type, type) : undefined))
    .orderBy(asc(applicationEvents.createdAt));
}

export async function countRecords(db: Database, applicationIds: string[]): Promise<number> {
  const [row] = await db.select({ value: count() }).from(applicationEvents).where(inArray(applicationEvents.applicationId, applicationIds));
  return Number(row!.value);
}

/** The mails written to an address, oldest first. */
export function mailsTo(db: Database, address: string) {
  return db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, address)).orderBy(asc(emailOutbox.createdAt));
}

export async function countMails(db: Database): Promise<number> {
  const [row] = await db.select({ value: count() }).from(emailOutbox);
  return Number(row!.value);
}

export function applicationsById(db: Database, ids: string[]) {
  return db
    .select({ id: jobApplications.id, email: jobApplications.email, name: jobApplications.name, status: jobApplications.status, stepKey: recruitmentSteps.stepKey, statusChangedAt: jobApplications.statusChangedAt })
    .from(jobApplications)
    .innerJoin(recruitmentSteps, eq(recruitmentSteps.id, jobApplications.recruitmentStepId))
    .where(inArray(jobApplications.id, ids));
}

/**
 * How many statements `work` sends through `db` (transactions included), read from Drizzle's
 * logger hook, which both drivers' sessions call for every query and hand on to their transactions.
 */
export async function countQueries(db: Database, work: () => Promise<unknown>): Promise<number> {
  const session = (db as unknown as { session: { logger: unknown; options: { logger?: unknown } } }).session;
  const saved = { logger: session.logger, optionsLogger: session.options.logger };
  let queries = 0;
  const counter = { logQuery: () => void (queries += 1) };
  session.logger = counter;
  session.options.logger = counter;
  try {
    await work();
  } finally {
    session.logger = saved.logger;
    session.options.logger = saved.optionsLogger;
  }
  return queries;
}
