import { sql } from "drizzle-orm";
import { bigint, date, index, integer, jsonb, numeric, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { APPLICATION_STATUSES, type TechTestStatus } from "../../modules/jobs/jobs-contract";
import type { CompanyType, Rank, SchoolType, Trait } from "../../modules/pipeline/pipeline-contract";
import { companies } from "./companies";
import { jobs, recruitmentSteps } from "./jobs";
import { talentInvitations } from "./company-talents";
import { talentGender, talents } from "./talents";
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
    /** The invitation to apply this application answered (Talent Search, issue 14); source is then "recommendation". */
    invitationId: uuid().references(() => talentInvitations.id, { onDelete: "set null" }),
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
    /**
     * The talent's facts the candidates list filters, sorts and searches on, copied from `talents`
     * so a job's list never joins its applicants to the talent pool. Kept in step by the database
     * itself (migration 0009): a trigger fills them when an application is written and another
     * copies a talent's change to all its applications, whoever writes (apply, import, seed,
     * profile edits). Never written by the application code.
     */
    talentExperienceLevel: integer(),
    talentGender: talentGender(),
    talentBirthDate: date({ mode: "string" }),
    talentUniversity: text(),
    talentMajor: text(),
    talentGpa: numeric({ precision: 3, scale: 2, mode: "number" }),
    talentSkills: jsonb().$type<string[]>().notNull().default([]),
    talentSchoolType: text().$type<SchoolType>(),
    talentTraits: jsonb().$type<Trait[]>().notNull().default([]),
    talentRank: text().$type<Rank>(),
    talentCompanyTypes: jsonb().$type<CompanyType[]>().notNull().default([]),
    talentExpectedSalary: bigint({ mode: "number" }),
    talentToeflScore: integer(),
    /**
     * Years of experience as an order (the application's level, else the talent's): students by
     * year (1-4), then fresh graduates, then 1-3, 4-5 and 5+ years; "Others" (8) ranks below students.
     */
    experienceRank: integer().generatedAlwaysAs(
      sql`case coalesce("experience_level", "talent_experience_level") when 8 then 0 when 1 then 1 when 2 then 2 when 3 then 3 when 4 then 4 when 0 then 5 when 5 then 6 when 6 then 7 when 7 then 8 end`,
    ),
    /**
     * What text search reads, one string (name, email, university, major, the skills' JSON; fields
     * apart by chr(31), which a query cannot hold): the trigram index rules rows out before the exact test.
     */
    searchText: text().generatedAlwaysAs(
      sql`"name" || chr(31) || "email" || chr(31) || coalesce("talent_university", '') || chr(31) || coalesce("talent_major", '') || chr(31) || "talent_skills"::text`,
    ),
    /**
     * Analytics facts (issue 16), kept by database triggers (migration 0017) from the application's
     * own state and its timeline, whoever writes them; never written by the application code.
     * first_response_at: the first member action (move, email, note, case study); shortlisted_at:
     * the first reach of CV Shortlisted (status accepted, or a step at or past the job's CV
     * Shortlisted step); offered_at: the first reach of status offered; furthest_step_position: the
     * highest position of a non-Rejected step it has been in.
     */
    firstResponseAt: timestamp({ withTimezone: true }),
    shortlistedAt: timestamp({ withTimezone: true }),
    offeredAt: timestamp({ withTimezone: true }),
    furthestStepPosition: integer(),
    ...timestamps,
  },
  (table) => [
    uniqueIndex("job_applications_job_email_unique").on(table.jobId, sql`lower(${table.email})`),
    // Candidates of a step, newest first, keyset-paged on (applied_at, id).
    index("job_applications_job_step_applied_idx").on(table.jobId, table.recruitmentStepId, table.appliedAt.desc(), table.id.desc()),
    index("job_applications_company_idx").on(table.companyId),
    index("job_applications_talent_idx").on(table.talentId),
    // The candidates list sorted by a talent fact, keyset-paged on (key, id), nulls last.
    index("job_applications_job_experience_idx").on(table.jobId, table.experienceRank.desc().nullsLast(), table.id.desc().nullsFirst()),
    index("job_applications_job_salary_idx").on(table.jobId, table.talentExpectedSalary.desc().nullsLast(), table.id.desc().nullsFirst()),
    index("job_applications_job_gpa_idx").on(table.jobId, table.talentGpa.desc().nullsLast(), table.id.desc().nullsFirst()),
    index("job_applications_job_toefl_idx").on(table.jobId, table.talentToeflScore.desc().nullsLast(), table.id.desc().nullsFirst()),
    index("job_applications_job_birth_date_idx").on(table.jobId, table.talentBirthDate.desc().nullsLast(), table.id.desc().nullsFirst()),
    // Text search within one job (btree_gin keys the job): the job's matches without the table's.
    index("job_applications_job_search_trgm_idx").using("gin", table.jobId, sql`${table.searchText} gin_trgm_ops`),
  ],
);
