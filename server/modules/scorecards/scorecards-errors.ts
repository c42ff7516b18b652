import { invalidFields, type FieldError } from "@/server/api/errors";
import { SCORECARD_ERROR_CODES } from "./scorecards-schemas";

/** The ratings do not match the job's current interview kit (it changed, or the request is wrong): each field says how. */
export const scorecardKitMismatch = (errors: FieldError[]) => invalidFields("body", errors, SCORECARD_ERROR_CODES.kitMismatch);
