/** Candidates: the zod-free limits the portal needs; the zod schemas are applications-schemas.ts. */

export const CANDIDATE_SEARCH_MAX_LENGTH = 100;
