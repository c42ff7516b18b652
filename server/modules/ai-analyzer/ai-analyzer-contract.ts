import type { FeatureFlagKey } from "@/server/modules/feature-flags/feature-flags-contract";

/**
 * The AI candidate analyzer's vocabulary (issue 7 item 7), shared by the API and the portal. Plain
 * data: no server imports.
 */

/** The gate: every endpoint answers 404 FEATURE_DISABLED and the panel hides while it is off. */
export const AI_ANALYZER_FLAG = "ai-candidate-analyzer" satisfies FeatureFlagKey;

/**
 * The local scorer's version. Raise it whenever scoring rules change: every stored verdict made by
 * another version reads as stale.
 */
export const ANALYZER_VERSION = "local-1";

/** The provider name of a verdict the local scorer made alone. */
export const LOCAL_PROVIDER = "local";

/** Where a piece of evidence was found. */
export const EVIDENCE_SOURCES = ["cv", "answers", "profile"] as const;
export type EvidenceSource = (typeof EVIDENCE_SOURCES)[number];
export const EVIDENCE_SOURCE_LABELS: Record<EvidenceSource, string> = { cv: "CV", answers: "Answers", profile: "Profile" };

/** A criterion at or above this score counts as met in the summary. */
export const CRITERION_MET_SCORE = 70;

/** Score bands, for the summary and the panel. */
export function scoreBand(score: number): "strong" | "partial" | "weak" {
  if (score >= 75) return "strong";
  if (score >= 50) return "partial";
  return "weak";
}
export const SCORE_BAND_LABELS = { strong: "Strong match", partial: "Partial match", weak: "Weak match" } as const;

/** Said wherever a score is shown: the score orders and explains, people decide. */
export const SCORE_DISCLAIMER = "Scores never decide alone: they sort applicants and explain the match. Read the evidence and decide yourself.";

export const ANALYZER_ERROR_CODES = {
  featureDisabled: "FEATURE_DISABLED",
  applicationNotFound: "APPLICATION_NOT_FOUND",
} as const;
