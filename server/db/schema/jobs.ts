import { sql } from "drizzle-orm";
import { bigint, boolean, index, integer, jsonb, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { APPLICATION_PLATFORMS, JOB_ACTIVATION_TYPES, PAID_ADS_ANSWERS, PAY_TYPES, STEP_ACTIONS, STEP_TYPES } from "../../modules/jobs/jobs-contract";
import { JOB_STATUSES, WORKPLACE_TYPES, type JobType } from "../../modules/jobs/job-listing-contract";
import type { AiCriterion, CandidatePreference, HiringTeamEntry, PreScreeningQuestion, TechTestSettings } from "../../modules/jobs/jobs-schemas";
import { timestamps } from "./columns";
import { companies } from "./companies";
import { users } from "./users";

// The job contract owns the lists; the database enums follow it.
export const jobStatus = pgEnum("job_status", JOB_STATUSES);
export const jobWorkplaceType = pgEnum("job_workplace_type", WORKPLACE_TYPES);
export const jobPayType = pgEnum("job_pay_type", PAY_TYPES);
export const jobApplicationPlatform = pgEnum("job_application_platform", APPLICATION_PLATFORMS);
export const jobActivationType = pgEnum("job_activation_type", JOB_ACTIVATION_TYPES);
export const jobPaidAds = pgEnum("job_paid_ads", PAID_ADS_ANSWERS);
export const recruitmentStepType = pgEnum("recruitment_step_type", STEP_TYPES);
export const recruitmentStepAction = pgEnum("recruitment_step_action", STEP_ACTIONS);

/**
 * A job post and its draft (spec 3 Job draft fields). Fields that lists filter or sort on are
 * columns; nested structures the wizard edits as a whole are JSON.
 */
export const jobs = pgTable(
  "jobs",
  {
    id: uuid().primaryKey().defaultRandom(),
    companyId: uuid()
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    createdByUserId: uuid().references(() => users.id, { onDelete: "set null" }),
    status: jobStatus().notNull().default("draft"),
    /** The careers page address part: the title in kebab case plus a short id, unique per company. */
    slug: text().notNull(),
    role: text().notNull().default(""),
    jobActivationType: jobActivationType().notNull().default("immediate"),
    activationDate: timestamp({ withTimezone: true }),
    cityId: text(),
    location: text(),
    cityList: jsonb().$type<string[]>().notNull().default([]),
    workplaceType: jobWorkplaceType().notNull().default("remote"),
    employmentTypes: jsonb().$type<JobType[]>().notNull().default(["fullTime"]),
    salaryType: jobPayType().notNull().default("paid"),
    startRange: bigint({ mode: "number" }),
    endRange: bigint({ mode: "number" }),
    showSalaryToApplicants: boolean().notNull().default(false),
    applicationPlatform: jobApplicationPlatform().notNull().default("internal"),
    externalPlatformUrl: text(),
    /** Rich text, sanitised on write (spec 5 allow-list). */
    description: text().notNull().default(""),
    responsibilities: text().notNull().default(""),
    requirements: text().notNull().default(""),
    perks: jsonb().$type<string[]>().notNull().default([]),
    customBenefits: jsonb().$type<string[]>().notNull().default([]),
    customPerks: jsonb().$type<string[]>().notNull().default([]),
    cvRequired: boolean().notNull().default(true),
    portofolioRequired: boolean().notNull().default(false),
    preScreeningQuestions: jsonb().$type<PreScreeningQuestion[]>().notNull().default([]),
    invitedEmails: jsonb().$type<string[]>().notNull().default([]),
    hiringTeam: jsonb().$type<HiringTeamEntry[]>().notNull().default([]),
    candidatePreference: jsonb().$type<CandidatePreference>().notNull(),
    companyName: text(),
    retail: boolean().notNull().default(false),
    skills: jsonb().$type<string[]>().notNull().default([]),
    canChangeHiringTeamAccess: boolean().notNull().default(true),
    careerFair: boolean().notNull().default(false),
    criteriaForAi: jsonb().$type<AiCriterion[]>().notNull().default([]),
    paidAds: jobPaidAds(),
    wizardStep: text().notNull().default("basicInfo"),
    publishedAt: timestamp({ withTimezone: true }),
    closedAt: timestamp({ withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    uniqueIndex("jobs_company_slug_unique").on(table.companyId, table.slug),
    // The job list: a company's jobs, newest first, keyset-paged on (created_at, id).
    index("jobs_company_created_idx").on(table.companyId, table.createdAt.desc(), table.id.desc()),
    index("jobs_company_status_idx").on(table.companyId, table.status),
    index("jobs_role_trgm_idx").using("gin", sql`${table.role} gin_trgm_ops`),
  ],
);

/**
 * A job's recruitment steps (spec 3 Step types and actions). `stepKey` is the composed id of spec 3
 * ('value-customStepId'), unique within the job; applications point at the row.
 */
export const recruitmentSteps = pgTable(
  "recruitment_steps",
  {
    id: uuid().primaryKey().defaultRandom(),
    jobId: uuid()
      .notNull()
      .references(() => jobs.id, { onDelete: "cascade" }),
    stepKey: text().notNull(),
    type: recruitmentStepType().notNull(),
    name: text().notNull(),
    position: integer().notNull(),
    action: recruitmentStepAction().notNull().default("none"),
    techTest: jsonb().$type<TechTestSettings>(),
    emailSubject: text(),
    emailMessage: text(),
    ...timestamps,
  },
  (table) => [uniqueIndex("recruitment_steps_job_key_unique").on(table.jobId, table.stepKey), index("recruitment_steps_job_position_idx").on(table.jobId, table.position)],
);

/**
 * A number per company that moves whenever anything the job list shows changes: a job, a step, or
 * which step an application is in (statement-level triggers of migration 0023, whoever writes).
 * The list keeps its answers per company and version (job-list-cache.ts); a missing row is version 0.
 */
export const jobListVersions = pgTable("job_list_versions", {
  companyId: uuid()
    .primaryKey()
    .references(() => companies.id, { onDelete: "cascade" }),
  version: bigint({ mode: "number" }).notNull().default(1),
});
