import { invalidField, invalidFields, multipartRequired, notFound, unprocessable, type FieldError } from "@/server/api/errors";
import { IMPORT_FILE_FIELD } from "./job-imports-contract";
import { IMPORT_ERROR_CODES } from "./job-imports-schemas";

export const importNotFound = () => notFound("Import not found", "IMPORT_NOT_FOUND");

/** Checked in the route's middleware, before the params are parsed, so it answers as the params' own 422 would. */
export const invalidJobIdParam = () => invalidFields("param", [{ field: "jobId", message: "Invalid job id" }]);

// The uploaded file: every refusal is on the file field.
export const spreadsheetNotMultipart = () => multipartRequired(IMPORT_FILE_FIELD, "Send the spreadsheet as multipart/form-data in the file field");
export const importFileMissing = () => invalidField(IMPORT_FILE_FIELD, "Choose one CSV or XLSX file");
/** A file that cannot be imported as it is; `code` says why (one of IMPORT_ERROR_CODES). */
export const importFileRefused = (code: string, message: string) => invalidField(IMPORT_FILE_FIELD, message, code);

// The mapping of the file's columns to the applicant's fields.
export const invalidMapping = (field: string, message: string) => invalidField(field, message, IMPORT_ERROR_CODES.invalidMapping);
/** Required fields with no column chosen, one error each; the first is the answer's message. */
export const mappingIncomplete = (errors: FieldError[]) => unprocessable(errors[0]!.message, errors, IMPORT_ERROR_CODES.invalidMapping);
