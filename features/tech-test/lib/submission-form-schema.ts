import { z } from "zod";
import type { TechTestSubmissionType } from "@/server/modules/jobs/job-contract";
import { TECH_TEST_DOCUMENT_MAX_BYTES, TECH_TEST_DOCUMENT_TYPES } from "@/server/modules/tech-tests/tech-tests-contract";
import { submissionLinkSchema } from "@/server/modules/tech-tests/tech-tests-schemas";

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

/** The form's checks for the kinds the test takes: the API's link rule, the document, and at least one. */
export function submissionFormSchema(types: readonly TechTestSubmissionType[]) {
  const allowsLink = types.includes("link");
  const allowsDocument = types.includes("document");
  return z
    .object({ link: z.string(), document: z.custom<FileList | null | undefined>(() => true) })
    .superRefine((values, ctx) => {
      const link = values.link.trim();
      const file = values.document?.[0];
      if (allowsLink && link !== "") {
        const parsed = submissionLinkSchema.safeParse(link);
        if (!parsed.success) ctx.addIssue({ code: "custom", path: ["link"], message: parsed.error.issues[0]!.message });
      }
      if (allowsDocument && file) {
        const problem = documentProblem(file);
        if (problem) ctx.addIssue({ code: "custom", path: ["document"], message: problem });
      }
      if ((!allowsLink || link === "") && (!allowsDocument || !file)) {
        const what = allowsLink && allowsDocument ? "a link or a document" : allowsLink ? "a link" : "a document";
        ctx.addIssue({ code: "custom", path: [allowsLink ? "link" : "document"], message: `Add ${what} to submit` });
      }
    });
}
