import { z } from "zod";
import { EVIDENCE_SOURCES } from "./ai-analyzer-contract";

/** The AI candidate analyzer's API contract (issue 7, contract section 8). */

export const analysisEvidenceSchema = z.object({
  source: z.enum(EVIDENCE_SOURCES),
  /** A quoted snippet of the CV, an answer or the profile. */
  text: z.string(),
});
export type AnalysisEvidence = z.infer<typeof analysisEvidenceSchema>;

/** One criterion of a verdict: what was looked for, its weight, the evidence found and what is missing. */
export const analysisCriterionSchema = z.object({
  criterion: z.string(),
  weight: z.number().int().min(1).max(5),
  score: z.number().int().min(0).max(100),
  evidence: z.array(analysisEvidenceSchema),
  missing: z.array(z.string()),
});

/** GET (and POST re-analyze) .../candidates/{applicationId}/analysis. */
export const applicationAnalysisSchema = z.object({
  score: z.number().int().min(0).max(100),
  summary: z.string(),
  criteria: z.array(analysisCriterionSchema),
  /** "local", or the OpenAI-compatible model that refined the local verdict ("openai-compatible:<model>"). */
  provider: z.string(),
  analyzedAt: z.string(),
  /** The job's criteria, the applicant's details or the scorer changed since: re-analyze to update. */
  stale: z.boolean(),
});
export type ApplicationAnalysis = z.infer<typeof applicationAnalysisSchema>;

/** POST .../candidates/analysis: how many of the job's applicants were queued. */
export const queueAnalysisResultSchema = z.object({ queued: z.number().int().min(0) });
export type QueueAnalysisResult = z.infer<typeof queueAnalysisResultSchema>;
