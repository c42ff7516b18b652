import { bigint, boolean, date, index, integer, pgTable, primaryKey, text, uuid } from "drizzle-orm/pg-core";
import { applicationSource } from "./applications";
import { companies } from "./companies";
import { jobs, recruitmentSteps, recruitmentStepType } from "./jobs";
import { users } from "./users";

/*
 * Hiring analytics (issue 16): daily aggregates, so a period's figures are sums over at most
 * (jobs × days) rows instead of scans of a million applications.
 *
 * EVERY TABLE HERE AND THE ANALYTICS COLUMNS ARE WRITTEN BY DATABASE TRIGGERS (migration 0017),
 * never by the application code, so every writer (apply, import, pipeline moves, seeds) keeps
 * them right. A seed only has to write what the product writes:
 *   - job_applications with applied_at, source, status, status_changed_at and recruitment_step_id
 *     (the job's steps must exist first);
 *   - application_events with their own created_at (backdated history is fine: the triggers take
 *     every time from the rows, never now()): statusChanged with data.fromStatus/toStatus and
 *     data.fromStep.id/toStep.id (step keys), emailSent, noteAdded and techTestSent by actor
 *     'member' with actor_user_id;
 *   - jobs.published_at / closed_at (read directly, no aggregate);
 *   - companies.time_zone (default Asia/Jakarta); changing it rebuilds the company's aggregates.
 * Trigger-maintained: job_applications.first_response_at, shortlisted_at, offered_at,
 * furthest_step_position; application_events.stay_seconds; the five analytics_* tables below.
 * Insert a job's events in time order per application (as the product does): a move's stay is
 * measured from the application's previous move already stored. `analytics_rebuild_company(id)`
 * recomputes a company's aggregates from its applications and events.
 *
 * Rollups (migration 0022), kept by the same trigger functions and rebuilt with the rest: the
 * company-wide days (no job in the key) answer a filter of every job, the per-job months the whole
 * months of a long period. Each equals the sum of its daily rows (tested).
 *
 * Step type rollups (migration 0026), also kept by a trigger on recruitment_steps: the company's
 * funnel by furthest step type and its time in step by step type, for a filter of every job. They
 * follow the jobs' current steps: editing a job's steps moves its share between step types.
 *
 * Days are calendar days in the company's time zone. Counts stay exact under concurrent writers
 * (INSERT ... ON CONFLICT DO UPDATE adding deltas) and under updates (an application moving
 * between keys is taken out of the old row and added to the new one).
 */

/** Applications by the day they applied (cohort figures: applicants, response, shortlist, offer, sources). */
export const analyticsApplicationDays = pgTable(
  "analytics_application_days",
  {
    companyId: uuid()
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    day: date({ mode: "string" }).notNull(),
    jobId: uuid()
      .notNull()
      .references(() => jobs.id, { onDelete: "cascade" }),
    source: applicationSource().notNull(),
    applicants: integer().notNull().default(0),
    responded: integer().notNull().default(0),
    responseSeconds: bigint({ mode: "number" }).notNull().default(0),
    shortlisted: integer().notNull().default(0),
    shortlistSeconds: bigint({ mode: "number" }).notNull().default(0),
    offered: integer().notNull().default(0),
    offerSeconds: bigint({ mode: "number" }).notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.companyId, table.day, table.jobId, table.source] }), index("analytics_application_days_job_idx").on(table.jobId, table.day)],
);

/** Applications by the day they applied, their furthest step position (-1: none) and whether they are now in Rejected (the funnel). */
export const analyticsFunnelDays = pgTable(
  "analytics_funnel_days",
  {
    companyId: uuid()
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    day: date({ mode: "string" }).notNull(),
    jobId: uuid()
      .notNull()
      .references(() => jobs.id, { onDelete: "cascade" }),
    furthestPosition: integer().notNull(),
    rejected: boolean().notNull(),
    applicants: integer().notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.day, table.jobId, table.furthestPosition, table.rejected] }),
    index("analytics_funnel_days_job_idx").on(table.jobId, table.day),
  ],
);

/** Moves out of a step (by its step key) by the day of the move, with the total stay (time in step). */
export const analyticsStepDays = pgTable(
  "analytics_step_days",
  {
    companyId: uuid()
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    day: date({ mode: "string" }).notNull(),
    jobId: uuid()
      .notNull()
      .references(() => jobs.id, { onDelete: "cascade" }),
    stepKey: text().notNull(),
    moves: integer().notNull().default(0),
    staySeconds: bigint({ mode: "number" }).notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.companyId, table.day, table.jobId, table.stepKey] }), index("analytics_step_days_job_idx").on(table.jobId, table.day)],
);

/** Each member's decisions (status changes) and emails by job and day (team activity). */
export const analyticsMemberDays = pgTable(
  "analytics_member_days",
  {
    companyId: uuid()
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    day: date({ mode: "string" }).notNull(),
    jobId: uuid()
      .notNull()
      .references(() => jobs.id, { onDelete: "cascade" }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    decisions: integer().notNull().default(0),
    emails: integer().notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.companyId, table.day, table.jobId, table.userId] }), index("analytics_member_days_job_idx").on(table.jobId, table.day)],
);

/** How many applications each step of a job holds now (the per-job table, all time). */
export const analyticsJobSteps = pgTable(
  "analytics_job_steps",
  {
    companyId: uuid()
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    jobId: uuid()
      .notNull()
      .references(() => jobs.id, { onDelete: "cascade" }),
    recruitmentStepId: uuid()
      .notNull()
      .references(() => recruitmentSteps.id, { onDelete: "cascade" }),
    applicants: integer().notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.jobId, table.recruitmentStepId] }), index("analytics_job_steps_company_idx").on(table.companyId)],
);

/** analyticsApplicationDays summed over jobs: the cohort figures of a filter of every job. */
export const analyticsCompanyApplicationDays = pgTable(
  "analytics_company_application_days",
  {
    companyId: uuid()
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    day: date({ mode: "string" }).notNull(),
    source: applicationSource().notNull(),
    applicants: integer().notNull().default(0),
    responded: integer().notNull().default(0),
    responseSeconds: bigint({ mode: "number" }).notNull().default(0),
    shortlisted: integer().notNull().default(0),
    shortlistSeconds: bigint({ mode: "number" }).notNull().default(0),
    offered: integer().notNull().default(0),
    offerSeconds: bigint({ mode: "number" }).notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.companyId, table.day, table.source] })],
);

/** analyticsMemberDays summed over jobs: team activity of a filter of every job. */
export const analyticsCompanyMemberDays = pgTable(
  "analytics_company_member_days",
  {
    companyId: uuid()
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    day: date({ mode: "string" }).notNull(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    decisions: integer().notNull().default(0),
    emails: integer().notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.companyId, table.day, table.userId] })],
);

/** analyticsApplicationDays by calendar month (its first day) and job, over sources: the per-job table. */
export const analyticsApplicationMonths = pgTable(
  "analytics_application_months",
  {
    companyId: uuid()
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    jobId: uuid()
      .notNull()
      .references(() => jobs.id, { onDelete: "cascade" }),
    month: date({ mode: "string" }).notNull(),
    applicants: integer().notNull().default(0),
    responded: integer().notNull().default(0),
    responseSeconds: bigint({ mode: "number" }).notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.companyId, table.jobId, table.month] })],
);

/** analyticsFunnelDays by calendar month (its first day). */
export const analyticsFunnelMonths = pgTable(
  "analytics_funnel_months",
  {
    companyId: uuid()
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    jobId: uuid()
      .notNull()
      .references(() => jobs.id, { onDelete: "cascade" }),
    month: date({ mode: "string" }).notNull(),
    furthestPosition: integer().notNull(),
    rejected: boolean().notNull(),
    applicants: integer().notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.companyId, table.jobId, table.month, table.furthestPosition, table.rejected] })],
);

/** analyticsStepDays by calendar month (its first day). */
export const analyticsStepMonths = pgTable(
  "analytics_step_months",
  {
    companyId: uuid()
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    jobId: uuid()
      .notNull()
      .references(() => jobs.id, { onDelete: "cascade" }),
    month: date({ mode: "string" }).notNull(),
    stepKey: text().notNull(),
    moves: integer().notNull().default(0),
    staySeconds: bigint({ mode: "number" }).notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.companyId, table.jobId, table.month, table.stepKey] })],
);

/**
 * analyticsFunnelDays over jobs by the furthest step type passed (analytics_job_type_rank: the rank
 * in FUNNEL_STEP_TYPE_ORDER of the job's current steps up to the furthest position; 0 for none).
 */
export const analyticsCompanyFunnelDays = pgTable(
  "analytics_company_funnel_days",
  {
    companyId: uuid()
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    day: date({ mode: "string" }).notNull(),
    typeRank: integer().notNull(),
    rejected: boolean().notNull(),
    applicants: integer().notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.companyId, table.day, table.typeRank, table.rejected] })],
);

/** analyticsStepDays over jobs by the type of the job's current step of that key. */
export const analyticsCompanyStepTypeDays = pgTable(
  "analytics_company_step_type_days",
  {
    companyId: uuid()
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    day: date({ mode: "string" }).notNull(),
    stepType: recruitmentStepType().notNull(),
    moves: integer().notNull().default(0),
    staySeconds: bigint({ mode: "number" }).notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.companyId, table.day, table.stepType] })],
);
