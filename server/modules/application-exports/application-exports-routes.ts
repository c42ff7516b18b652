import { createRouter } from "@/server/api/router";

/** The applications table and its CSV and XLSX exports (issue 7). */
export const applicationExportsRoutes = createRouter();
