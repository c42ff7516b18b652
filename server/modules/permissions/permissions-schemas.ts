import { z } from "zod";
import {
  PERMISSION_ACTIONS,
  PERMISSION_RESOURCES,
  PERMISSION_RULES,
  permissionIdOf,
  type PermissionResource,
} from "./permissions-contract";

/** Zod contracts of member access (spec 3 Member.accessPermissions) and of GET /v1/job-portal/permission. */

export const permissionResourceSchema = z.enum(PERMISSION_RESOURCES);
export const permissionActionSchema = z.enum(PERMISSION_ACTIONS);
export const requestedActionSchema = z.enum(["view", "manage", "create"]);

/** At most this many jobs in one permission's criteria. */
export const MAX_CRITERIA_JOBS = 500;

export const jobReferenceSchema = z.object({ id: z.string(), title: z.string().nullable() });
export type JobReference = z.infer<typeof jobReferenceSchema>;

/** Stored criteria as answered: the job ids and, for display, the jobs with their titles. */
export const allowedCriteriaSchema = z.object({
  jobs: z.array(jobReferenceSchema),
  jobIds: z.array(z.string()),
});

export const permissionSchema = z.object({ resource: permissionResourceSchema, action: permissionActionSchema });

/** One entry of a member's accessPermissions (spec 3). `allowedCriteria` null: not limited to jobs. */
export const accessPermissionSchema = z.object({
  permissionId: z.string(),
  permission: permissionSchema,
  allowedCriteria: allowedCriteriaSchema.nullable(),
});
export type AccessPermission = z.infer<typeof accessPermissionSchema>;

/** Criteria as sent: only jobIds is read (a `jobs` list from a GET may be sent back; it is ignored). */
export const allowedCriteriaInputSchema = z.object({
  jobIds: z.array(z.uuid("Invalid job id")).max(MAX_CRITERIA_JOBS, `At most ${MAX_CRITERIA_JOBS} jobs`),
});

export const accessPermissionInputSchema = z
  .object({
    permissionId: z.string().optional(),
    permission: permissionSchema,
    allowedCriteria: allowedCriteriaInputSchema.nullable().optional(),
  })
  .superRefine((value, ctx) => {
    const { resource, action } = value.permission;
    if (!PERMISSION_RULES[resource].editableActions.includes(action)) {
      ctx.addIssue({
        code: "custom",
        path: ["permission", "action"],
        message: `${PERMISSION_RULES[resource].label} accepts ${PERMISSION_RULES[resource].editableActions.join(" or ")}`,
      });
    }
    if (value.permissionId !== undefined && value.permissionId !== permissionIdOf(resource, action)) {
      ctx.addIssue({ code: "custom", path: ["permissionId"], message: "permissionId does not match the permission" });
    }
  });
export type AccessPermissionInput = z.input<typeof accessPermissionInputSchema>;

/**
 * A set of access changes (invite, edit a member). Per resource: a non-job resource takes one
 * action; on jobPost and jobPostSalary `denied` stands alone and each other action appears once.
 */
export const accessPermissionListInputSchema = z
  .array(accessPermissionInputSchema)
  .max(40)
  .superRefine((entries, ctx) => {
    const byResource = new Map<PermissionResource, string[]>();
    entries.forEach((entry, index) => {
      const { resource, action } = entry.permission;
      const actions = byResource.get(resource) ?? [];
      const clash =
        actions.includes(action) ||
        (!PERMISSION_RULES[resource].jobScoped && actions.length > 0) ||
        (action === "denied" && actions.length > 0) ||
        actions.includes("denied");
      if (clash) {
        ctx.addIssue({
          code: "custom",
          path: [index, "permission"],
          message: `${PERMISSION_RULES[resource].label} is given more than one conflicting access`,
        });
      }
      byResource.set(resource, [...actions, action]);
    });
  });
export type AccessPermissionListInput = z.input<typeof accessPermissionListInputSchema>;

/** What the caller may do, without naming a job: resource → action → allowed. */
export const effectivePermissionMapSchema = z.record(
  permissionResourceSchema,
  z.object({ view: z.boolean(), manage: z.boolean(), create: z.boolean() }),
);

/** For a per-job resource: every job, or the listed ones. */
export const jobScopeSchema = z.object({ all: z.boolean(), jobIds: z.array(z.string()) });

/** GET /v1/job-portal/permission: the caller's effective permissions. */
export const myPermissionsSchema = z.object({
  userCompanyId: z.string(),
  companyId: z.string(),
  role: z.enum(["owner", "member"]),
  isOwner: z.boolean(),
  accessPermissions: z.array(accessPermissionSchema),
  /** Checks without a job (jobPost and jobPostSalary are per job: see jobScopes). */
  permissions: effectivePermissionMapSchema,
  /** Which jobs each per-job permission reaches. */
  jobScopes: z.object({
    jobPost: z.object({ view: jobScopeSchema, manage: jobScopeSchema }),
    jobPostSalary: z.object({ view: jobScopeSchema }),
  }),
  /** Menu gates (spec 6): Talent Search needs manage on talentHunt, Talent Database manage on talentDb, Analytics view. */
  canAccessTalentSearch: z.boolean(),
  canAccessTalentDB: z.boolean(),
  canAccessAnalytics: z.boolean(),
  canPostAJob: z.boolean(),
  canViewTeam: z.boolean(),
  canManageTeam: z.boolean(),
  canEditCompanyProfile: z.boolean(),
});
export type MyPermissions = z.infer<typeof myPermissionsSchema>;

export const PERMISSION_ERROR_CODES = {
  permissionDenied: "PERMISSION_DENIED",
  cannotGrantUnheldPermission: "CANNOT_GRANT_UNHELD_PERMISSION",
} as const;
