import { z } from "zod";
import { URL_PATTERN } from "@/server/modules/companies/companies-schemas";
import { TECH_TEST_STATUSES, TECH_TEST_SUBMISSION_TYPES } from "@/server/modules/jobs/jobs-contract";
import { TECH_TEST_DOCUMENT_MAX_BYTES, TECH_TEST_DOCUMENT_TYPES, TECH_TEST_DOCUMENT_ACCEPT, TECH_TEST_MAX_SETTING_HOURS, TECH_TEST_MAX_EXTENSION_HOURS, TECH_TEST_STATUS_LABELS, SUBMISSION_FIELDS } from "./tech-tests-contract";

/** One reminder goes out this long before each deadline. */
export const TECH_TEST_REMINDER_LEAD_HOURS = 12;
export const TECH_TEST_LINK_MAX_LENGTH = 2048;

export const TECH_TEST_ERROR_CODES = {
  notFound: "TECH_TEST_NOT_FOUND",
  expired: "TECH_TEST_EXPIRED",
  alreadySubmitted: "TECH_TEST_ALREADY_SUBMITTED",
  notConfirmed: "TECH_TEST_NOT_CONFIRMED",
  notExtendable: "TECH_TEST_NOT_EXTENDABLE",
  noDocument: "TECH_TEST_DOCUMENT_NOT_FOUND",
  noTechTestStep: "NO_TECH_TEST_STEP",
} as const;

const hours = (max: number) =>
  z
    .number({ error: "Enter a number of hours" })
    .int("Enter whole hours")
    .min(1, "At least 1 hour")
    .max(max, `At most ${max} hours`);

export const submissionTypesSchema = z
  .array(z.enum(TECH_TEST_SUBMISSION_TYPES))
  .min(1, "Accept at least one kind of submission")
  .max(2)
  .refine((types) => new Set(types).size === types.length, "List each kind once");

/** The recruiter's choices for one sending, each defaulting to the step's settings. */
export const techTestSettingsOverrideSchema = z.object({
  startLimitHours: hours(TECH_TEST_MAX_SETTING_HOURS).optional(),
  durationHours: hours(TECH_TEST_MAX_SETTING_HOURS).optional(),
  submissionTypes: submissionTypesSchema.optional(),
  subject: z.string().trim().min(1, "Write a subject").max(200, "Subject must be at most 200 characters").optional(),
  message: z.string().trim().min(1, "Write a message").max(5000, "Message must be at most 5000 characters").optional(),
});
export type TechTestSettingsOverride = z.infer<typeof techTestSettingsOverrideSchema>;

export const sendTechTestsBodySchema = techTestSettingsOverrideSchema
  .extend({
    requestId: z.uuid("Invalid request id"),
    applicationIds: z
      .array(z.uuid("Invalid application id"))
      .min(1, "Choose at least one applicant")
      .max(500, "At most 500 applicants at once")
      .refine((ids) => new Set(ids).size === ids.length, "List each applicant once"),
    /** The composed id of a techTest step ("techTest-<id>"); the job's first one when omitted. */
    recruitmentStepId: z.string().min(1).max(80).optional(),
  });
export type SendTechTestsBody = z.infer<typeof sendTechTestsBodySchema>;

export const sendTechTestsResultSchema = z
  .object({
    /** Applications that got a tech test (by this request, or by its first run when retried). */
    sent: z.array(z.string()),
    /** Applications left alone: they already have a test waiting for them. */
    skipped: z.array(z.string()),
  });
export type SendTechTestsResult = z.infer<typeof sendTechTestsResultSchema>;

const isoDate = z.string();

export const techTestSchema = z
  .object({
    id: z.string(),
    status: z.enum(TECH_TEST_STATUSES),
    stepName: z.string().nullable(),
    sentAt: isoDate,
    confirmBy: isoDate,
    confirmedAt: isoDate.nullable(),
    submitBy: isoDate.nullable(),
    submittedAt: isoDate.nullable(),
    startLimitHours: z.number().int(),
    durationHours: z.number().int(),
    submissionTypes: z.array(z.enum(TECH_TEST_SUBMISSION_TYPES)),
    submissionLink: z.string().nullable(),
    submissionFileName: z.string().nullable(),
    hasDocument: z.boolean(),
  });
export type TechTest = z.infer<typeof techTestSchema>;

export const techTestListSchema = z.object({ docs: z.array(techTestSchema) });
export type TechTestList = z.infer<typeof techTestListSchema>;

export const extendTechTestBodySchema = z.object({ hours: hours(TECH_TEST_MAX_EXTENSION_HOURS) });
export type ExtendTechTestBody = z.infer<typeof extendTechTestBodySchema>;

/** What the candidate's private page shows. */
export const candidateTechTestSchema = z
  .object({
    companyName: z.string(),
    jobTitle: z.string(),
    candidateName: z.string(),
    status: z.enum(TECH_TEST_STATUSES),
    subject: z.string(),
    message: z.string(),
    startLimitHours: z.number().int(),
    durationHours: z.number().int(),
    confirmBy: isoDate,
    submitBy: isoDate.nullable(),
    submittedAt: isoDate.nullable(),
    submissionTypes: z.array(z.enum(TECH_TEST_SUBMISSION_TYPES)),
    submissionLink: z.string().nullable(),
    submissionFileName: z.string().nullable(),
  });
export type CandidateTechTest = z.infer<typeof candidateTechTestSchema>;

/** Spec 5 URL pattern: http:// or https:// and a valid host. */
export const submissionLinkSchema = z
  .string()
  .trim()
  .max(TECH_TEST_LINK_MAX_LENGTH, `The link must be at most ${TECH_TEST_LINK_MAX_LENGTH} characters`)
  .regex(URL_PATTERN, "Enter a link starting with http:// or https://");

export const techTestTokenSchema = z
  .string()
  .min(20)
  .max(100)
  .regex(/^[A-Za-z0-9_-]+$/);

// Zod-free, for client code: ./tech-tests-contract.ts
export { TECH_TEST_DOCUMENT_MAX_BYTES, TECH_TEST_DOCUMENT_TYPES, TECH_TEST_DOCUMENT_ACCEPT, TECH_TEST_MAX_SETTING_HOURS, TECH_TEST_MAX_EXTENSION_HOURS, TECH_TEST_STATUS_LABELS, SUBMISSION_FIELDS };
