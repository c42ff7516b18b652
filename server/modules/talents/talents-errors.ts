import { ApiError, conflict, forbidden, invalidField, notFound } from "@/server/api/errors";
import { JOB_ERROR_CODES } from "@/server/modules/jobs/job-listing-contract";
import { TALENT_DATABASE_ERROR_CODES, TALENT_ERROR_CODES, TALENT_LIST_ERROR_CODES, TALENT_NOTE_ERROR_CODES } from "./talents-contract";

/** An unknown, private or hidden talent: the 404 says nothing of why. */
export const talentNotFound = () => notFound("Talent not found", TALENT_ERROR_CODES.notFound);
export const talentLocked = () => new ApiError(409, TALENT_ERROR_CODES.locked, "Unlock this talent's profile to download the CV");
export const cvNotFound = () => notFound("This talent has no CV on file", "CV_NOT_FOUND");

/** Carries the allowance, for the upgrade prompt; an inactive subscription allows none. */
export function unlockQuotaReached(allowance: { used: number; quota: number | null; active: boolean }): ApiError {
  const message = allowance.active
    ? `You have unlocked ${allowance.used} of the ${allowance.quota} talent profiles your plan allows this period. Upgrade your plan to unlock more talents.`
    : "Your subscription is not active, so no talent profile can be unlocked. Upgrade your plan to unlock talents.";
  return new ApiError(403, TALENT_ERROR_CODES.quotaReached, message, [], {}, { used: allowance.used, quota: allowance.quota ?? 0 });
}

export const talentNotRemovable = () =>
  conflict("This talent applied to or was imported into one of your jobs, so they stay in your Talent Database", TALENT_DATABASE_ERROR_CODES.notRemovable);
/** A bulk action named talents that are not (or no longer) in the company's Talent Database. */
export const talentsNotInDatabase = (missing: number) =>
  invalidField("talentIds", `${missing} of the chosen talents ${missing === 1 ? "is" : "are"} not in your Talent Database`);
export const jobClosedToCandidates = () => invalidField("jobId", "This job is closed: it takes no new candidates");
/** A retried message keeps its request id; the same id for another talent is a client mistake. */
export const contactRequestIdReused = () => invalidField("requestId", "This request id was already used for a message to another talent");

// Notes.
export const noteNotFound = () => notFound("Note not found", TALENT_NOTE_ERROR_CODES.notFound);
export const notNoteAuthor = () => forbidden("Only the note's author or the Admin can delete it", TALENT_NOTE_ERROR_CODES.notAuthor);

// Invitations to apply.
export const invitationJobNotPublished = () => invalidField("jobId", "Choose one of your company's published jobs", TALENT_ERROR_CODES.jobNotPublished);
export const talentAlreadyApplied = () => invalidField("jobId", "This talent has already applied to this job", JOB_ERROR_CODES.alreadyApplied);

// Talent lists.
export const talentListNotFound = () => notFound("List not found", TALENT_LIST_ERROR_CODES.notFound);
/** The list a search is filtered by is not one of the company's. */
export const filterListNotFound = () => notFound("Talent list not found", TALENT_LIST_ERROR_CODES.notFound);
export const notOnList = () => notFound("This talent is not on the list", TALENT_LIST_ERROR_CODES.notFound);
export const listNameTaken = (name: string) => {
  const message = `You already have a list named "${name}"`;
  return conflict(message, TALENT_LIST_ERROR_CODES.nameTaken, [{ field: "name", message }]);
};
