import { apiClient } from "@/lib/api-client";
import type { DecisionBody, DecisionResult } from "@/server/modules/pipeline/pipeline-schemas";

export type { DecisionBody, DecisionResult };

/** An email sent with a decision: one per applicant actually changed, rendered for each. */
export type DecisionEmail = NonNullable<DecisionBody["email"]>;

/**
 * POST /v1/job-portal/job/{jobId}/candidates/decisions: applies one decision to applicants, all or
 * nothing. The body's requestId makes a retry change nothing twice.
 */
export async function postDecision(jobId: string, body: DecisionBody): Promise<DecisionResult> {
  const { data } = await apiClient.post<{ result: DecisionResult }>(`/v1/job-portal/job/${encodeURIComponent(jobId)}/candidates/decisions`, body);
  return data.result;
}
