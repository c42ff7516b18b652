import { delay, http, HttpResponse, type HttpHandler } from "msw";
import type { MaintenanceSettings } from "@/server/modules/feature-flags/feature-flags-contract";
import { HRIS_ERROR_CODES } from "@/server/modules/hris/hris-contract";
import { CHANGE_REQUEST_ERROR_CODES } from "@/server/modules/change-requests/change-requests-contract";
import { demoFlags, demoMemberWithoutAnalytics, demoUser } from "./demo-account";
import { demoJobQuota } from "./demo-jobs";
import { errorAnswer, mswPath } from "./mock-route";
import { signedOutAnswer } from "./session-answers";

/** The cookie (or `x-mock-scenario` header) naming the scenarios of a request, `+` between names. */
export const SCENARIO_COOKIE = "mock-scenario";
/** PUT a list of names here to set scenarios for requests that name none (the route guard's own calls). */
export const SCENARIO_CONTROL_PATH = "/__mock/scenarios";

/** How long every answer of the `slow` scenario waits. */
export const SLOW_ANSWER_MS = 2_000;

/** The 500 of `server-error`, so a test can look for its id and field message. */
export const SERVER_ERROR = {
  message: "The server could not save this",
  code: "INTERNAL_SERVER_ERROR",
  errorId: "mock-error-0001",
  errors: [{ field: "session", message: "The session store did not answer" }],
};

/** The 503 of `notifications-down`. */
export const NOTIFICATIONS_DOWN = {
  message: "Notifications are not available right now",
  code: "NOTIFICATIONS_UNAVAILABLE",
  errorId: "mock-error-0002",
};

/** When the refused access request of `access-request-refused` may be sent again. */
export const RE_REQUEST_AT = "2026-12-02T03:00:00.000Z";

/** The 'specific' maintenance target's listed route. */
export const MAINTENANCE_ROUTE = "/analytics";

// Calls that a signed-out visitor makes too: an expired session does not stop them.
const PUBLIC_PATHS = ["/api/v1/feature-flags", "/api/v1/login/socmed/providers", "/api/v1/logout", "/api/health"];
const isPublic = (request: Request) => PUBLIC_PATHS.includes(new URL(request.url).pathname);

/** The access token no longer counts: sign-out still works, everything else needing a session is 401. */
const sessionOver = [
  http.post(mswPath("/v1/logout"), () => signedOutAnswer()),
  http.all("*/api/*", ({ request }) => (isPublic(request) ? undefined : errorAnswer(401, { message: "Token expired", code: "TOKEN_EXPIRED" }))),
];

const flagsWith = (maintenance: MaintenanceSettings) =>
  http.get(mswPath("/v1/feature-flags"), () => HttpResponse.json({ result: { ...demoFlags, maintenance } }));

/** The HRIS switcher shows only with hris-feature on (off in the demo). */
const hrisFeatureOn = http.get(mswPath("/v1/feature-flags"), () =>
  HttpResponse.json({ result: { ...demoFlags, flags: { ...demoFlags.flags, "hris-feature": true } } }),
);

type Scenario = { description: string; handlers: HttpHandler[] };

/**
 * The named states QA selects per test. Each overrides some default answers; a request may name
 * several (`slow+empty-company`), the first named winning where two answer the same call.
 */
export const scenarios = {
  "network-down": {
    description: "No call gets an answer: the connection drops, as with the network down.",
    handlers: [http.all("*/api/*", () => HttpResponse.error())],
  },
  "server-error": {
    description: `Every write answers 500 with error id ${SERVER_ERROR.errorId} and a field error; reads work.`,
    handlers: [
      http.all("*/api/*", ({ request }) => (request.method === "GET" ? undefined : errorAnswer(500, SERVER_ERROR))),
    ],
  },
  "session-expired": {
    description: "Every call that needs a session answers 401, and so does the refresh: the session is over.",
    handlers: sessionOver,
  },
  "refresh-without-token": {
    description: "Calls that need a session answer 401; the refresh answers 200 without a token.",
    handlers: [http.post(mswPath("/v1/login/refresh"), () => HttpResponse.json({ result: {} })), ...sessionOver],
  },
  "maintenance-all": {
    description: "The maintenance flag on with target 'all'. Server-wide: the route guard's calls carry no cookie.",
    handlers: [flagsWith({ enabled: true, target: "all", routes: [] })],
  },
  "maintenance-specific": {
    description: `The maintenance flag on with target 'specific' for ${MAINTENANCE_ROUTE}. Server-wide, as maintenance-all.`,
    handlers: [flagsWith({ enabled: true, target: "specific", routes: [MAINTENANCE_ROUTE] })],
  },
  "job-quota-reached": {
    description: "The plan's job posts are all used: publishing answers 403 JOB_QUOTA_REACHED.",
    handlers: [
      http.get(mswPath("/v1/job-portal/job/quota"), () =>
        HttpResponse.json({ result: { ...demoJobQuota, used: demoJobQuota.quota } }),
      ),
      http.post(mswPath("/v1/job-portal/job/{id}/publish"), () =>
        errorAnswer(403, {
          message: "Your plan's job posts are all in use. Upgrade your plan to publish more.",
          code: "JOB_QUOTA_REACHED",
          data: { quota: demoJobQuota.quota, used: demoJobQuota.quota, planName: demoJobQuota.planName, onTrial: false, upgradeUrl: "/subscription" },
        }),
      ),
    ],
  },
  "empty-company": {
    description: "A company with nothing yet: no job posts, no notifications, no open tasks.",
    handlers: [
      http.get(mswPath("/v1/job-portal/job"), () =>
        HttpResponse.json({ result: { docs: [], nextCursor: null, counts: { all: 0, draft: 0, published: 0, closed: 0 } } }),
      ),
      http.get(mswPath("/v1/job-portal/job/quota"), () => HttpResponse.json({ result: { ...demoJobQuota, used: 0 } })),
      http.get(mswPath("/v1/notification/status"), () => HttpResponse.json({ result: { hasNotification: false } })),
    ],
  },
  "member-without-analytics": {
    description: "The user is a member who may not see analytics (analyticsGeneral off).",
    handlers: [http.get(mswPath("/v1/job-portal/permission"), () => HttpResponse.json({ result: demoMemberWithoutAnalytics }))],
  },
  "access-request-refused": {
    description: "Sending an access request answers 400 COMPANY_CHANGE_REQUEST_ALREADY_CREATED with the re-request date and email.",
    handlers: [
      http.post(mswPath("/v1/job-portal/company/change-request"), () =>
        errorAnswer(400, {
          message: "You have already asked for this access",
          code: CHANGE_REQUEST_ERROR_CODES.alreadyCreated,
          data: { reRequestAt: RE_REQUEST_AT, email: demoUser.email, changeRequestId: "mock-change-request-1" },
        }),
      ),
    ],
  },
  "notifications-down": {
    description: `The notification list answers 503 with error id ${NOTIFICATIONS_DOWN.errorId}; the rest works.`,
    handlers: [http.get(mswPath("/v1/notification/all"), () => errorAnswer(503, NOTIFICATIONS_DOWN))],
  },
  "hris-company-not-found": {
    description: "HRIS switcher on; the company is not on HRIS yet (404 HRIS_COMPANY_NOT_FOUND).",
    handlers: [
      hrisFeatureOn,
      http.get(mswPath("/v2/hris/company/one"), () =>
        errorAnswer(404, { message: "Your company is not on HRIS yet", code: HRIS_ERROR_CODES.companyNotFound }),
      ),
    ],
  },
  "hris-admin-not-found": {
    description: "HRIS switcher on; the company is on HRIS, the user is not its admin and has asked nothing yet.",
    handlers: [
      hrisFeatureOn,
      http.get(mswPath("/v2/hris/admin/one"), () => errorAnswer(404, { message: "You are not an HRIS admin", code: HRIS_ERROR_CODES.adminNotFound })),
      http.get(mswPath("/v2/hris/joinrequest/one"), () =>
        errorAnswer(404, { message: "No join request", code: HRIS_ERROR_CODES.joinRequestNotFound }),
      ),
    ],
  },
  slow: {
    description: `Every answer waits ${SLOW_ANSWER_MS / 1000} s before it comes.`,
    handlers: [
      http.all("*/api/*", async () => {
        await delay(SLOW_ANSWER_MS);
        // No answer here: the next handler answers, late.
        return undefined;
      }),
    ],
  },
} satisfies Record<string, Scenario>;

export type ScenarioName = keyof typeof scenarios;

const isScenarioName = (name: string): name is ScenarioName => Object.hasOwn(scenarios, name);

/** `a+b` → ["a", "b"]; null for no value. An unknown name throws, naming the ones that exist. */
export function scenarioNamesFrom(value: string | null): ScenarioName[] | null {
  if (value === null || value.trim() === "") return null;
  return value.split("+").map((name) => {
    const trimmed = name.trim();
    if (!isScenarioName(trimmed)) throw new Error(`Unknown mock scenario "${trimmed}"; known: ${Object.keys(scenarios).join(", ")}`);
    return trimmed;
  });
}

export function scenarioHandlers(names: readonly ScenarioName[]): HttpHandler[] {
  return names.flatMap((name) => scenarios[name].handlers);
}

