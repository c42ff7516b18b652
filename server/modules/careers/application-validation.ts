import type { FieldError } from "@/server/api/errors";
import { unstorableTextFields } from "@/server/lib/unstorable-text";
import type { PreScreeningAnswer } from "@/server/db/schema/applications";
import type { PreScreeningQuestion } from "@/server/modules/jobs/jobs-schemas";
import {
  APPLICATION_FIELDS,
  MAX_LONG_TEXT_ANSWER,
  MAX_SHORT_TEXT_ANSWER,
  answersInputSchema,
  applicantFieldsSchema,
  type AnswerInput,
  type ApplicantFields,
} from "./careers-schemas";

/** The text parts of the multipart form, as received (absent parts are undefined). */
export type RawApplicationForm = {
  name?: unknown;
  email?: unknown;
  phone?: unknown;
  portfolioUrl?: unknown;
  answers?: unknown;
};

export type ValidApplication = {
  fields: Omit<ApplicantFields, "portfolioUrl"> & { portfolioUrl: string | null };
  answers: PreScreeningAnswer[];
};

const asText = (value: unknown) => (typeof value === "string" ? value : "");

function isBlank(value: AnswerInput["value"] | undefined): boolean {
  if (value === undefined) return true;
  if (typeof value === "string") return value.trim() === "";
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

/** Whether YYYY-MM-DD names a real calendar day (no 2025-02-30). */
function isValidDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const date = new Date(`${text}T00:00:00.000Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

/** One answer checked against its question's type; the normalised value, or the problem. */
function checkAnswer(question: PreScreeningQuestion, value: AnswerInput["value"]): { value: PreScreeningAnswer["value"] } | { error: string } {
  const options = question.options ?? [];
  switch (question.type) {
    case "shortText":
    case "longText": {
      if (typeof value !== "string") return { error: "Write your answer as text" };
      const max = question.type === "shortText" ? MAX_SHORT_TEXT_ANSWER : MAX_LONG_TEXT_ANSWER;
      const text = value.trim();
      if (text.length > max) return { error: `Your answer must be at most ${max} characters` };
      return { value: text };
    }
    case "numeric": {
      const number = typeof value === "number" ? value : typeof value === "string" && value.trim() !== "" ? Number(value.trim()) : Number.NaN;
      if (!Number.isFinite(number)) return { error: "Enter a number" };
      return { value: number };
    }
    case "date": {
      if (typeof value !== "string" || !isValidDate(value.trim())) return { error: "Enter a date as YYYY-MM-DD" };
      return { value: value.trim() };
    }
    case "radio": {
      const chosen = Array.isArray(value) ? (value.length === 1 ? value[0] : undefined) : value;
      if (typeof chosen !== "string" || !options.includes(chosen)) return { error: "Choose one of the options" };
      return { value: chosen };
    }
    case "checkbox": {
      const chosen = Array.isArray(value) ? value : typeof value === "string" ? [value] : [];
      if (chosen.length === 0) return { error: "Choose at least one option" };
      if (new Set(chosen).size !== chosen.length || chosen.some((option) => !options.includes(option))) {
        return { error: "Choose only among the options, each once" };
      }
      return { value: chosen };
    }
  }
}

function parseAnswers(raw: unknown): { answers: AnswerInput[] } | { error: string } {
  if (raw === undefined || raw === null || raw === "") return { answers: [] };
  if (typeof raw !== "string") return { error: "Send the answers as a JSON list" };
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return { error: "The answers are not valid JSON" };
  }
  // The form's own text was checked by the router; the answers arrive as JSON inside it.
  if (unstorableTextFields(json).length > 0) return { error: "The answers contain a character that cannot be stored (a NUL character or an unpaired surrogate)" };
  const parsed = answersInputSchema.safeParse(json);
  if (!parsed.success) return { error: "Send the answers as a list of { questionId, value }" };
  return { answers: parsed.data };
}

/**
 * Checks an application against its job: the applicant's fields (spec 5 email and URL patterns),
 * the portfolio when the job requires one, and each pre-screening answer by its question's type.
 * Every problem is reported with its field (`answers.<questionId>` for answers).
 */
export function validateApplication(
  job: { portofolioRequired: boolean; preScreeningQuestions: PreScreeningQuestion[] },
  raw: RawApplicationForm,
): { ok: true; value: ValidApplication } | { ok: false; errors: FieldError[] } {
  const errors: FieldError[] = [];
  const fields = applicantFieldsSchema.safeParse({
    name: asText(raw.name),
    email: asText(raw.email),
    phone: asText(raw.phone),
    portfolioUrl: asText(raw.portfolioUrl),
  });
  if (!fields.success) {
    const seen = new Set<string>();
    for (const issue of fields.error.issues) {
      const field = String(issue.path[0] ?? "body");
      if (seen.has(field)) continue;
      seen.add(field);
      errors.push({ field, message: issue.message });
    }
  }
  if (job.portofolioRequired && asText(raw.portfolioUrl).trim() === "" && !errors.some((error) => error.field === APPLICATION_FIELDS.portfolioUrl)) {
    errors.push({ field: APPLICATION_FIELDS.portfolioUrl, message: "This job asks for a link to your portfolio" });
  }

  const answers: PreScreeningAnswer[] = [];
  const parsed = parseAnswers(raw.answers);
  if ("error" in parsed) {
    errors.push({ field: APPLICATION_FIELDS.answers, message: parsed.error });
  } else {
    const questions = new Map(job.preScreeningQuestions.map((question) => [question.id, question]));
    const given = new Map<string, AnswerInput["value"]>();
    for (const answer of parsed.answers) {
      const field = `${APPLICATION_FIELDS.answers}.${answer.questionId}`;
      if (!questions.has(answer.questionId)) errors.push({ field, message: "This job has no such question" });
      else if (given.has(answer.questionId)) errors.push({ field, message: "Answer each question once" });
      else given.set(answer.questionId, answer.value);
    }
    for (const question of job.preScreeningQuestions) {
      const field = `${APPLICATION_FIELDS.answers}.${question.id}`;
      const value = given.get(question.id);
      if (isBlank(value)) {
        if (question.required) errors.push({ field, message: "This question needs an answer" });
        continue;
      }
      const checked = checkAnswer(question, value!);
      if ("error" in checked) errors.push({ field, message: checked.error });
      else answers.push({ questionId: question.id, value: checked.value });
    }
  }

  if (errors.length > 0 || !fields.success) return { ok: false, errors };
  const { portfolioUrl, ...rest } = fields.data;
  return { ok: true, value: { fields: { ...rest, email: rest.email.toLowerCase(), portfolioUrl: portfolioUrl === "" ? null : portfolioUrl }, answers } };
}
