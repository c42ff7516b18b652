import { ApiError, badRequest, conflict, forbidden, notFound, type FieldError } from "@/server/api/errors";
import { TEAM_ERROR_CODES } from "./team-contract";

export const memberNotFound = () => notFound("No member with this id in your company", TEAM_ERROR_CODES.memberNotFound);
export const memberAlreadyActive = () => conflict("This member is already active", TEAM_ERROR_CODES.memberNotPending, [{ field: "status", message: "Already active" }]);
export const cannotEditOwner = () => forbidden("The Admin always has full access; it cannot be changed", TEAM_ERROR_CODES.cannotEditOwner);
export const cannotRemoveOwner = () => forbidden("The Admin cannot be removed from the company", TEAM_ERROR_CODES.cannotRemoveOwner);
export const cannotEditOwnAccess = () => forbidden("You cannot change your own access; ask your Admin", TEAM_ERROR_CODES.cannotEditSelf);
export const cannotRemoveSelf = () => forbidden("You cannot remove yourself from the company", TEAM_ERROR_CODES.cannotRemoveSelf);

/** Carries the quota and the seats used, for the upgrade prompt; `field` when the request names one. */
export function memberQuotaReached(usage: { planName: string | null; quota: number; used: number; onTrial: boolean }, field?: string): ApiError {
  const left = Math.max(0, usage.quota - usage.used);
  const message =
    `Your ${usage.planName ?? "current"} plan allows ${usage.quota} team members (pending invitations included); ` +
    (left === 0 ? "no seat is left. Upgrade your plan to add more" : `only ${left} more can be added. Upgrade your plan to add more`);
  return new ApiError(403, TEAM_ERROR_CODES.memberQuotaReached, message, field ? [{ field, message }] : [], {}, { quota: usage.quota, used: usage.used, onTrial: usage.onTrial });
}

/** Emails refused before inviting anyone, each on its field; the first names the answer's code and message. */
export const invitesRefused = (problems: (FieldError & { code: string })[]) =>
  badRequest(problems[0]!.message, problems.map(({ field, message }) => ({ field, message })), problems[0]!.code);
/** A concurrent request invited one of these emails between the check and the write. */
export const emailsJustInvited = () => conflict("One of these emails was just invited", TEAM_ERROR_CODES.alreadyInvited);

export const invitationNotFound = () => notFound("Invitation not found", TEAM_ERROR_CODES.invitationNotFound);
export const invitationAlreadyAccepted = () => conflict("This invitation was already accepted", TEAM_ERROR_CODES.invitationAlreadyAccepted);
export const invitationExpired = () => badRequest("This invitation has expired. Ask your Admin to resend it", [], TEAM_ERROR_CODES.invitationExpired);
export const invitationEmailMismatch = (invitedEmail: string) =>
  forbidden(`This invitation is for ${invitedEmail}. Sign in with that email to accept it`, TEAM_ERROR_CODES.invitationEmailMismatch);
export const alreadyInAnotherCompany = () => conflict("Your account already belongs to another company", TEAM_ERROR_CODES.alreadyInAnotherCompany);
