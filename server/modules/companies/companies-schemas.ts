import { z } from "zod";
import { richTextField } from "@/server/lib/rich-text-schemas";
import { ABOUT_MAX_LENGTH, ABOUT_MAX_MARKUP_LENGTH, WHAT_SPECIAL_MAX_LENGTH, WHAT_SPECIAL_MAX_MARKUP_LENGTH } from "@/server/modules/company-profile/company-profile-contract";
import { COMPANY_SIZES, FUNDING_STAGES, BENEFITS, WORKING_POLICIES, URL_PATTERN, MAX_FUNDING_AMOUNT_IDR } from "./companies-contract";

/** Company and onboarding contracts (spec 3), shared by the API and the portal. Plain zod. */
export const CULTURE_VALUES = [
  "innovative",
  "nurturing",
  "passionate",
  "vibrant",
  "adaptable",
  "collaborative",
  "fast-paced",
  "open",
  "driven",
  "progressive",
  "energetic",
  "integrity",
  "quality",
  "discipline",
  "trustworthy",
  "fun",
  "respectful",
  "balanced",
] as const;

export const COMPANY_VERIFICATION_STATUSES = ["pending", "verified", "rejected"] as const;
export const MEMBER_ROLES = ["owner", "member"] as const;
export const MEMBER_STATUSES = ["pending", "active"] as const;

export const companySizeSchema = z.enum(COMPANY_SIZES);
export const memberRoleSchema = z.enum(MEMBER_ROLES);
export const memberStatusSchema = z.enum(MEMBER_STATUSES);
export const verificationStatusSchema = z.enum(COMPANY_VERIFICATION_STATUSES);
export const urlSchema = z.string().trim().max(2048).regex(URL_PATTERN, "Enter a URL starting with http:// or https://");

/** The company as the signed-in shell sees it (Current user's company, spec 3). */
export const companySummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The public careers page address: /careers/{slug}. */
  slug: z.string(),
  sector: z.string().nullable(),
  emailDomain: z.string(),
  rank: z.string().nullable(),
  logoUrl: z.string().nullable(),
  size: companySizeSchema.nullable(),
  verificationStatus: verificationStatusSchema,
  isActive: z.boolean(),
  deletedAt: z.string().nullable(),
  /** The effective subscription status, or null without a subscription. */
  subscriptionStatus: z.enum(["trial", "active", "expired"]).nullable(),
});
export type CompanySummary = z.infer<typeof companySummarySchema>;

/**
 * GET /v1/job-portal/me/company: the caller's membership (spec 3 "Company data"). `id` is the
 * membership id (userCompanyId). A pending join request answers with status "pending".
 */
export const companyDataSchema = z.object({
  id: z.string(),
  userId: z.string(),
  companyId: z.string(),
  role: memberRoleSchema,
  status: memberStatusSchema,
  jobTitle: z.string().nullable(),
  department: z.string().nullable(),
  verificationStatus: verificationStatusSchema,
  lastSeenAt: z.string().nullable(),
  lastSignedInAt: z.string().nullable(),
  company: companySummarySchema,
});
export type CompanyData = z.infer<typeof companyDataSchema>;

/** GET /v1/job-portal/company/email-domain/{domain}: what anyone signed in may learn of a company. */
export const companyByDomainSchema = z.object({
  id: z.string(),
  name: z.string(),
  emailDomain: z.string(),
  logoUrl: z.string().nullable(),
  verificationStatus: verificationStatusSchema,
});
export type CompanyByDomain = z.infer<typeof companyByDomainSchema>;

export const companyInsightSchema = z.object({
  fundingStage: z.enum(FUNDING_STAGES).optional(),
  fundingAmount: z.number().int().min(0).max(MAX_FUNDING_AMOUNT_IDR).optional(),
  benefits: z.array(z.enum(BENEFITS)).max(BENEFITS.length).optional(),
  workingPolicies: z.array(z.enum(WORKING_POLICIES)).max(WORKING_POLICIES.length).optional(),
});

/** The company part of onboarding (spec 3 company registration mapping). */
export const companyRegistrationSchema = z.object({
  name: z.string().trim().min(2, "Company name must be at least 2 characters").max(120),
  sector: z.string().trim().min(1, "Choose a sector").max(120),
  size: companySizeSchema,
  logoUrl: urlSchema.optional(),
  /** Rich text, as on the company profile; onboarding's plain text is stored as paragraphs. */
  description: richTextField(ABOUT_MAX_LENGTH, ABOUT_MAX_MARKUP_LENGTH).optional(),
  website: urlSchema.optional(),
  cityId: z.string().trim().min(1).max(120).optional(),
  cultures: z.array(z.enum(CULTURE_VALUES)).max(CULTURE_VALUES.length).optional(),
  whatSpecial: richTextField(WHAT_SPECIAL_MAX_LENGTH, WHAT_SPECIAL_MAX_MARKUP_LENGTH).optional(),
  insight: companyInsightSchema.optional(),
});
export type CompanyRegistration = z.infer<typeof companyRegistrationSchema>;

/** Indonesian or international phone number: optional +, 8 to 15 digits, spaces and dashes allowed. */
export const PHONE_PATTERN = /^\+?[0-9][0-9 -]{6,18}[0-9]$/;

/**
 * PUT /v1/profiles/employer, onboarding. Field names are the API's (the form's phoneNumber is sent
 * as handphone, expectation as employeeTargets). Without isJoin, `company` is required and the
 * caller becomes the owner of a new company on their email domain; with isJoin, the caller asks to
 * join the company that already holds their email domain (the service checks `company` then, since
 * it depends on whether the caller has a membership). Once the caller has a membership, only the
 * personal fields are updated (Settings, Personal Info); employeeTargets and howToKnowDeall left out
 * keep their stored values.
 */
export const employerProfileRequestSchema = z
  .object({
    name: z.string().trim().min(2).max(100).optional(),
    handphone: z.string().trim().regex(PHONE_PATTERN, "Enter a valid phone number"),
    jobTitle: z.string().trim().min(1).max(120).optional(),
    department: z.string().trim().min(1, "Choose a department").max(120),
    employeeTargets: z.array(z.string().trim().min(1).max(120)).max(20).optional(),
    /** Comma-separated list of where the user heard of us. */
    howToKnowDeall: z.string().trim().max(500).optional(),
    isJoin: z.boolean().default(false),
    company: companyRegistrationSchema.optional(),
  });
export type EmployerProfileRequest = z.input<typeof employerProfileRequestSchema>;

/** PATCH /v1/job-portal/user-company/{id}/last-seen-at and POST .../last-signed-in answer this. */
export const membershipActivitySchema = z.object({
  id: z.string(),
  lastSeenAt: z.string().nullable(),
  lastSignedInAt: z.string().nullable(),
});
export type MembershipActivity = z.infer<typeof membershipActivitySchema>;

export const COMPANY_ERROR_CODES = {
  noCompany: "NO_COMPANY",
  companyNotFound: "COMPANY_NOT_FOUND",
  companyAlreadyExists: "COMPANY_ALREADY_EXISTS",
  companyInactive: "COMPANY_INACTIVE",
  membershipPending: "MEMBERSHIP_PENDING",
  userCompanyNotFound: "USER_COMPANY_NOT_FOUND",
} as const;

/** The notification the owner gets for a join request (spec 3 notification types). */
export const JOIN_REQUEST_NOTIFICATION_TYPE = "invitedEmployerJoinReceived";

// Zod-free, for client code: ./companies-contract.ts
export { COMPANY_SIZES, FUNDING_STAGES, BENEFITS, WORKING_POLICIES, URL_PATTERN };
