import { zodResolver } from "@hookform/resolvers/zod";
import { z } from "zod";
import { applicantFieldsSchema, type PublicJob } from "@/server/modules/careers/careers-schemas";
import { answerProblem, cvProblem, type AnswerValue } from "./application-form-values";

/**
 * The apply form's validation: the API's own field rules (zod) plus the CV and question checks. The
 * form loads this file with its first validation (lib/lazy-resolver.ts), so the careers page does
 * not carry zod.
 */

type FormJob = Pick<PublicJob, "cvRequired" | "portofolioRequired" | "preScreeningQuestions">;

/** The form's checks for one job: the API's own field rules, the CV, the portfolio and each question. */
export function applicationFormSchema(job: FormJob) {
  return applicantFieldsSchema
    .extend({
      cv: z.custom<FileList | null | undefined>(() => true),
      answers: z.record(z.string(), z.custom<AnswerValue>(() => true)),
    })
    .superRefine((values, ctx) => {
      const cv = cvProblem(values.cv?.[0], job.cvRequired);
      if (cv) ctx.addIssue({ code: "custom", path: ["cv"], message: cv });
      if (job.portofolioRequired && values.portfolioUrl.trim() === "") {
        ctx.addIssue({ code: "custom", path: ["portfolioUrl"], message: "This job asks for a link to your portfolio" });
      }
      for (const question of job.preScreeningQuestions) {
        const problem = answerProblem(question, values.answers[question.id]);
        if (problem) ctx.addIssue({ code: "custom", path: ["answers", question.id], message: problem });
      }
    });
}

export const applicationFormResolver = (job: FormJob) => zodResolver(applicationFormSchema(job));
