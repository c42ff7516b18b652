import { notFound } from "@/server/api/errors";
import { ANALYZER_ERROR_CODES } from "./ai-analyzer-contract";

/** While the flag is off for the company, the analyzer's endpoints do not exist for it. */
export const analyzerDisabled = () => notFound("The AI candidate analyzer is not enabled for this company", ANALYZER_ERROR_CODES.featureDisabled);
export const applicationNotFound = () => notFound("Applicant not found", ANALYZER_ERROR_CODES.applicationNotFound);
