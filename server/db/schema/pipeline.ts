import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { EMAIL_TEMPLATE_KEYS, TECH_TEST_STATUSES, type TechTestSubmissionType } from "../../modules/jobs/jobs-contract";
import { APPLICATION_EVENT_ACTORS, APPLICATION_EVENT_TYPES, APPLICATION_EXPORT_FORMATS } from "../../modules/pipeline/pipeline-contract";
import { jobApplications } from "./applications";
import { companies } from "./companies";
import { jobs, recruitmentSteps } from "./jobs";
import { users } from "./users";
import { timestamps } from "./columns";

export const applicationEventType = pgEnum("application_event_type", APPLICATION_EVENT_TYPES);
export const applicationEventActor = pgEnum("application_event_actor", APPLICATION_EVENT_ACTORS);

/**
 * The activity timeline of an application: every status change, email, note and tech-test step,
 * with who and when. Append-only. `requestId` makes a retried request record once: the same
 * request id for the same application and type is one row.
 */
export const applicationEvents = pgTable(
  "application_events",
  {
    id: uuid().primaryKey().defaultRandom(),
    companyId: uuid()
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    jobId: uuid()
      .notNull()
      .references(() => jobs.id, { onDelete: "cascade" }),
    applicationId: uuid()
      .notNull()
      .references(() => jobApplications.id, { onDelete: "cascade" }),
    type: applicationEventType().notNull(),
    actor: applicationEventActor().notNull(),
    actorUserId: uuid().references(() => users.id, { onDelete: "set null" }),
    requestId: text(),
    /** The event's details: from/to status and step, an email's subject and body, a note's text... */
    data: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /**
     * For a move to another step: how long (whole seconds) the applicant stayed in the step it left.
     * Set by a database trigger (migration 0017) for analytics' time in step; never written by the code.
     */
    staySeconds: integer(),
  },
  (table) => [
    index("application_events_application_idx").on(table.applicationId, table.createdAt.desc()),
    uniqueIndex("application_events_request_unique")
      .on(table.applicationId, table.type, table.requestId)
      .where(sql`${table.requestId} is not null`),
  ],
);

export const emailTemplateKey = pgEnum("email_template_key", EMAIL_TEMPLATE_KEYS);

/** A company's own wording of a candidate email template; without a row the built-in one applies. */
export const emailTemplates = pgTable(
  "email_templates",
  {
    id: uuid().primaryKey().defaultRandom(),
    companyId: uuid()
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    key: emailTemplateKey().notNull(),
    subject: text().notNull(),
    body: text().notNull(),
    updatedByUserId: uuid().references(() => users.id, { onDelete: "set null" }),
    ...timestamps,
  },
  (table) => [uniqueIndex("email_templates_company_key_unique").on(table.companyId, table.key)],
);

export const techTestStatus = pgEnum("tech_test_status", TECH_TEST_STATUSES);

/**
 * A tech test (case study) sent to one applicant. The candidate reaches it by a private link whose
 * token is stored only as a SHA-256 hash. waitConfirm until confirmed (or notConfirm after
 * confirmBy); then waitSubmit until submitted (or notSubmit after submitBy).
 */
export const techTests = pgTable(
  "tech_tests",
  {
    id: uuid().primaryKey().defaultRandom(),
    companyId: uuid()
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    jobId: uuid()
      .notNull()
      .references(() => jobs.id, { onDelete: "cascade" }),
    applicationId: uuid()
      .notNull()
      .references(() => jobApplications.id, { onDelete: "cascade" }),
    recruitmentStepId: uuid().references(() => recruitmentSteps.id, { onDelete: "set null" }),
    tokenHash: text().notNull(),
    status: techTestStatus().notNull().default("waitConfirm"),
    startLimitHours: integer().notNull(),
    durationHours: integer().notNull(),
    submissionTypes: jsonb().$type<TechTestSubmissionType[]>().notNull(),
    subject: text().notNull(),
    message: text().notNull(),
    sentByUserId: uuid().references(() => users.id, { onDelete: "set null" }),
    sentAt: timestamp({ withTimezone: true }).notNull(),
    confirmBy: timestamp({ withTimezone: true }).notNull(),
    confirmedAt: timestamp({ withTimezone: true }),
    submitBy: timestamp({ withTimezone: true }),
    submittedAt: timestamp({ withTimezone: true }),
    submissionLink: text(),
    submissionStorageKey: text(),
    submissionFileName: text(),
    /** When the reminder before the current deadline went out (cleared when the deadline moves). */
    reminderSentAt: timestamp({ withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    uniqueIndex("tech_tests_token_unique").on(table.tokenHash),
    index("tech_tests_application_idx").on(table.applicationId, table.sentAt.desc()),
    // The expiry and reminder sweeps: open tests by deadline.
    index("tech_tests_open_confirm_idx")
      .on(table.confirmBy)
      .where(sql`${table.status} = 'waitConfirm'`),
    index("tech_tests_open_submit_idx")
      .on(table.submitBy)
      .where(sql`${table.status} = 'waitSubmit'`),
  ],
);

export const applicationExportFormat = pgEnum("application_export_format", APPLICATION_EXPORT_FORMATS);
export const applicationExportStatus = pgEnum("application_export_status", ["queued", "running", "done", "failed"]);

/** An export of a job's applications (the filter it was asked with) to CSV or XLSX, built in the background. */
export const applicationExports = pgTable(
  "application_exports",
  {
    id: uuid().primaryKey().defaultRandom(),
    companyId: uuid()
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    jobId: uuid()
      .notNull()
      .references(() => jobs.id, { onDelete: "cascade" }),
    requestedByUserId: uuid().references(() => users.id, { onDelete: "set null" }),
    format: applicationExportFormat().notNull(),
    filter: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    status: applicationExportStatus().notNull().default("queued"),
    totalRows: integer(),
    processedRows: integer().notNull().default(0),
    storageKey: text(),
    fileName: text(),
    error: text(),
    /** The file is downloadable until then (7 days after it was built). */
    expiresAt: timestamp({ withTimezone: true }),
    finishedAt: timestamp({ withTimezone: true }),
    ...timestamps,
  },
  (table) => [index("application_exports_job_idx").on(table.jobId, table.createdAt.desc())],
);

/** One criterion of the AI analyzer's verdict: what was looked for, the evidence found, what is missing. */
export type AnalysisCriterion = {
  criterion: string;
  weight: number;
  score: number;
  evidence: { source: "cv" | "answers" | "profile"; text: string }[];
  missing: string[];
};

/**
 * The AI candidate analyzer's latest verdict on an application. `criteriaHash` is the hash of the
 * job criteria and inputs it scored, so a change of criteria or CV makes it stale.
 */
export const applicationAnalyses = pgTable("application_analyses", {
  applicationId: uuid()
    .primaryKey()
    .references(() => jobApplications.id, { onDelete: "cascade" }),
  companyId: uuid()
    .notNull()
    .references(() => companies.id, { onDelete: "cascade" }),
  jobId: uuid()
    .notNull()
    .references(() => jobs.id, { onDelete: "cascade" }),
  score: integer().notNull(),
  summary: text().notNull(),
  criteria: jsonb().$type<AnalysisCriterion[]>().notNull(),
  /** The text extracted from the CV PDF, kept so a rescoring need not parse the file again. */
  cvText: text(),
  criteriaHash: text().notNull(),
  analyzerVersion: text().notNull(),
  provider: text().notNull(),
  analyzedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
