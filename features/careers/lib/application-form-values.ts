/** The apply form's values and its checks that need no zod (the page loads these; the zod part is application-form-schema.ts). */
import { CV_MAX_BYTES } from "@/server/modules/jobs/jobs-contract";
import { MAX_LONG_TEXT_ANSWER, MAX_SHORT_TEXT_ANSWER } from "@/server/modules/careers/careers-contract";
import type { AnswerInput, PublicQuestion } from "@/server/modules/careers/careers-schemas";

/** What a question's control holds: text (text, number and date inputs), one choice, or several. */
export type AnswerValue = string | string[] | false | null | undefined;

export type ApplicationFormValues = {
  name: string;
  email: string;
  phone: string;
  portfolioUrl: string;
  cv: FileList | null | undefined;
  answers: Record<string, AnswerValue>;
};

const megabytes = (bytes: number) => `${Number((bytes / (1024 * 1024)).toFixed(1))} MB`;

/** "5 MB", shown beside the file input. */
export const CV_LIMIT_LABEL = megabytes(CV_MAX_BYTES);

/** The chosen values of a control, as a list (a lone checkbox group answers a string or false). */
function chosen(value: AnswerValue): string[] {
  if (Array.isArray(value)) return value;
  return typeof value === "string" && value !== "" ? [value] : [];
}

function isBlank(question: PublicQuestion, value: AnswerValue): boolean {
  if (question.type === "checkbox" || question.type === "radio") return chosen(value).length === 0;
  return typeof value !== "string" || value.trim() === "";
}

/** The answer the API takes, or undefined when left blank. */
export function toAnswer(question: PublicQuestion, value: AnswerValue): AnswerInput | undefined {
  if (isBlank(question, value)) return undefined;
  if (question.type === "checkbox") return { questionId: question.id, value: chosen(value) };
  if (question.type === "radio") return { questionId: question.id, value: chosen(value)[0]! };
  if (question.type === "numeric") return { questionId: question.id, value: Number(String(value).trim()) };
  return { questionId: question.id, value: String(value).trim() };
}

export function answerProblem(question: PublicQuestion, value: AnswerValue): string | null {
  if (isBlank(question, value)) return question.required ? "This question needs an answer" : null;
  const text = typeof value === "string" ? value.trim() : "";
  switch (question.type) {
    case "shortText":
      return text.length > MAX_SHORT_TEXT_ANSWER ? `Your answer must be at most ${MAX_SHORT_TEXT_ANSWER} characters` : null;
    case "longText":
      return text.length > MAX_LONG_TEXT_ANSWER ? `Your answer must be at most ${MAX_LONG_TEXT_ANSWER} characters` : null;
    case "numeric":
      return Number.isFinite(Number(text)) ? null : "Enter a number";
    case "date":
      return /^\d{4}-\d{2}-\d{2}$/.test(text) ? null : "Enter a date as YYYY-MM-DD";
    default:
      return null;
  }
}

/** The CV must be a PDF of at most 5 MB; the server checks the content again. */
export function cvProblem(file: File | undefined, required: boolean): string | null {
  if (!file) return required ? "Attach your CV as a PDF" : null;
  const isPdf = file.type === "application/pdf" || file.name.toLowerCase().endsWith(".pdf");
  if (!isPdf) return "The file must be a PDF document";
  if (file.size > CV_MAX_BYTES) return `The file is ${megabytes(file.size)}; the limit is ${CV_LIMIT_LABEL}`;
  return null;
}
