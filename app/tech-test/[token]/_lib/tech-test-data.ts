import { cache } from "react";
// Like app/careers/_lib, this server-rendered public page reads the public API in process.
import { serverSideApi } from "@/server/api/process-app";
import { candidateTechTestSchema, type CandidateTechTest } from "@/server/modules/tech-tests/tech-tests-schemas";

/**
 * The candidate page's data: the public API called in process (same token check and status rules
 * as over HTTP), parsed with its contract. Null when the API answers 404 (unknown token); any other
 * failure throws to the error page. `cache` shares one call between metadata and the page.
 */
export const getTechTestByToken = cache(async (token: string): Promise<CandidateTechTest | null> => {
  const response = await serverSideApi().request(`/api/v1/tech-tests/${encodeURIComponent(token)}`);
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`GET /v1/tech-tests/… answered ${response.status}`);
  const body = (await response.json()) as { result: unknown };
  return candidateTechTestSchema.parse(body.result);
});
