/** The case-study form's values and the checks that need no zod (the zod part is submission-form-schema.ts). */

import { TECH_TEST_DOCUMENT_MAX_BYTES, TECH_TEST_DOCUMENT_TYPES } from "@/server/modules/tech-tests/tech-tests-contract";

export type SubmissionFormValues = { link: string; document: FileList | null | undefined };

const megabytes = (bytes: number) => `${Number((bytes / (1024 * 1024)).toFixed(1))} MB`;
/** "10 MB", shown beside the file input. */
export const DOCUMENT_LIMIT_LABEL = megabytes(TECH_TEST_DOCUMENT_MAX_BYTES);
const EXTENSIONS: readonly string[] = Object.values(TECH_TEST_DOCUMENT_TYPES);

/** The document's problem before sending (the server checks the content again), or null. */
export function documentProblem(file: File): string | null {
  const extension = file.name.match(/\.([^./\\]+)$/)?.[1]?.toLowerCase();
  if (!extension || !EXTENSIONS.includes(extension)) return "The file must be a PDF, a Word (.docx) document or a ZIP archive";
  if (file.size > TECH_TEST_DOCUMENT_MAX_BYTES) return `The file is ${megabytes(file.size)}; the limit is ${DOCUMENT_LIMIT_LABEL}`;
  if (file.size === 0) return "The file is empty";
  return null;
}
