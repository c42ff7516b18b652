import { z } from "zod";
import { emailSchema } from "@/server/modules/auth/auth-schemas";
import { memberRoleSchema, memberStatusSchema } from "@/server/modules/companies/companies-schemas";
import { accessPermissionListInputSchema, accessPermissionSchema } from "@/server/modules/permissions/permissions-schemas";
import { MAX_INVITES_PER_REQUEST, JOIN_TEAM_PATH, TEAM_ERROR_CODES } from "./team-contract";

/** Team contracts (spec 2.9, 3 Member, 4 invited member, 7.2 member / user-company / invited-user-company). */

/** Query arrays arrive as repeated keys (spec 7): one value is a string, several an array; commas split too. */
export function queryArray<T extends z.ZodType>(item: T) {
  return z.preprocess((value) => {
    if (value === undefined || value === "") return undefined;
    const list = Array.isArray(value) ? value : [value];
    return list.flatMap((entry) => (typeof entry === "string" ? entry.split(",") : [entry])).filter((entry) => entry !== "");
  }, z.array(item).max(100).optional());
}

/** One member of the company (spec 3 Member). `id` is the membership id (userCompanyId). */
export const memberSchema = z.object({
  id: z.string(),
  userId: z.string(),
  companyId: z.string(),
  name: z.string(),
  email: z.string(),
  role: memberRoleSchema,
  status: memberStatusSchema,
  jobTitle: z.string().nullable(),
  department: z.string().nullable(),
  profile: z.object({ profilePictureUrl: z.string().nullable() }),
  accessPermissions: z.array(accessPermissionSchema),
  lastSeenAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Member = z.infer<typeof memberSchema>;

export const MEMBER_PAGE_SIZE_MAX = 100;

/** GET /v1/job-portal/company/{companyId}/member query. */
export const memberListQuerySchema = z.object({
  /** Matches name or email, case-insensitive. */
  search: z.string().trim().max(120).optional(),
  status: queryArray(memberStatusSchema),
  role: queryArray(memberRoleSchema),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(MEMBER_PAGE_SIZE_MAX).default(20),
});
export type MemberListQuery = z.input<typeof memberListQuerySchema>;

export const memberListSchema = z.object({
  docs: z.array(memberSchema),
  page: z.number().int(),
  limit: z.number().int(),
  totalDocs: z.number().int(),
  totalPages: z.number().int(),
  hasNextPage: z.boolean(),
});
export type MemberList = z.infer<typeof memberListSchema>;

/**
 * PATCH /v1/job-portal/user-company/{userId}. Each resource named in accessPermissions replaces that
 * resource's access; resources not named keep theirs; `denied` takes access away. `status: "active"`
 * accepts a pending join request.
 */
export const updateMemberRequestSchema = z
  .object({
    accessPermissions: accessPermissionListInputSchema.optional(),
    jobTitle: z.string().trim().min(1).max(120).nullable().optional(),
    status: z.literal("active").optional(),
  })
  .refine((value) => value.accessPermissions !== undefined || value.jobTitle !== undefined || value.status !== undefined, {
    message: "Nothing to change",
    path: ["accessPermissions"],
  });
export type UpdateMemberRequest = z.input<typeof updateMemberRequestSchema>;

export const deletedMemberSchema = z.object({ id: z.string(), userId: z.string(), deleted: z.literal(true) });

export const INVITATION_STATUSES = ["pending", "active"] as const;
export const invitationStatusSchema = z.enum(INVITATION_STATUSES);

/** Days a join link stays valid; resending mails a new link. */
export const INVITATION_TTL_DAYS = 7;
/** A resend is refused this soon after the last send. */
export const INVITATION_RESEND_AFTER_SECONDS = 60;

/** POST /v1/job-portal/invited-user-company: invite payload. Every email gets the same access. */
export const inviteRequestSchema = z.object({
  emails: z
    .array(emailSchema)
    .min(1, "Enter at least one email")
    .max(MAX_INVITES_PER_REQUEST, `At most ${MAX_INVITES_PER_REQUEST} emails at once`),
  accessPermissions: accessPermissionListInputSchema.default([]),
});
export type InviteRequest = z.input<typeof inviteRequestSchema>;

/** One row of the invited table (spec 2.9): email, Pending/Active, sent or resent date. */
export const invitationSchema = z.object({
  id: z.string(),
  email: z.string(),
  status: invitationStatusSchema,
  /** When the latest mail went out (the first send or the latest resend). */
  sentAt: z.string(),
  /** True once the invitation has been resent at least once (label "Resent"). */
  resent: z.boolean(),
  expiresAt: z.string(),
  acceptedAt: z.string().nullable(),
  /** The membership created by accepting. */
  userCompanyId: z.string().nullable(),
  invitedBy: z.object({ name: z.string(), email: z.string() }).nullable(),
  accessPermissions: z.array(accessPermissionSchema),
  createdAt: z.string(),
});
export type Invitation = z.infer<typeof invitationSchema>;

export const invitationListSchema = z.object({ docs: z.array(invitationSchema) });
export const inviteResultSchema = z.object({ docs: z.array(invitationSchema) });

/** The join link carries this token (query `token`). */
export const invitationTokenRequestSchema = z.object({ token: z.string().trim().min(20).max(200) });

/** POST /v1/job-portal/invited-user-company/preview (no session): what the join page shows. */
export const invitationPreviewSchema = z.object({
  email: z.string(),
  companyName: z.string(),
  companyLogoUrl: z.string().nullable(),
  invitedByName: z.string().nullable(),
  status: invitationStatusSchema,
  expired: z.boolean(),
  expiresAt: z.string(),
  /** Whether an account exists for the email: sign in, otherwise sign up first. */
  accountExists: z.boolean(),
});
export type InvitationPreview = z.infer<typeof invitationPreviewSchema>;

/** Notification types of spec 3 this module sends. */
export const TEAM_NOTIFICATION_TYPES = {
  invitedEmployerJoinReceived: "invitedEmployerJoinReceived",
  companyMemberTrialLimitReached: "companyMemberTrialLimitReached",
  userCompanyPermissionChangedReceived: "userCompanyPermissionChangedReceived",
} as const;

// Zod-free, for client code: ./team-contract.ts
export { MAX_INVITES_PER_REQUEST, JOIN_TEAM_PATH, TEAM_ERROR_CODES };
