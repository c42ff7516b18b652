import { createRouter } from "@/server/api/router";

/** Candidate email templates, previews and sends (issue 7). */
export const candidateEmailsRoutes = createRouter();
