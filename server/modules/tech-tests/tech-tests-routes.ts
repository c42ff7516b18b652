import { createRouter } from "@/server/api/router";

/** Tech tests: the recruiter's endpoints and the candidate's private-link endpoints (issue 7). */
export const techTestsRoutes = createRouter();
