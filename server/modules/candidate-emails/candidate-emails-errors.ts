import { invalidFields, type FieldError } from "@/server/api/errors";
import { CANDIDATE_EMAIL_ERROR_CODES } from "./candidate-emails-schemas";

/** The email names the new job's placeholders but the request chose no new job (`prefix` locates the email in the body). */
export const newJobRequired = (prefix: string) =>
  invalidFields("body", [{ field: `${prefix}newJobId`, message: "Choose the job the candidate moves to: it fills {{New Job Title}} and {{New Step Name}}" }]);
export const unknownPlaceholders = (errors: FieldError[]) => invalidFields("body", errors, CANDIDATE_EMAIL_ERROR_CODES.unknownPlaceholder);
