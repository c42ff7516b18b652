import { createRoute } from "@hono/zod-openapi";
import type { Context } from "hono";
import type { AppEnv } from "@/server/api/context";
import { verifyAccessToken } from "@/server/auth/access-token";
import { readAccessToken } from "@/server/auth/auth-cookies";
import { requireOperator } from "@/server/api/middleware/require-operator";
import { errorResponse, jsonBody, jsonContent, pickErrors, resultEnvelope } from "@/server/api/openapi";
import { createRouter } from "@/server/api/router";
import { effectiveFlagsSchema, flagKeyParamsSchema, maintenanceSettingsSchema, operatorFlagListSchema, overrideParamsSchema, setFlagBodySchema, setMaintenanceBodySchema } from "./feature-flags-schemas";
import { clearOverride, getEffectiveFlags, listFlagsForOperator, setFlag, setMaintenance } from "./feature-flags-service";

const operatorErrors = {
  401: errorResponse("Missing or wrong operator token"),
  403: errorResponse("The operator API is off (no OPERATOR_TOKEN configured)"),
} as const;

const getFlags = createRoute({
  method: "get",
  path: "/v1/feature-flags",
  tags: ["Feature flags"],
  summary: "The effective feature flags and maintenance settings for the caller's company",
  description:
    "Public: without a session it answers the defaults. The portal polls it every 60 s; proxy.ts reads the maintenance settings.",
  responses: { 200: jsonContent(resultEnvelope(effectiveFlagsSchema), "Effective flags"), ...pickErrors(500) },
});

const listOperatorFlags = createRoute({
  method: "get",
  path: "/v1/operator/feature-flags",
  tags: ["Operator"],
  summary: "Every flag with its default and per-company overrides",
  security: [{ operatorToken: [] }],
  responses: { 200: jsonContent(resultEnvelope(operatorFlagListSchema), "Flags"), ...operatorErrors },
});

const putOperatorFlag = createRoute({
  method: "put",
  path: "/v1/operator/feature-flags/{key}",
  tags: ["Operator"],
  summary: "Set a flag for everyone, or override it for one company",
  security: [{ operatorToken: [] }],
  request: { params: flagKeyParamsSchema, body: jsonBody(setFlagBodySchema) },
  responses: {
    200: jsonContent(resultEnvelope(operatorFlagListSchema), "Flags after the change"),
    404: errorResponse("No such company"),
    ...operatorErrors,
    ...pickErrors(400, 422, 500),
  },
});

const deleteOperatorOverride = createRoute({
  method: "delete",
  path: "/v1/operator/feature-flags/{key}/overrides/{companyId}",
  tags: ["Operator"],
  summary: "Remove a company's override so it follows the default again",
  security: [{ operatorToken: [] }],
  request: { params: overrideParamsSchema },
  responses: {
    200: jsonContent(resultEnvelope(operatorFlagListSchema), "Flags after the change"),
    404: errorResponse("No such override"),
    ...operatorErrors,
    ...pickErrors(400, 422, 500),
  },
});

const putOperatorMaintenance = createRoute({
  method: "put",
  path: "/v1/operator/maintenance",
  tags: ["Operator"],
  summary: "Set the maintenance target (all or specific), its routes, and optionally switch it on or off",
  security: [{ operatorToken: [] }],
  request: { body: jsonBody(setMaintenanceBodySchema) },
  responses: {
    200: jsonContent(resultEnvelope(maintenanceSettingsSchema), "Maintenance settings"),
    ...operatorErrors,
    ...pickErrors(400, 422, 500),
  },
});

/**
 * The company whose overrides apply. The flags endpoint is public, so a missing or invalid session
 * simply means "no company" (the defaults), never an error.
 */
export type CompanyResolver = (c: Context<AppEnv>) => Promise<string | null>;

/**
 * The company of the access token, checked for signature and expiry but not against the session
 * table: the flags are not secret, so a just-revoked session seeing its company's flags for the
 * token's last minutes costs nothing, and the 60-second poll stays one query.
 */
export const companyFromAccessToken: CompanyResolver = async (c) => {
  const token = readAccessToken(c);
  if (!token) return null;
  const verified = await verifyAccessToken(token);
  return verified?.claims.cid ?? null;
};

export function featureFlagRoutes(
  options: { resolveCompanyId?: CompanyResolver; operatorToken?: () => string | undefined } = {},
) {
  const resolveCompanyId = options.resolveCompanyId ?? companyFromAccessToken;
  const router = createRouter();
  router.use("/v1/operator/*", requireOperator(options.operatorToken));
  return router
    .openapi(getFlags, async (c) => {
      const result = await getEffectiveFlags(c.get("db"), await resolveCompanyId(c));
      // Per caller and changeable at any moment by an operator: never cached by a shared cache.
      c.header("Cache-Control", "private, no-store");
      return c.json({ result }, 200);
    })
    .openapi(listOperatorFlags, async (c) => c.json({ result: await listFlagsForOperator(c.get("db")) }, 200))
    .openapi(putOperatorFlag, async (c) => {
      const db = c.get("db");
      await setFlag(db, c.req.valid("param").key, c.req.valid("json"));
      return c.json({ result: await listFlagsForOperator(db) }, 200);
    })
    .openapi(deleteOperatorOverride, async (c) => {
      const db = c.get("db");
      const { key, companyId } = c.req.valid("param");
      await clearOverride(db, key, companyId);
      return c.json({ result: await listFlagsForOperator(db) }, 200);
    })
    .openapi(putOperatorMaintenance, async (c) => c.json({ result: await setMaintenance(c.get("db"), c.req.valid("json")) }, 200));
}

