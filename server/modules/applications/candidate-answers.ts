import type { PreScreeningAnswer } from "@/server/db/schema/applications";
import type { PreScreeningQuestion } from "@/server/modules/jobs/jobs-schemas";
import type { CandidateAnswer, CandidateAnswerValue } from "./applications-schemas";

const isBlank = (value: PreScreeningAnswer["value"]) =>
  (typeof value === "string" && value.trim() === "") || (Array.isArray(value) && value.length === 0);

/**
 * A stored answer read by its question's type. Answers were checked against the question when they
 * were given, but the question may have been edited since (or the answer imported), so each value
 * is read leniently rather than trusted to have the current type's shape.
 */
function readAnswer(type: PreScreeningQuestion["type"], value: PreScreeningAnswer["value"]): CandidateAnswerValue | null {
  if (isBlank(value)) return null;
  switch (type) {
    case "checkbox":
    case "radio":
      return { kind: "options", options: (Array.isArray(value) ? value : [value]).map(String) };
    case "numeric": {
      const number = typeof value === "number" ? value : Number(String(value).trim());
      return Number.isFinite(number) ? { kind: "number", value: number } : { kind: "text", text: String(value) };
    }
    case "date":
      return typeof value === "string" && /^\d{4}-\d{2}-\d{2}$/.test(value.trim()) ? { kind: "date", date: value.trim() } : { kind: "text", text: String(value) };
    case "shortText":
    case "longText":
      return { kind: "text", text: Array.isArray(value) ? value.join(", ") : String(value) };
  }
}

/**
 * Every question of the job, in the job's order, with the applicant's answer (null when not
 * answered). Answers to questions since removed from the job have no question to show and are left out.
 */
export function pairAnswersWithQuestions(questions: readonly PreScreeningQuestion[], answers: readonly PreScreeningAnswer[]): CandidateAnswer[] {
  const byQuestion = new Map(answers.map((answer) => [answer.questionId, answer.value]));
  return questions.map((question) => {
    const value = byQuestion.get(question.id);
    return { questionId: question.id, question: question.question, type: question.type, answer: value === undefined ? null : readAnswer(question.type, value) };
  });
}
