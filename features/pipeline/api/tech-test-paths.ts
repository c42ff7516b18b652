import { clientEnv } from "@/lib/env";
import { applicantApiPath } from "./applicant-api-path";

export const techTestPath = (jobId: string, applicationId: string, techTestId: string) =>
  `${applicantApiPath(jobId, applicationId)}/tech-tests/${encodeURIComponent(techTestId)}`;

/** Where the browser downloads a submitted document (the session cookie goes with it). */
export const techTestDocumentUrl = (jobId: string, applicationId: string, techTestId: string) =>
  `${clientEnv.NEXT_PUBLIC_API_URL}${techTestPath(jobId, applicationId, techTestId)}/document`;
