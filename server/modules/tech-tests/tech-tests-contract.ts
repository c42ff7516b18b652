/**
 * The tech-test (case study) contract of issue 7, shared by the API and the portal: limits and
 * labels, zod-free so the portal can import it; the zod schemas are tech-tests-schemas.ts.
 */

/** Spec 9: a submitted document is a PDF, Word (.docx) or ZIP file of at most 10 MB. */
export const TECH_TEST_DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;

export const TECH_TEST_DOCUMENT_TYPES = {
  "application/pdf": "pdf",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document": "docx",
  "application/zip": "zip",
} as const;

/** What the file input offers; the server still decides by content. */
export const TECH_TEST_DOCUMENT_ACCEPT = ".pdf,.docx,.zip,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document,application/zip";

/** Limits of the recruiter's settings and of an extension. */
export const TECH_TEST_MAX_SETTING_HOURS = 720;

export const TECH_TEST_MAX_EXTENSION_HOURS = 336;

export { TECH_TEST_STATUS_LABELS } from "./tech-test-status-contract";

/** The multipart fields of a submission. */
export const SUBMISSION_FIELDS = { link: "link", document: "document" } as const;
