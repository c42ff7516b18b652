import { z } from "zod";
import { PERMISSION_RULES } from "@/server/modules/permissions/permissions-contract";
import {
  allowedCriteriaInputSchema,
  allowedCriteriaSchema,
  permissionResourceSchema,
  requestedActionSchema,
} from "@/server/modules/permissions/permissions-schemas";
import { CHANGE_REQUEST_NOTE_MAX, CHANGE_REQUEST_RETRY_DAYS, ALREADY_REQUESTED_WARNING, CHANGE_REQUEST_ERROR_CODES } from "./change-requests-contract";

/** Access requests (spec 3 Change request, 4 access request, 5 request note, 6 denied user, 8, 9). */

export const CHANGE_REQUEST_TYPES = ["permission"] as const;
export const CHANGE_REQUEST_STATUSES = ["pending", "granted", "declined"] as const;
export const changeRequestStatusSchema = z.enum(CHANGE_REQUEST_STATUSES);

const pageSchema = z.object({
  name: z.string().trim().min(1).max(120),
  /** A path inside the portal, e.g. /explore-talents. */
  url: z.string().trim().max(2048).regex(/^\/(?!\/)[^\s]*$/, "Enter a path inside the portal, starting with /"),
});

/** POST /v1/job-portal/company/change-request: {type, note, data}. */
export const createChangeRequestSchema = z
  .object({
    type: z.enum(CHANGE_REQUEST_TYPES).default("permission"),
    note: z
      .string()
      .trim()
      .max(CHANGE_REQUEST_NOTE_MAX, `The note can be at most ${CHANGE_REQUEST_NOTE_MAX} characters`)
      .optional(),
    data: z.object({
      resource: permissionResourceSchema,
      action: requestedActionSchema,
      /** The jobs asked for (job posts); null or absent: not limited. */
      allowedCriteria: allowedCriteriaInputSchema.nullable().optional(),
      page: pageSchema.optional(),
    }),
  })
  .superRefine((value, ctx) => {
    const { resource, action } = value.data;
    if (!PERMISSION_RULES[resource].editableActions.includes(action)) {
      ctx.addIssue({
        code: "custom",
        path: ["data", "action"],
        message: `${PERMISSION_RULES[resource].label} can be requested as ${PERMISSION_RULES[resource].editableActions.filter((item) => item !== "denied").join(" or ")}`,
      });
    }
  });
export type CreateChangeRequest = z.input<typeof createChangeRequestSchema>;

export const changeRequestSchema = z.object({
  id: z.string(),
  companyId: z.string(),
  type: z.enum(CHANGE_REQUEST_TYPES),
  note: z.string().nullable(),
  data: z.object({
    resource: permissionResourceSchema,
    action: requestedActionSchema,
    allowedCriteria: allowedCriteriaSchema.nullable(),
    page: pageSchema.nullable(),
  }),
  status: changeRequestStatusSchema,
  requester: z.object({
    userCompanyId: z.string(),
    userId: z.string(),
    name: z.string(),
    email: z.string(),
  }),
  respondedBy: z.object({ name: z.string(), email: z.string() }).nullable(),
  respondedAt: z.string().nullable(),
  /** When the requester may ask again (last update + 3 days). */
  reRequestAt: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ChangeRequest = z.infer<typeof changeRequestSchema>;

export const changeRequestListQuerySchema = z.object({
  status: changeRequestStatusSchema.optional(),
});
export const changeRequestListSchema = z.object({ docs: z.array(changeRequestSchema) });

/** POST .../change-request/{id}/grant: the Admin may narrow or change what is granted. */
export const grantChangeRequestSchema = z
  .object({
    action: requestedActionSchema.optional(),
    allowedCriteria: allowedCriteriaInputSchema.nullable().optional(),
  })
  .default({});

export const declineChangeRequestSchema = z
  .object({ note: z.string().trim().max(CHANGE_REQUEST_NOTE_MAX).optional() })
  .default({});

/** GET /v1/job-portal/company/{id}/change-request/approver: whom a denied page tells the user to ask. */
export const approverQuerySchema = z.object({
  resource: permissionResourceSchema,
  jobId: z.uuid("Invalid job id").optional(),
});
export const approverSchema = z.object({
  /** owner: the Admin; jobAdmin: a member managing the job (job posts). */
  role: z.enum(["owner", "jobAdmin"]),
  name: z.string(),
  email: z.string(),
});
export type Approver = z.infer<typeof approverSchema>;

/**
 * The `data` of the COMPANY_CHANGE_REQUEST_ALREADY_CREATED error (400), beside `errors`: what the
 * spec 8 warning shows.
 */
export const alreadyRequestedDataSchema = z.object({
  reRequestAt: z.string(),
  email: z.string(),
  changeRequestId: z.string(),
});
export type AlreadyRequestedData = z.infer<typeof alreadyRequestedDataSchema>;

// Zod-free, for client code: ./change-requests-contract.ts
export { CHANGE_REQUEST_NOTE_MAX, CHANGE_REQUEST_RETRY_DAYS, ALREADY_REQUESTED_WARNING, CHANGE_REQUEST_ERROR_CODES };
