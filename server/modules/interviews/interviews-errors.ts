import { conflict, invalidField, notFound } from "@/server/api/errors";
import { INTERVIEW_ERROR_CODES } from "./interviews-schemas";

export const interviewNotFound = () => notFound("Interview not found", INTERVIEW_ERROR_CODES.notFound);
/** A cancelled interview stays cancelled: schedule a new one instead. */
export const interviewCancelled = () => conflict("This interview was cancelled; schedule a new one", INTERVIEW_ERROR_CODES.cancelled);
/** Interviewers are the company's active owners and the members who can see the job. */
export const unknownInterviewer = () =>
  invalidField("interviewerUserIds", "Choose interviewers from the job's hiring team", INTERVIEW_ERROR_CODES.unknownInterviewer);
export const unknownMessagePlaceholder = (name: string, known: readonly string[]) =>
  invalidField("message", `Unknown placeholder {{${name}}}. Use ${known.map((placeholder) => `{{${placeholder}}}`).join(", ")}`);
