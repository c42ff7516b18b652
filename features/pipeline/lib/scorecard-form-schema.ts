import { zodResolver } from "@hookform/resolvers/zod";
import type { Resolver } from "react-hook-form";
import { z } from "zod";
import {
  KIT_ATTRIBUTE_MAX_LENGTH,
  KIT_MAX_ATTRIBUTES,
  KIT_MIN_ATTRIBUTES,
  SCORECARD_ATTRIBUTE_NOTE_MAX_LENGTH,
  SCORECARD_NOTE_MAX_LENGTH,
  SCORECARD_RECOMMENDATIONS,
} from "@/server/modules/scorecards/scorecards-contract";
import type { InterviewKitFormValues, ScorecardFormValues } from "./scorecard-form-values";

/**
 * The scorecard and interview-kit forms' validation (zod), the same rules as the API's. The forms
 * load it with their first validation (lib/lazy-resolver.ts), never with the applicant page.
 */

const scorecardFormSchema = z.object({
  ratings: z.array(
    z.object({
      attribute: z.string(),
      rating: z.enum(["1", "2", "3", "4"], { error: "Choose a rating" }).transform(Number),
      note: z.string().trim().max(SCORECARD_ATTRIBUTE_NOTE_MAX_LENGTH, `At most ${SCORECARD_ATTRIBUTE_NOTE_MAX_LENGTH} characters`),
    }),
  ),
  recommendation: z.enum(SCORECARD_RECOMMENDATIONS, { error: "Choose an overall recommendation" }),
  note: z.string().trim().max(SCORECARD_NOTE_MAX_LENGTH, `At most ${SCORECARD_NOTE_MAX_LENGTH} characters`),
});
export type ScorecardFormOutput = z.output<typeof scorecardFormSchema>;
export const scorecardFormResolver = zodResolver(scorecardFormSchema) as unknown as Resolver<ScorecardFormValues, unknown, ScorecardFormOutput>;

const interviewKitFormSchema = z.object({
  attributes: z
    .array(
      z.object({
        name: z.string().trim().min(1, "Name the attribute").max(KIT_ATTRIBUTE_MAX_LENGTH, `At most ${KIT_ATTRIBUTE_MAX_LENGTH} characters`),
      }),
    )
    .min(KIT_MIN_ATTRIBUTES, "Add at least one attribute")
    .max(KIT_MAX_ATTRIBUTES, `At most ${KIT_MAX_ATTRIBUTES} attributes`)
    .superRefine((rows, ctx) => {
      const seen = new Set<string>();
      rows.forEach((row, index) => {
        const key = row.name.trim().toLowerCase();
        if (key && seen.has(key)) ctx.addIssue({ code: "custom", path: [index, "name"], message: "This attribute is already in the kit" });
        seen.add(key);
      });
    }),
});
export type InterviewKitFormOutput = z.output<typeof interviewKitFormSchema>;
export const interviewKitFormResolver = zodResolver(interviewKitFormSchema) as unknown as Resolver<InterviewKitFormValues, unknown, InterviewKitFormOutput>;
