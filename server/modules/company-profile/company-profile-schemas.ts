import { z } from "zod";
import {
  BENEFITS,
  CULTURE_VALUES,
  FUNDING_STAGES,
  WORKING_POLICIES,
  companySizeSchema,
  urlSchema,
  verificationStatusSchema,
} from "@/server/modules/companies/companies-schemas";
import { MAX_FUNDING_AMOUNT_IDR } from "@/server/modules/companies/companies-contract";
import { richTextField } from "@/server/lib/rich-text-schemas";
import { INTERNSHIP_PERKS, COMPANY_SIZE_LABELS, WORKING_POLICY_LABELS, FUNDING_STAGE_LABELS, BENEFIT_LABELS, INTERNSHIP_PERK_LABELS, MAX_CUSTOM_BENEFITS, ABOUT_MAX_LENGTH, WHAT_SPECIAL_MAX_LENGTH, ABOUT_MAX_MARKUP_LENGTH, WHAT_SPECIAL_MAX_MARKUP_LENGTH, MAX_COMPANY_PHOTOS, COMPANY_PHOTO_FIELD } from "./company-profile-contract";

/** Spec 3 culture values with their name and subtitle (GET /v1/job-portal/culture). */
export const CULTURE_CATALOGUE: { key: (typeof CULTURE_VALUES)[number]; name: string; subtitle: string }[] = [
  { key: "innovative", name: "Innovative", subtitle: "We try new ideas and learn quickly from what works" },
  { key: "nurturing", name: "Nurturing", subtitle: "We grow people through mentoring and honest feedback" },
  { key: "passionate", name: "Passionate", subtitle: "We care deeply about our work and the people it serves" },
  { key: "vibrant", name: "Vibrant", subtitle: "A lively workplace full of energy and ideas" },
  { key: "adaptable", name: "Adaptable", subtitle: "We adjust quickly when plans and markets change" },
  { key: "collaborative", name: "Collaborative", subtitle: "We win together, across teams and roles" },
  { key: "fast-paced", name: "Fast-paced", subtitle: "We move quickly and ship often" },
  { key: "open", name: "Open", subtitle: "We share information and welcome every voice" },
  { key: "driven", name: "Driven", subtitle: "We set ambitious goals and go after them" },
  { key: "progressive", name: "Progressive", subtitle: "We embrace new ways of working and thinking" },
  { key: "energetic", name: "Energetic", subtitle: "We bring enthusiasm to every challenge" },
  { key: "integrity", name: "Integrity", subtitle: "We do the right thing, even when no one is watching" },
  { key: "quality", name: "Quality", subtitle: "We sweat the details and take pride in our craft" },
  { key: "discipline", name: "Discipline", subtitle: "We keep our commitments and follow through" },
  { key: "trustworthy", name: "Trustworthy", subtitle: "We earn trust by being reliable and transparent" },
  { key: "fun", name: "Fun", subtitle: "We enjoy our work and celebrate together" },
  { key: "respectful", name: "Respectful", subtitle: "We treat everyone with dignity and care" },
  { key: "balanced", name: "Balanced", subtitle: "We value a healthy balance between work and life" },
];

export const cultureSchema = z.object({ key: z.enum(CULTURE_VALUES), name: z.string(), subtitle: z.string() });
export const cultureListSchema = z.object({ docs: z.array(cultureSchema) });

/** The insight block as stored and answered. */
export const companyProfileInsightSchema = z.object({
  fundingStage: z.enum(FUNDING_STAGES).nullable(),
  /** Whole rupiah. */
  fundingAmount: z.number().int().nullable(),
  benefits: z.array(z.enum(BENEFITS)),
  /** Benefits of the company's own wording, beside the 24 of spec 3. */
  customBenefits: z.array(z.string()),
  workingPolicies: z.array(z.enum(WORKING_POLICIES)),
  internshipPerks: z.array(z.enum(INTERNSHIP_PERKS)),
});

export const companyPhotoKinds = ["photo", "logo"] as const;
export const companyPhotoSchema = z.object({
  id: z.string(),
  kind: z.enum(companyPhotoKinds),
  /** Served by the API: GET /api/v1/job-portal/company-photo/{id}/file. */
  url: z.string(),
  mimeType: z.string(),
  size: z.number().int(),
  createdAt: z.string(),
});
export type CompanyPhoto = z.infer<typeof companyPhotoSchema>;

/** GET /v1/job-portal/company/{id}: the whole profile. */
export const companyProfileSchema = z.object({
  id: z.string(),
  name: z.string(),
  sector: z.string().nullable(),
  emailDomain: z.string(),
  logoUrl: z.string().nullable(),
  /** About the company: spec 5 rich text (sanitised HTML; text stored before it was rich text comes as paragraphs). */
  description: z.string().nullable(),
  website: z.string().nullable(),
  size: companySizeSchema.nullable(),
  cityId: z.string().nullable(),
  cultures: z.array(z.enum(CULTURE_VALUES)),
  /** Spec 5 rich text, like description (sanitised HTML). */
  whatSpecial: z.string().nullable(),
  insight: companyProfileInsightSchema,
  rank: z.string().nullable(),
  verificationStatus: verificationStatusSchema,
  photos: z.array(companyPhotoSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CompanyProfile = z.infer<typeof companyProfileSchema>;

/** About and what is special: rich text whose limits count the text, not the markup. */
export const aboutRichTextSchema = richTextField(ABOUT_MAX_LENGTH, ABOUT_MAX_MARKUP_LENGTH);
export const whatSpecialRichTextSchema = richTextField(WHAT_SPECIAL_MAX_LENGTH, WHAT_SPECIAL_MAX_MARKUP_LENGTH);

/** PUT /v1/job-portal/company/{id}/about: the About section. */
export const updateAboutSchema = z.object({
  description: aboutRichTextSchema.nullable(),
  website: urlSchema.nullable().optional(),
  whatSpecial: whatSpecialRichTextSchema.nullable().optional(),
});
export type UpdateAboutRequest = z.input<typeof updateAboutSchema>;

const uniqueList = <T extends z.ZodType>(item: T, max: number) =>
  z
    .array(item)
    .max(max)
    .refine((values) => new Set(values).size === values.length, "Each value may appear once");

/** PATCH /v1/job-portal/company/{id}: any subset of the profile fields; insight fields merge. */
export const updateCompanyProfileSchema = z
  .object({
    name: z.string().trim().min(2, "Company name must be at least 2 characters").max(120).optional(),
    sector: z.string().trim().min(1).max(120).optional(),
    size: companySizeSchema.optional(),
    cityId: z.string().trim().min(1).max(120).nullable().optional(),
    website: urlSchema.nullable().optional(),
    description: aboutRichTextSchema.nullable().optional(),
    whatSpecial: whatSpecialRichTextSchema.nullable().optional(),
    cultures: uniqueList(z.enum(CULTURE_VALUES), CULTURE_VALUES.length).optional(),
    insight: z
      .object({
        fundingStage: z.enum(FUNDING_STAGES).nullable().optional(),
        fundingAmount: z.number().int().min(0).max(MAX_FUNDING_AMOUNT_IDR).nullable().optional(),
        benefits: uniqueList(z.enum(BENEFITS), BENEFITS.length).optional(),
        customBenefits: uniqueList(z.string().trim().min(1).max(80), MAX_CUSTOM_BENEFITS).optional(),
        workingPolicies: uniqueList(z.enum(WORKING_POLICIES), WORKING_POLICIES.length).optional(),
        internshipPerks: uniqueList(z.enum(INTERNSHIP_PERKS), INTERNSHIP_PERKS.length).optional(),
      })
      .optional(),
  })
  .refine((value) => Object.values(value).some((field) => field !== undefined), { message: "Nothing to change", path: ["name"] });
export type UpdateCompanyProfileRequest = z.input<typeof updateCompanyProfileSchema>;
export const companyPhotoUploadFieldsSchema = z.object({ kind: z.enum(companyPhotoKinds).default("photo") });

/** DELETE /v1/job-portal/company-photo/bulk?ids=a&ids=b (or ids=a,b). */
export const deletedPhotosSchema = z.object({ deletedIds: z.array(z.string()) });

/** Indonesian tax number (NPWP): 15 or 16 digits, dots and dashes allowed. */
export const NPWP_PATTERN = /^[0-9][0-9.-]{13,22}[0-9]$/;

/** PUT /v1/job-portal/company/{id}/verification: what the Admin submits; the status becomes pending. */
export const submitVerificationSchema = z.object({
  legalName: z.string().trim().min(2).max(200),
  taxNumber: z
    .string()
    .trim()
    .regex(NPWP_PATTERN, "Enter the company's NPWP (15 or 16 digits)")
    .refine((value) => [15, 16].includes(value.replace(/\D/g, "").length), "Enter the company's NPWP (15 or 16 digits)"),
  businessRegistrationNumber: z.string().trim().max(40).optional(),
  address: z.string().trim().min(5).max(500),
  /** A company photo (kind photo) showing the registration document, uploaded first. */
  documentPhotoId: z.uuid().optional(),
  note: z.string().trim().max(500).optional(),
});
export type SubmitVerificationRequest = z.input<typeof submitVerificationSchema>;

export const verificationSchema = z.object({
  companyId: z.string(),
  status: verificationStatusSchema,
  submission: z
    .object({
      legalName: z.string(),
      taxNumber: z.string(),
      businessRegistrationNumber: z.string().nullable(),
      address: z.string(),
      documentPhotoId: z.string().nullable(),
      note: z.string().nullable(),
      submittedAt: z.string(),
      submittedBy: z.object({ name: z.string(), email: z.string() }).nullable(),
    })
    .nullable(),
  reviewedAt: z.string().nullable(),
  reviewNote: z.string().nullable(),
});
export type CompanyVerification = z.infer<typeof verificationSchema>;

/** PUT /v1/operator/company/{id}/verification: the operator's decision. */
export const reviewVerificationSchema = z.object({
  status: z.enum(["verified", "rejected"]),
  note: z.string().trim().max(500).optional(),
});

export const COMPANY_PROFILE_ERROR_CODES = {
  photoNotFound: "COMPANY_PHOTO_NOT_FOUND",
  photoLimitReached: "COMPANY_PHOTO_LIMIT_REACHED",
  verificationAlreadyVerified: "COMPANY_ALREADY_VERIFIED",
  verificationNotSubmitted: "COMPANY_VERIFICATION_NOT_SUBMITTED",
} as const;

// Zod-free, for client code: ./company-profile-contract.ts
export { INTERNSHIP_PERKS, COMPANY_SIZE_LABELS, WORKING_POLICY_LABELS, FUNDING_STAGE_LABELS, BENEFIT_LABELS, INTERNSHIP_PERK_LABELS, MAX_CUSTOM_BENEFITS, ABOUT_MAX_LENGTH, WHAT_SPECIAL_MAX_LENGTH, ABOUT_MAX_MARKUP_LENGTH, WHAT_SPECIAL_MAX_MARKUP_LENGTH, MAX_COMPANY_PHOTOS, COMPANY_PHOTO_FIELD };
