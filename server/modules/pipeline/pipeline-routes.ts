import { createRouter } from "@/server/api/router";

/** Decisions, the activity timeline and notes of applicants (issue 7). */
export const pipelineRoutes = createRouter();
