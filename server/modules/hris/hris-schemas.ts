import { z } from "zod";
import {
  HRIS_ACCESS_AREAS,
  HRIS_ADMIN_ROLES,
  HRIS_JOIN_REQUEST_STATUSES,
  HRIS_NOTE_MAX,
  HRIS_REQUEST_SOURCES,
} from "./hris-contract";

/**
 * The API contract of the HRIS side's access (issue 17, spec 3 HRIS records and 7.4). Every answer is
 * in the `{ result }` envelope; errors use the error envelope with HRIS_ERROR_CODES
 * (hris-contract.ts). The caller is a signed-in company user and only ever reads or writes their own
 * records, for their own company's email domain. Endpoints (all under /api):
 *
 * The portal's switcher (spec 4)
 * - GET  /v2/hris/company/one?email_domain_eq=              hrisCompanyQuerySchema → { doc: hrisCompanySchema }; 404 HRIS_COMPANY_NOT_FOUND (expected)
 * - GET  /v2/hris/admin/one?user_id_eq=                     hrisAdminQuerySchema → { doc: hrisAdminSchema }; 404 HRIS_ADMIN_NOT_FOUND (expected)
 * - GET  /v2/hris/joinrequest/one?user_id_eq=&with=emails   hrisJoinRequestQuerySchema → { doc: hrisJoinRequestSchema }; 404 HRIS_JOIN_REQUEST_NOT_FOUND (no request yet)
 * - POST /v2/hris/joinrequest/one                           hrisJoinRequestPayloadSchema → 201 { doc: hrisJoinRequestSchema };
 *                                                           400 HRIS_JOIN_REQUEST_ALREADY_SENT (data: hrisAlreadySentDataSchema), 409 HRIS_ALREADY_ADMIN
 * - POST /v2/hris/admin/action/create-from-external         hrisCreateAdminPayloadSchema → 201 { doc: hrisAdminSchema } (creates the HRIS company, the user its Super Admin);
 *                                                           409 HRIS_SUPER_ADMIN_EXISTS (someone was first: request access), 409 HRIS_ALREADY_ADMIN
 *
 * The built-in HRIS console (its session cookie, scoped to /hris, or the portal's session; the access
 * routes need the company's Super Admin)
 * - POST   /v2/hris/console/session                         hrisConsoleSessionPayloadSchema → hrisConsoleSessionSchema; sets the console cookie (401 LOGIN_TOKEN_INVALID)
 * - DELETE /v2/hris/console/session                         ends the console session, clears the cookie
 * - GET    /v2/hris/console/me                              → hrisConsoleMeSchema (who the visitor is; admin null when not an admin)
 * - GET  /v2/hris/console/access                            → hrisAccessOverviewSchema (pending join requests and admins of the caller's HRIS company)
 * - POST /v2/hris/console/joinrequests/{id}/approve         hrisDecisionPayloadSchema → { doc: hrisJoinRequestSchema } (creates the admin; emails and notifies the requester)
 * - POST /v2/hris/console/joinrequests/{id}/deny            hrisDecisionPayloadSchema → { doc: hrisJoinRequestSchema } (emails and notifies the requester)
 * - PATCH  /v2/hris/console/admins/{id}                     hrisAdminAccessPayloadSchema → { doc: hrisAdminSchema }
 * - DELETE /v2/hris/console/admins/{id}                     → { doc: hrisAdminSchema }; 409 HRIS_LAST_SUPER_ADMIN
 *
 * The handoff: POST /v1/auth/login-token {platform: "hris"} (auth module) → loginToken; the portal opens
 * hrisSignInUrl(siteConfig.hrisUrl, loginToken) (hris-contract.ts; lib/site-config.ts hrisSignInUrl).
 */

const uuid = (field: string) => z.uuid(`Invalid ${field}`);

/** The company's email domain, as on the company (e.g. demo-company.test); compared case-insensitively. */
export const hrisCompanyQuerySchema = z.object({
  email_domain_eq: z
    .string({ error: "Give the email domain" })
    .trim()
    .toLowerCase()
    .min(1, "Give the email domain")
    .max(253, "Not an email domain")
    .regex(/^[a-z0-9.-]+\.[a-z0-9-]+$/, "Not an email domain"),
});
export type HrisCompanyQuery = z.input<typeof hrisCompanyQuerySchema>;

export const hrisAdminQuerySchema = z.object({ user_id_eq: uuid("user id") });
export type HrisAdminQuery = z.input<typeof hrisAdminQuerySchema>;

export const hrisJoinRequestQuerySchema = z.object({
  user_id_eq: uuid("user id"),
  /** with=emails adds `emails`; without it `emails` is an empty list. */
  with: z.enum(["emails"], { error: "Use with=emails" }).optional(),
});
export type HrisJoinRequestQuery = z.input<typeof hrisJoinRequestQuerySchema>;

/** Spec 3: company lookup, a doc with id and name. */
export const hrisCompanySchema = z.object({
  id: z.string(),
  name: z.string(),
});
export type HrisCompany = z.infer<typeof hrisCompanySchema>;

export const hrisAdminSchema = z.object({
  id: z.string(),
  userId: z.string(),
  /** The HRIS company's id (the company lookup's doc.id). */
  companyId: z.string(),
  role: z.enum(HRIS_ADMIN_ROLES),
  /** The HRIS sections the admin may use; a Super Admin has them all. */
  access: z.array(z.enum(HRIS_ACCESS_AREAS)),
  name: z.string(),
  email: z.string(),
  createdAt: z.string(),
});
export type HrisAdmin = z.infer<typeof hrisAdminSchema>;

/** Spec 3: join request {userId, status, updatedAt, canResend, emails (first entry has email)}. */
export const hrisJoinRequestSchema = z.object({
  id: z.string(),
  userId: z.string(),
  companyId: z.string(),
  status: z.enum(HRIS_JOIN_REQUEST_STATUSES),
  note: z.string().nullable(),
  updatedAt: z.string(),
  /** Whether a new request may be sent now (not pending, or 3 days after the last update). */
  canResend: z.boolean(),
  /** updatedAt + 3 days: the re-request date of the already-sent text (spec 9). */
  reRequestAt: z.string(),
  /** The requester's emails (with=emails); the first entry is their sign-in email. */
  emails: z.array(z.object({ email: z.string() })),
  /** The requester's name, for the console. */
  name: z.string(),
  decidedAt: z.string().nullable(),
});
export type HrisJoinRequest = z.infer<typeof hrisJoinRequestSchema>;

const noteSchema = z
  .string()
  .trim()
  .max(HRIS_NOTE_MAX, `The note can be at most ${HRIS_NOTE_MAX} characters`)
  .optional()
  .transform((text) => (text ? text : undefined));

/** Spec 3: join request payload {userId, companyId, optional note, from}; userId is the caller. */
export const hrisJoinRequestPayloadSchema = z.object({
  userId: uuid("user id"),
  /** The HRIS company's id from the company lookup. */
  companyId: uuid("company id"),
  note: noteSchema,
  from: z.enum(HRIS_REQUEST_SOURCES, { error: `Use one of ${HRIS_REQUEST_SOURCES.join(", ")}` }),
});
export type HrisJoinRequestPayload = z.input<typeof hrisJoinRequestPayloadSchema>;

/** Spec 3: create-admin payload {userId, from}; userId is the caller, who becomes Super Admin. */
export const hrisCreateAdminPayloadSchema = z.object({
  userId: uuid("user id"),
  from: z.enum(HRIS_REQUEST_SOURCES, { error: `Use one of ${HRIS_REQUEST_SOURCES.join(", ")}` }),
});
export type HrisCreateAdminPayload = z.input<typeof hrisCreateAdminPayloadSchema>;

/** The `data` of HRIS_JOIN_REQUEST_ALREADY_SENT (400), beside `errors`. */
export const hrisAlreadySentDataSchema = z.object({ reRequestAt: z.string() });
export type HrisAlreadySentData = z.infer<typeof hrisAlreadySentDataSchema>;

export const hrisDocSchema = <T extends z.ZodType>(doc: T) => z.object({ doc });

/** Console: approve or deny. Approval may set the new admin's access (default HRIS_DEFAULT_ADMIN_ACCESS). */
export const hrisDecisionPayloadSchema = z
  .object({ access: z.array(z.enum(HRIS_ACCESS_AREAS)).max(HRIS_ACCESS_AREAS.length).optional() })
  .default({});
export type HrisDecisionPayload = z.input<typeof hrisDecisionPayloadSchema>;

export const hrisAdminAccessPayloadSchema = z.object({
  access: z.array(z.enum(HRIS_ACCESS_AREAS, { error: `Use ${HRIS_ACCESS_AREAS.join(", ")}` })).max(HRIS_ACCESS_AREAS.length),
});
export type HrisAdminAccessPayload = z.input<typeof hrisAdminAccessPayloadSchema>;

export const hrisAccessOverviewSchema = z.object({
  company: hrisCompanySchema,
  pendingRequests: z.array(hrisJoinRequestSchema),
  admins: z.array(hrisAdminSchema),
});
export type HrisAccessOverview = z.infer<typeof hrisAccessOverviewSchema>;

export const hrisIdParamSchema = z.object({ id: uuid("id") });

export const hrisConsoleSessionPayloadSchema = z.object({ loginToken: z.string().min(1, "Give the login token").max(200, "Not a login token") });
export const hrisConsoleSessionSchema = z.object({ userId: z.string(), expiresAt: z.string() });

export const hrisConsoleMeSchema = z.object({
  user: z.object({ id: z.string(), name: z.string(), email: z.string() }),
  company: hrisCompanySchema.nullable(),
  admin: hrisAdminSchema.nullable(),
});
export type HrisConsoleMe = z.infer<typeof hrisConsoleMeSchema>;
