import { createHash } from "node:crypto";
import type { PreScreeningAnswer } from "@/server/db/schema/applications";
import type { PreScreeningQuestion } from "@/server/modules/jobs/jobs-schemas";
import { ANALYZER_VERSION } from "./ai-analyzer-contract";
import type { AnalysisSubject, AnalyzerJobRow } from "./ai-analyzer-queries";
import type { AnalyzerApplicant, AnalyzerJob } from "./local-scorer";

/** The scorer's view of a job row. */
export function analyzerJobOf(row: AnalyzerJobRow): AnalyzerJob {
  return { role: row.role, requirements: row.requirements, skills: row.skills, candidatePreference: row.candidatePreference, criteriaForAi: row.criteriaForAi };
}

const answerText = (value: PreScreeningAnswer["value"]) => (Array.isArray(value) ? value.join(", ") : String(value)).trim();

/** Answers with their question's text; answers to removed questions and blank ones are left out. */
export function answersOf(questions: readonly PreScreeningQuestion[], answers: readonly PreScreeningAnswer[]): AnalyzerApplicant["answers"] {
  const byId = new Map(questions.map((question) => [question.id, question.question]));
  return answers.flatMap((answer) => {
    const question = byId.get(answer.questionId);
    const text = answerText(answer.value);
    return question && text ? [{ question, answer: text }] : [];
  });
}

/** The scorer's view of an application (the CV text is read separately). */
export function analyzerApplicantOf(job: AnalyzerJobRow, subject: AnalysisSubject, cvText: string | null): AnalyzerApplicant {
  return {
    appliedAt: subject.appliedAt.toISOString(),
    hasCv: subject.cvStorageKey !== null,
    cvText,
    answers: answersOf(job.preScreeningQuestions, subject.answers),
    profile: {
      experienceLevel: subject.experienceLevel === null ? null : Number(subject.experienceLevel),
      lastEducation: subject.lastEducation,
      university: subject.university,
      major: subject.major,
      gpa: subject.gpa === null ? null : Number(subject.gpa),
      skills: subject.skills,
      education: subject.education,
      experiences: subject.experiences,
    },
  };
}

/** JSON with object keys sorted, so equal inputs always hash alike. */
export function stableStringify(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableStringify).join(",")}]`;
  if (value && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, entry]) => entry !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, entry]) => `${JSON.stringify(key)}:${stableStringify(entry)}`).join(",")}}`;
  }
  return JSON.stringify(value);
}

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

/**
 * The hash of everything a verdict depends on: the scorer's version, the job's criteria and the
 * applicant's answers, profile and CV file. Written as `<inputs>.<cv>`: the second part alone
 * tells whether the stored CV text still belongs to the application's CV, so a rescoring after a
 * criteria change does not parse the PDF again.
 */
export function criteriaHashOf(job: AnalyzerJobRow, subject: AnalysisSubject): string {
  const { cvText: _cvText, ...applicant } = analyzerApplicantOf(job, subject, null);
  const inputs = stableStringify({ version: ANALYZER_VERSION, job: analyzerJobOf(job), applicant, cv: subject.cvStorageKey });
  return `${sha256(inputs)}.${cvFingerprintOf(subject.cvStorageKey)}`;
}

export function cvFingerprintOf(cvStorageKey: string | null): string {
  return sha256(`cv:${cvStorageKey ?? ""}`).slice(0, 16);
}

/** Whether a stored hash was made from the same CV file as the application now has. */
export function sameCv(storedHash: string, cvStorageKey: string | null): boolean {
  return storedHash.split(".")[1] === cvFingerprintOf(cvStorageKey);
}
