import { createRouter } from "@/server/api/router";

/** The AI candidate analyzer, behind its flag (issue 7). */
export const aiAnalyzerRoutes = createRouter();
