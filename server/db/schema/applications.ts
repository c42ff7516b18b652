import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { APPLICATION_STATUSES, type TechTestStatus } from "../../modules/jobs/job-contract";
import { companies } from "./companies";
import { jobs, recruitmentSteps } from "./jobs";
import { talents } from "./talents";
import { timestamps } from "./columns";

export const applicationStatus = pgEnum("application_status", APPLICATION_STATUSES);
export const applicationSource = pgEnum("application_source", ["applicant", "import", "recommendation"]);

/** An answer to a pre-screening question: text, a number, a date (YYYY-MM-DD) or chosen options. */
export type PreScreeningAnswer = { questionId: string; value: string | number | string[] };

/** One person's application to one job (one per email per job). */
export const jobApplications = pgTable(
  "job_applications",
  {
    id: uuid().primaryKey().defaultRandom(),
    companyId: uuid()
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    jobId: uuid()
      .notNull()
      .references(() => jobs.id, { onDelete: "cascade" }),
    talentId: uuid()
      .notNull()
      .references(() => talents.id, { onDelete: "restrict" }),
    recruitmentStepId: uuid()
      .notNull()
      .references(() => recruitmentSteps.id, { onDelete: "restrict" }),
    status: applicationStatus().notNull().default("notProcessed"),
    source: applicationSource().notNull().default("applicant"),
    name: text().notNull(),
    /** Stored lower-cased: the uniqueness key together with the job. */
    email: text().notNull(),
    phone: text(),
    cvStorageKey: text(),
    cvFileName: text(),
    portfolioUrl: text(),
    answers: jsonb().$type<PreScreeningAnswer[]>().notNull().default([]),
    /** Spec 3 experience or education level code (0-8), when known. */
    experienceLevel: integer(),
    importBatchId: uuid(),
    appliedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** When the status or step last changed. */
    statusChangedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /**
     * The latest tech test's state, copied from tech_tests so the pipeline filters and sorts
     * (deadline, submission date) without a join. Written only by the tech-test service.
     */
    techTestStatus: text().$type<TechTestStatus>(),
    techTestDeadlineAt: timestamp({ withTimezone: true }),
    techTestSubmittedAt: timestamp({ withTimezone: true }),
    /** The AI analyzer's latest score (0-100), copied from application_analyses for sorting. */
    aiScore: integer(),
    ...timestamps,
  },
  (table) => [
    uniqueIndex("job_applications_job_email_unique").on(table.jobId, sql`lower(${table.email})`),
    // Candidates of a step, newest first, keyset-paged on (applied_at, id).
    index("job_applications_job_step_applied_idx").on(table.jobId, table.recruitmentStepId, table.appliedAt.desc(), table.id.desc()),
    index("job_applications_company_idx").on(table.companyId),
    index("job_applications_talent_idx").on(table.talentId),
  ],
);
