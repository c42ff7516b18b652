import { z } from "@hono/zod-openapi";
import {
  KIT_ATTRIBUTE_MAX_LENGTH,
  KIT_MAX_ATTRIBUTES,
  KIT_MIN_ATTRIBUTES,
  SCORECARD_ATTRIBUTE_NOTE_MAX_LENGTH,
  SCORECARD_NOTE_MAX_LENGTH,
  SCORECARD_RECOMMENDATIONS,
} from "./scorecards-contract";

export const SCORECARD_ERROR_CODES = {
  kitMismatch: "SCORECARD_KIT_MISMATCH",
} as const;

const attributeName = z
  .string({ error: "Name the attribute" })
  .trim()
  .min(1, "Name the attribute")
  .max(KIT_ATTRIBUTE_MAX_LENGTH, `At most ${KIT_ATTRIBUTE_MAX_LENGTH} characters`);

/** PUT .../interview-kit: the whole ordered list of attributes. */
export const interviewKitBodySchema = z.object({
  attributes: z
    .array(attributeName, { error: "List the attributes" })
    .min(KIT_MIN_ATTRIBUTES, "Add at least one attribute")
    .max(KIT_MAX_ATTRIBUTES, `At most ${KIT_MAX_ATTRIBUTES} attributes`)
    .superRefine((names, ctx) => {
      const seen = new Set<string>();
      names.forEach((name, index) => {
        const key = name.trim().toLowerCase();
        if (seen.has(key)) ctx.addIssue({ code: "custom", path: [index], message: "This attribute is already in the kit" });
        seen.add(key);
      });
    }),
});
export type InterviewKitBody = z.infer<typeof interviewKitBodySchema>;

export const interviewKitSchema = z
  .object({
    attributes: z.array(z.string()),
    /** False while the kit is still the one derived from the job's skills and criteria. */
    edited: z.boolean(),
    /** Whether the caller may edit the kit (jobPost manage on the job). */
    canEdit: z.boolean(),
  })
  .openapi("InterviewKit");
export type InterviewKit = z.infer<typeof interviewKitSchema>;

const rating = z
  .number({ error: "Choose a rating" })
  .int("Choose a rating")
  .min(1, "Choose a rating from 1 to 4")
  .max(4, "Choose a rating from 1 to 4");

export const scorecardRatingSchema = z.object({
  attribute: attributeName,
  rating,
  note: z.string().trim().max(SCORECARD_ATTRIBUTE_NOTE_MAX_LENGTH, `At most ${SCORECARD_ATTRIBUTE_NOTE_MAX_LENGTH} characters`).default(""),
});

/** PUT .../scorecards/mine: one rating per attribute of the job's kit, in any order, and the recommendation. */
export const scorecardBodySchema = z.object({
  ratings: z.array(scorecardRatingSchema, { error: "Rate each attribute" }).max(KIT_MAX_ATTRIBUTES, `At most ${KIT_MAX_ATTRIBUTES} ratings`),
  recommendation: z.enum(SCORECARD_RECOMMENDATIONS, { error: "Choose an overall recommendation" }),
  note: z.string().trim().max(SCORECARD_NOTE_MAX_LENGTH, `At most ${SCORECARD_NOTE_MAX_LENGTH} characters`).default(""),
});
export type ScorecardBody = z.infer<typeof scorecardBodySchema>;
export type ScorecardBodyInput = z.input<typeof scorecardBodySchema>;

export const scorecardSchema = z
  .object({
    id: z.string(),
    author: z.object({ userId: z.string(), name: z.string() }),
    mine: z.boolean(),
    ratings: z.array(z.object({ attribute: z.string(), rating: z.number().int(), note: z.string() })),
    recommendation: z.enum(SCORECARD_RECOMMENDATIONS),
    note: z.string(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .openapi("Scorecard");
export type Scorecard = z.infer<typeof scorecardSchema>;

export const scorecardSummarySchema = z.object({
  /** How many scorecards the summary counts (those the caller sees). */
  count: z.number().int(),
  recommendations: z.object({ strongNo: z.number().int(), no: z.number().int(), yes: z.number().int(), strongYes: z.number().int() }),
  /** Per attribute of the current kit: the mean rating (null when nobody rated it) and how many rated it. */
  attributes: z.array(z.object({ attribute: z.string(), average: z.number().nullable(), count: z.number().int() })),
});
export type ScorecardSummary = z.infer<typeof scorecardSummarySchema>;

export const applicantScorecardsSchema = z
  .object({
    kit: interviewKitSchema,
    /** The caller's own scorecard, or null before they submit one. */
    mine: scorecardSchema.nullable(),
    /** Every scorecard the caller sees (their own included), newest first. */
    scorecards: z.array(scorecardSchema),
    /** Others' scorecards kept from the caller until they submit their own. */
    hiddenCount: z.number().int(),
    summary: scorecardSummarySchema,
  })
  .openapi("ApplicantScorecards");
export type ApplicantScorecards = z.infer<typeof applicantScorecardsSchema>;
