/**
 * The scorecards contract (interview kits and scorecards), shared by the API and the portal:
 * limits, the 4-point scale and the recommendations with their labels, and the visibility rule.
 * Zod-free so the portal can import it; the zod schemas are scorecards-schemas.ts.
 */

/** A kit holds 1 to 20 attributes once edited, each named in at most 80 characters. */
export const KIT_MIN_ATTRIBUTES = 1;
export const KIT_MAX_ATTRIBUTES = 20;
export const KIT_ATTRIBUTE_MAX_LENGTH = 80;

/** Notes on one attribute, and on the scorecard as a whole. */
export const SCORECARD_ATTRIBUTE_NOTE_MAX_LENGTH = 1000;
export const SCORECARD_NOTE_MAX_LENGTH = 3000;

/** The 4-point scale of each attribute: 1 (lowest) to 4 (highest), no middle. */
export const SCORECARD_RATINGS = [1, 2, 3, 4] as const;
export type ScorecardRating = (typeof SCORECARD_RATINGS)[number];

export const SCORECARD_RATING_LABELS: Record<ScorecardRating, string> = {
  1: "Definitely not",
  2: "No",
  3: "Yes",
  4: "Definitely yes",
};

/** The overall recommendation, from the strongest no to the strongest yes. */
export const SCORECARD_RECOMMENDATIONS = ["strongNo", "no", "yes", "strongYes"] as const;
export type ScorecardRecommendation = (typeof SCORECARD_RECOMMENDATIONS)[number];

export const SCORECARD_RECOMMENDATION_LABELS: Record<ScorecardRecommendation, string> = {
  strongNo: "Strong no",
  no: "No",
  yes: "Yes",
  strongYes: "Strong yes",
};

/**
 * Who sees a scorecard (kept independent until one has judged): the job's editors and the company
 * owner see every scorecard; anyone else sees their own, and the others only once they have
 * submitted theirs. The summary counts only the scorecards the caller sees.
 */
export function seesOthersScorecards(viewer: { canManageJob: boolean; hasSubmitted: boolean }): boolean {
  return viewer.canManageJob || viewer.hasSubmitted;
}
