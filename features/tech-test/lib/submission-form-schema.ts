import { zodResolver } from "@hookform/resolvers/zod";
import { z } from "zod";
import type { TechTestSubmissionType } from "@/server/modules/jobs/jobs-contract";
import { submissionLinkSchema } from "@/server/modules/tech-tests/tech-tests-schemas";
import { documentProblem } from "./submission-form-values";

/** Loaded by the form with its first validation (lib/lazy-resolver.ts), so the page does not carry zod. */

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

export const submissionFormResolver = (types: readonly TechTestSubmissionType[]) => zodResolver(submissionFormSchema(types));
