import { ApiError, conflict, invalidField, notFound, unprocessable, type FieldError } from "@/server/api/errors";
import { TEAM_ERROR_CODES } from "@/server/modules/team/team-contract";
import { JOB_ERROR_CODES } from "./job-listing-contract";

export const jobNotFound = () => notFound("Job not found", JOB_ERROR_CODES.notFound);

export const salaryRangeInverted = () => invalidField("endRange", "The highest salary must be at least the lowest");
/** `message` says what was being done ("The job is not complete yet"); the problems follow it, one field each. */
export const notPublishable = (message: string, problems: FieldError[]) =>
  unprocessable(`${message}: ${problems.map((p) => p.message.toLowerCase()).join("; ")}`, problems, JOB_ERROR_CODES.notPublishable);
export const unpublishNeedsPublished = () => conflict("Only a published job post can be unpublished", JOB_ERROR_CODES.statusConflict);
export const publishedJobNotDeletable = () =>
  conflict("Only a draft that was never published can be deleted. Close the job post instead", JOB_ERROR_CODES.notDeletable);
export const draftWithApplicationsNotDeletable = (applications: number) =>
  conflict(`This draft holds ${applications === 1 ? "1 application" : `${applications} applications`} and cannot be deleted. Close the job post instead`, JOB_ERROR_CODES.notDeletable);
export const invalidJobListCursor = () =>
  unprocessable("Invalid query: cursor is not a cursor of this list", [{ field: "cursor", message: "Invalid cursor; start again from the first page" }]);

/** A step that still holds applicants cannot be removed; the answer names it and counts them, for the dialog. */
export function stepInUse(busy: { stepKey: string; name: string; applicantCount: number }): ApiError {
  const people = busy.applicantCount === 1 ? "1 applicant" : `${busy.applicantCount} applicants`;
  const message = `The step "${busy.name}" still holds ${people}. Move them to another step before removing it`;
  return new ApiError(409, JOB_ERROR_CODES.stepInUse, message, [{ field: "recruitmentSteps", message }], {}, { stepId: busy.stepKey, name: busy.name, applicantCount: busy.applicantCount });
}

// The hiring team: its members get access to the job, and new emails an invitation to the team.
export const hiringTeamLocked = () =>
  new ApiError(403, "FORBIDDEN", "Only the Admin and the job's creator can change this job's hiring team", [{ field: "hiringTeam", message: "Only the Admin and the job's creator can change this hiring team" }]);
export const invalidHiringTeamEmails = (errors: FieldError[]) =>
  unprocessable(`Invalid email in the hiring team: ${errors[0]!.message}`, errors, JOB_ERROR_CODES.invalidHiringTeamEmail);
/** Emails whose domain cannot register, each on its field (`fieldOf` locates an email in the request). */
export const hiringTeamEmailsNotAllowed = (refused: string[], fieldOf: (email: string) => string) =>
  new ApiError(
    400,
    TEAM_ERROR_CODES.emailDomainNotAllowed,
    `Invite a work email: ${refused[0]} cannot register`,
    refused.map((email) => ({ field: fieldOf(email), message: `Invite a work email: ${email} cannot register` })),
  );
export const hiringTeamInvitedMeanwhile = () =>
  conflict("Someone in the hiring team was invited at the same moment elsewhere; save again", TEAM_ERROR_CODES.alreadyInvited);
