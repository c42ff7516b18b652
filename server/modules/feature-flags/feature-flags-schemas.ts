import { z } from "@hono/zod-openapi";
import { FEATURE_FLAG_KEYS, type FeatureFlagKey } from "./feature-flags-contract";

const flagKeySchema = z.enum(FEATURE_FLAG_KEYS as [FeatureFlagKey, ...FeatureFlagKey[]]);

/** A route of the 'specific' maintenance target: an app path such as /job-post or /analytics. */
const maintenanceRouteSchema = z
  .string()
  .trim()
  .max(200)
  .regex(/^\/[A-Za-z0-9\-._~/]*$/, "must be a path starting with / (no query or hash)");

export const maintenanceSettingsSchema = z
  .object({
    enabled: z.boolean(),
    target: z.enum(["all", "specific"]),
    routes: z.array(z.string()),
  })
  .openapi("MaintenanceSettings");

export const effectiveFlagsSchema = z
  .object({
    flags: z.record(z.string(), z.boolean()).openapi({ example: { "hris-menu": false, "split-settings": true } }),
    maintenance: maintenanceSettingsSchema,
  })
  .openapi("EffectiveFeatureFlags");

export const operatorFlagSchema = z
  .object({
    key: z.string(),
    description: z.string(),
    enabledByDefault: z.boolean(),
    overrides: z.array(z.object({ companyId: z.uuid(), enabled: z.boolean() })),
  })
  .openapi("OperatorFeatureFlag");

export const operatorFlagListSchema = z
  .object({ flags: z.array(operatorFlagSchema), maintenance: maintenanceSettingsSchema })
  .openapi("OperatorFeatureFlagList");

export const flagKeyParamsSchema = z.object({
  key: flagKeySchema.openapi({ param: { name: "key", in: "path" }, example: "hris-menu" }),
});

export const overrideParamsSchema = flagKeyParamsSchema.extend({
  companyId: z.uuid().openapi({ param: { name: "companyId", in: "path" } }),
});

export const setFlagBodySchema = z
  .object({
    enabled: z.boolean(),
    /** With a company id, sets that company's override; without, the default for everyone. */
    companyId: z.uuid().optional(),
  })
  .openapi("SetFeatureFlag");

export const setMaintenanceBodySchema = z
  .object({
    enabled: z.boolean().optional(),
    target: z.enum(["all", "specific"]).optional(),
    routes: z.array(maintenanceRouteSchema).max(100).optional(),
  })
  .openapi("SetMaintenance");

export type SetFlagBody = z.infer<typeof setFlagBodySchema>;
export type SetMaintenanceBody = z.infer<typeof setMaintenanceBodySchema>;
export type OperatorFlag = z.infer<typeof operatorFlagSchema>;
