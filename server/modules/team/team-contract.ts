/** Team: the zod-free limits, paths and error codes the portal needs; the zod schemas are team-schemas.ts. */

export const MAX_INVITES_PER_REQUEST = 20;

/** The portal page the join link opens. */
export const JOIN_TEAM_PATH = "/join-team";

export const TEAM_ERROR_CODES = {
  memberNotFound: "MEMBER_NOT_FOUND",
  cannotEditOwner: "CANNOT_EDIT_OWNER",
  cannotEditSelf: "CANNOT_EDIT_OWN_ACCESS",
  cannotRemoveOwner: "CANNOT_REMOVE_OWNER",
  cannotRemoveSelf: "CANNOT_REMOVE_SELF",
  memberNotPending: "MEMBER_NOT_PENDING",
  memberQuotaReached: "MEMBER_QUOTA_REACHED",
  alreadyMember: "ALREADY_A_MEMBER",
  alreadyInvited: "ALREADY_INVITED",
  invitationNotFound: "INVITATION_NOT_FOUND",
  invitationExpired: "INVITATION_EXPIRED",
  invitationAlreadyAccepted: "INVITATION_ALREADY_ACCEPTED",
  invitationEmailMismatch: "INVITATION_EMAIL_MISMATCH",
  alreadyInAnotherCompany: "ALREADY_IN_ANOTHER_COMPANY",
  emailDomainNotAllowed: "EMAIL_DOMAIN_NOT_ALLOWED",
} as const;
