import type { ApplicantScorecards } from "@/server/modules/scorecards/scorecards-schemas";

/** The scorecard form's fields: radio values are strings ("1" to "4"), null until chosen. */
export type ScorecardFormValues = {
  ratings: { attribute: string; rating: string | null; note: string }[];
  recommendation: string | null;
  note: string;
};

/** The interview-kit form's fields (a field array needs objects). */
export type InterviewKitFormValues = { attributes: { name: string }[] };

/** The form's start: the caller's own scorecard where it rated the attribute, else unrated, in the kit's order. */
export function scorecardFormDefaults(data: Pick<ApplicantScorecards, "kit" | "mine">): ScorecardFormValues {
  const previous = new Map((data.mine?.ratings ?? []).map((rating) => [rating.attribute.toLowerCase(), rating]));
  return {
    ratings: data.kit.attributes.map((attribute) => {
      const earlier = previous.get(attribute.toLowerCase());
      return { attribute, rating: earlier ? String(earlier.rating) : null, note: earlier?.note ?? "" };
    }),
    recommendation: data.mine?.recommendation ?? null,
    note: data.mine?.note ?? "",
  };
}
