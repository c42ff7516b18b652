import type { Candidate } from "@/server/modules/applications/applications-schemas";

/**
 * Where an application came from, as the candidates list, the applicant page and the applications
 * table say it. Plain data: the table reads it without the candidates list's query code.
 */
export const CANDIDATE_SOURCE_LABELS: Record<Candidate["source"], string> = {
  applicant: "Applied on the careers page",
  import: "Imported",
  recommendation: "Recommended",
};
