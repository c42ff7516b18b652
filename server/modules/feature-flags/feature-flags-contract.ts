/**
 * The product gates of spec section 6, shared by the API (which stores and evaluates them) and the
 * client (which reads the effective values). The database holds one row per key with this
 * description and default; an operator can change the default or override it per company.
 */
export const FEATURE_FLAG_CATALOG = {
  "hris-feature": { description: "The HRIS switcher (ATS or HRIS) and its access-request flows.", enabledByDefault: false },
  "hris-menu": { description: "The HRIS, TIME, FINANCE, PERFORMANCE and HRIS SETTINGS sidebar sections.", enabledByDefault: false },
  maintenance: {
    description: "Maintenance mode: the maintenance page replaces all pages (target all) or the listed routes (target specific).",
    enabledByDefault: false,
  },
  "hide-talent-database": { description: "Hides Talent Database from the menu.", enabledByDefault: false },
  "ai-candidate-analyzer": { description: "The AI candidate analyzer on applicant review.", enabledByDefault: false },
  "job-post-ui-improvement": { description: "The improved job post screens.", enabledByDefault: false },
  "hris-trial-banner": { description: "The HRIS trial banner.", enabledByDefault: false },
  "mark-all-role-filter": { description: "The mark-all option of the role filter.", enabledByDefault: false },
  "new-subscription-query-params": { description: "The new query parameters of the subscription pages.", enabledByDefault: false },
  "boost-job-subscription": { description: "Boost Job under Settings and its subscription.", enabledByDefault: false },
  "job-integration-subscription": { description: "The job integration subscription.", enabledByDefault: false },
  "remove-employee-detail-query-state": { description: "Drops the URL query state on the HRIS employee detail.", enabledByDefault: false },
  "ai-position-input": { description: "AI suggestions on the job position input.", enabledByDefault: false },
  "new-socmed-auth": { description: "The new social-media sign-in.", enabledByDefault: false },
  "split-settings": { description: "Settings as a collapsible group (Personal Info, Subscription, Billing, Password) instead of one link.", enabledByDefault: false },
  "independence-day-promotion": { description: "The independence-day promotion.", enabledByDefault: false },
  // Spec 9 lists the alternate job URLs among the enabled flags.
  "alternate-job-urls": { description: "Job pages at /jobs/create and /jobs/{id}/edit instead of /job-post/create and /job-post/edit/{id}.", enabledByDefault: true },
  // Spec 1 puts "a company culture and benefits profile" behind a flag; spec 6's list names no key for it.
  "company-culture-benefits": {
    description: "The Culture values and Benefits sections of the Company Profile (spec 1: behind a flag).",
    enabledByDefault: false,
  },
  // Spec 2.3's alternative menu; the spec names no gate for it, so it has its own.
  "grouped-menu": { description: "The alternative sidebar grouped under Hiring, ATS Settings and General.", enabledByDefault: false },
} as const satisfies Record<string, { description: string; enabledByDefault: boolean }>;

export type FeatureFlagKey = keyof typeof FEATURE_FLAG_CATALOG;
export const FEATURE_FLAG_KEYS = Object.keys(FEATURE_FLAG_CATALOG) as FeatureFlagKey[];

export function isFeatureFlagKey(value: string): value is FeatureFlagKey {
  return Object.hasOwn(FEATURE_FLAG_CATALOG, value);
}

/** Every flag's effective value for one company. */
export type FeatureFlagValues = Record<FeatureFlagKey, boolean>;

/** The catalog's defaults, which the client also uses before the first answer arrives. */
export const DEFAULT_FEATURE_FLAGS = Object.fromEntries(
  FEATURE_FLAG_KEYS.map((key) => [key, FEATURE_FLAG_CATALOG[key].enabledByDefault]),
) as FeatureFlagValues;

export const MAINTENANCE_FLAG = "maintenance" satisfies FeatureFlagKey;

export type MaintenanceTarget = "all" | "specific";

/** The maintenance flag's settings, answered beside the flags (read by proxy.ts and the shell). */
export type MaintenanceSettings = {
  enabled: boolean;
  target: MaintenanceTarget;
  routes: string[];
};
