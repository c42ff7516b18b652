import { z } from "zod";
import { EMAIL_PATTERN } from "@/server/modules/auth/auth-schemas";
import { URL_PATTERN } from "@/server/modules/companies/companies-schemas";
import { APPLICATION_PLATFORMS, QUESTION_TYPES } from "@/server/modules/jobs/jobs-contract";
import { JOB_TYPES, WORKPLACE_TYPES } from "@/server/modules/jobs/job-listing-contract";
import { MAX_SHORT_TEXT_ANSWER, MAX_LONG_TEXT_ANSWER, APPLICATION_FIELDS } from "./careers-contract";

/**
 * The public careers page contract (no session): a company's public face, its open jobs, one job
 * for candidates, and the application form's fields. Used by the API, the server-rendered pages
 * and the application form.
 */

/** Shown only when the job says so and the job is paid (whole rupiah). */
export const publicSalarySchema = z.object({ start: z.number(), end: z.number() });
export type PublicSalary = z.infer<typeof publicSalarySchema>;

export const publicCompanySchema = z.object({
  name: z.string(),
  slug: z.string(),
  logoUrl: z.string().nullable(),
  sector: z.string().nullable(),
  /** Spec 9 size band, e.g. "1-50". */
  sizeLabel: z.string().nullable(),
  website: z.string().nullable(),
  description: z.string().nullable(),
  city: z.string().nullable(),
  photos: z.array(z.object({ id: z.string(), url: z.string() })),
});
export type PublicCompany = z.infer<typeof publicCompanySchema>;

export const publicJobSummarySchema = z.object({
  id: z.string(),
  slug: z.string(),
  role: z.string(),
  workplaceType: z.enum(WORKPLACE_TYPES),
  employmentTypes: z.array(z.enum(JOB_TYPES)),
  location: z.string().nullable(),
  cityList: z.array(z.string()),
  salary: publicSalarySchema.nullable(),
  publishedAt: z.string().nullable(),
  applicationPlatform: z.enum(APPLICATION_PLATFORMS),
});
export type PublicJobSummary = z.infer<typeof publicJobSummarySchema>;

/** A job of the careers page's list. */
export const careersListJobSchema = publicJobSummarySchema.extend({
  /** The job runs a boost: it is listed first with the Promoted mark. */
  promoted: z.boolean(),
});
export type CareersListJob = z.infer<typeof careersListJobSchema>;

/** GET /v1/careers/{companySlug}. */
export const careersPageSchema = z.object({ company: publicCompanySchema, jobs: z.array(careersListJobSchema) });
export type CareersPage = z.infer<typeof careersPageSchema>;

export const publicQuestionSchema = z.object({
  id: z.string(),
  type: z.enum(QUESTION_TYPES),
  question: z.string(),
  options: z.array(z.string()),
  required: z.boolean(),
});
export type PublicQuestion = z.infer<typeof publicQuestionSchema>;

/** GET /v1/careers/{companySlug}/jobs/{jobSlug}: the job in full for candidates. */
export const publicJobSchema = publicJobSummarySchema.extend({
  company: publicCompanySchema.pick({ name: true, slug: true, logoUrl: true, website: true }),
  /** Rich text, sanitised on write by the jobs API (spec 5 allow-list); sanitise again on display. */
  description: z.string(),
  responsibilities: z.string(),
  requirements: z.string(),
  perks: z.array(z.object({ key: z.string(), label: z.string() })),
  customBenefits: z.array(z.string()),
  customPerks: z.array(z.string()),
  skills: z.array(z.string()),
  cvRequired: z.boolean(),
  portofolioRequired: z.boolean(),
  preScreeningQuestions: z.array(publicQuestionSchema),
  externalPlatformUrl: z.string().nullable(),
});
export type PublicJob = z.infer<typeof publicJobSchema>;
export const PHONE_PATTERN = /^\+?[\d\s-]{8,20}$/;

/** The applicant's own fields; the form and the API check them the same way. */
export const applicantFieldsSchema = z.object({
  name: z.string().trim().min(1, "Enter your name").max(120, "Name must be at most 120 characters"),
  email: z.string().trim().min(1, "Enter your email").max(254, "Email is too long").regex(EMAIL_PATTERN, "Enter a valid email address"),
  phone: z
    .string()
    .trim()
    .min(1, "Enter your phone number")
    .refine((value) => PHONE_PATTERN.test(value) && value.length <= 20 && (value.match(/\d/g)?.length ?? 0) >= 8, "Use 8-20 digits, +, spaces or dashes"),
  portfolioUrl: z
    .string()
    .trim()
    .max(2048, "The link is too long")
    .refine((value) => value === "" || URL_PATTERN.test(value), "Enter a URL starting with http:// or https://"),
});
export type ApplicantFields = z.infer<typeof applicantFieldsSchema>;

/** One answer as sent: text, a number, a date (YYYY-MM-DD) or the chosen options. */
export const answerInputSchema = z.object({
  questionId: z.string().min(1).max(64),
  value: z.union([z.string().max(10_000), z.number(), z.array(z.string().max(500)).max(50)]),
});
export const answersInputSchema = z.array(answerInputSchema).max(100);
export type AnswerInput = z.infer<typeof answerInputSchema>;

/** 201 of the application: what the success screen needs. */
export const applicationReceiptSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: z.string(),
  companyName: z.string(),
});
export type ApplicationReceipt = z.infer<typeof applicationReceiptSchema>;

// An unknown company or job answers the companies and jobs modules' own 404s (companyNotFound, jobNotFound).
export const CAREERS_ERROR_CODES = {
  externalApplication: "EXTERNAL_APPLICATION",
  multipartRequired: "MULTIPART_REQUIRED",
  jobFeedNotAvailable: "JOB_FEED_NOT_AVAILABLE",
} as const;

// Zod-free, for client code: ./careers-contract.ts
export { MAX_SHORT_TEXT_ANSWER, MAX_LONG_TEXT_ANSWER, APPLICATION_FIELDS };
