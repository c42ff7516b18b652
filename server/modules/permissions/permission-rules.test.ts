import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApiApp, type ApiApp } from "@/server/api/create-app";
import { requireCompany, requireSession } from "@/server/api/middleware/require-session";
import { createRouter } from "@/server/api/router";
import type { DatabaseHandle } from "@/server/db/client";
import { DEMO_MEMBER_EMAIL, DEMO_OWNER_EMAIL, signIn } from "@/tests/api/auth-helpers";
import { setMemberPermissions } from "@/tests/api/permission-helpers";
import { requestJson } from "@/tests/api/test-app";
import { createTestDatabase } from "@/tests/api/test-database";
import {
  JOB_ACCESS_LEVELS,
  PERMISSION_RESOURCES,
  actionLabel,
  evaluatePermission,
  jobAccessLabel,
  type PermissionAction,
  type PermissionResource,
  type RequestedAction,
} from "./permissions-contract";
import { requirePermission } from "./permissions-http";

/**
 * Spec 6, every resource × action × role × criteria case, through the API: each check is a route
 * guarded by requirePermission(resource, action), called by the owner and by the demo member
 * holding one stored permission at a time.
 */

const JOB_A = "10b00000-0000-4000-8000-00000000000a";
const JOB_B = "10b00000-0000-4000-8000-00000000000b";
const REQUESTED: RequestedAction[] = ["view", "manage", "create"];
const STORED: (PermissionAction | "none")[] = ["none", "view", "manage", "create", "denied"];
const CRITERIA = ["unlimited", "limited to job A"] as const;
const CHECKS = [
  { name: "no job named", jobId: undefined },
  { name: "job A", jobId: JOB_A },
  { name: "job B", jobId: JOB_B },
] as const;

/** The rule restated from the spec's sentences, independently of the implementation. */
function expected(
  role: "owner" | "member",
  resource: PermissionResource,
  stored: PermissionAction | "none",
  criteria: (typeof CRITERIA)[number],
  requested: RequestedAction,
  jobId: string | undefined,
): boolean {
  // "The owner is always allowed."
  if (role === "owner") return true;
  // "Non-owners need a permission for the exact action, or manage, which covers it. Manage does not grant create on jobPost."
  const covers = stored === requested || (stored === "manage" && !(resource === "jobPost" && requested === "create"));
  if (!covers) return false;
  // "With no criteria, jobPost and jobPostSalary are denied but other resources are allowed."
  if (jobId === undefined) return resource !== "jobPost" && resource !== "jobPostSalary";
  // "Criteria-limited permissions (specific jobs) apply only if the job matches."
  return criteria === "unlimited" || jobId === JOB_A;
}

const checkRoutes = createRouter();
for (const resource of PERMISSION_RESOURCES) {
  for (const action of REQUESTED) {
    checkRoutes.get(
      `/test/permission/${resource}/${action}`,
      requireSession,
      requireCompany,
      requirePermission(resource, action, { jobId: (c) => c.req.query("jobId") }),
      (c) => c.json({ result: { allowed: true } }, 200),
    );
  }
}

let database: DatabaseHandle;
let app: ApiApp;
let ownerToken: string;
let memberToken: string;

beforeAll(async () => {
  database = await createTestDatabase();
  app = createApiApp({ database: async () => database }, pino({ level: "silent" }), { extraRoutes: [checkRoutes] });
  ownerToken = (await signIn(app, DEMO_OWNER_EMAIL)).token;
  memberToken = (await signIn(app, DEMO_MEMBER_EMAIL)).token;
});
afterAll(() => database.close());

async function allowed(token: string, resource: PermissionResource, action: RequestedAction, jobId?: string): Promise<boolean> {
  const query = jobId ? `?jobId=${jobId}` : "";
  const response = await requestJson(app, "GET", `/api/test/permission/${resource}/${action}${query}`, { token });
  if (response.status === 200) return true;
  expect(response.status, JSON.stringify(response.body)).toBe(403);
  expect(response.body).toMatchObject({ code: "PERMISSION_DENIED", data: { resource, action } });
  return false;
}

describe("spec 6 rule table through requirePermission", () => {
  it("allows the owner every resource and action, with or without a job", async () => {
    let cases = 0;
    for (const resource of PERMISSION_RESOURCES) {
      for (const action of REQUESTED) {
        for (const check of CHECKS) {
          expect(await allowed(ownerToken, resource, action, check.jobId), `${resource} ${action} ${check.name}`).toBe(true);
          cases += 1;
        }
      }
    }
    expect(cases).toBe(PERMISSION_RESOURCES.length * REQUESTED.length * CHECKS.length);
  });

  for (const resource of PERMISSION_RESOURCES) {
    it(`decides every member case for ${resource}`, async () => {
      const mismatches: string[] = [];
      let cases = 0;
      for (const stored of STORED) {
        for (const criteria of CRITERIA) {
          if (stored === "none" && criteria !== "unlimited") continue;
          await setMemberPermissions(
            database.db,
            stored === "none" ? [] : [{ resource, action: stored, jobIds: criteria === "unlimited" ? undefined : [JOB_A] }],
          );
          for (const action of REQUESTED) {
            for (const check of CHECKS) {
              const want = expected("member", resource, stored, criteria, action, check.jobId);
              const got = await allowed(memberToken, resource, action, check.jobId);
              cases += 1;
              if (want !== got) mismatches.push(`stored ${stored} (${criteria}), asked ${action}, ${check.name}: expected ${want}, got ${got}`);
            }
          }
        }
      }
      expect(mismatches).toEqual([]);
      expect(cases).toBe((1 + 4 * CRITERIA.length) * REQUESTED.length * CHECKS.length);
    });
  }

  it("is not fooled by a permission of another resource", async () => {
    await setMemberPermissions(database.db, [{ resource: "talentDb", action: "manage" }]);
    expect(await allowed(memberToken, "talentHunt", "manage")).toBe(false);
    expect(await allowed(memberToken, "talentDb", "manage")).toBe(true);
  });

  it("combines several permissions of one member (per-job editor on A, viewer on B)", async () => {
    await setMemberPermissions(database.db, [
      { resource: "jobPost", action: "manage", jobIds: [JOB_A] },
      { resource: "jobPost", action: "view", jobIds: [JOB_B] },
    ]);
    expect(await allowed(memberToken, "jobPost", "manage", JOB_A)).toBe(true);
    expect(await allowed(memberToken, "jobPost", "manage", JOB_B)).toBe(false);
    expect(await allowed(memberToken, "jobPost", "view", JOB_B)).toBe(true);
    expect(await allowed(memberToken, "jobPost", "view")).toBe(false);
  });

  it("matches the pure rule the portal uses", () => {
    for (const resource of PERMISSION_RESOURCES) {
      for (const stored of STORED) {
        for (const criteria of CRITERIA) {
          const grants =
            stored === "none" ? [] : [{ resource, action: stored, allowedCriteria: criteria === "unlimited" ? null : { jobIds: [JOB_A] } }];
          for (const action of REQUESTED) {
            for (const check of CHECKS) {
              const context = check.jobId ? { jobId: check.jobId } : {};
              expect(evaluatePermission({ role: "member", grants }, resource, action, context)).toBe(
                expected("member", resource, stored, criteria, action, check.jobId),
              );
              expect(evaluatePermission({ role: "owner", grants }, resource, action, context)).toBe(true);
            }
          }
        }
      }
    }
  });
});

describe("GET /v1/job-portal/permission", () => {
  it("answers the seeded member's effective permissions and menu gates", async () => {
    await setMemberPermissions(database.db, [
      { resource: "userCompany", action: "view" },
      { resource: "talentDb", action: "manage" },
      { resource: "talentHunt", action: "denied" },
      { resource: "analyticsGeneral", action: "view" },
      { resource: "jobPost", action: "manage", jobIds: [JOB_A] },
      { resource: "jobPostSalary", action: "view", jobIds: [JOB_A] },
    ]);
    const response = await requestJson(app, "GET", "/api/v1/job-portal/permission", { token: memberToken });
    expect(response.status).toBe(200);
    const result = response.body.result;
    expect(result).toMatchObject({
      role: "member",
      isOwner: false,
      canAccessTalentSearch: false,
      canAccessTalentDB: true,
      canAccessAnalytics: true,
      canPostAJob: false,
      canViewTeam: true,
      canManageTeam: false,
      canEditCompanyProfile: false,
      jobScopes: { jobPost: { manage: { all: false, jobIds: [JOB_A] }, view: { all: false, jobIds: [JOB_A] } }, jobPostSalary: { view: { all: false, jobIds: [JOB_A] } } },
    });
    expect(result.permissions.talentHunt).toEqual({ view: false, manage: false, create: false });
    expect(result.permissions.jobPost).toEqual({ view: false, manage: false, create: false });
    const talentHunt = result.accessPermissions.find((entry: any) => entry.permission.resource === "talentHunt");
    expect(talentHunt).toEqual({ permissionId: "talentHunt.denied", permission: { resource: "talentHunt", action: "denied" }, allowedCriteria: null });
    const jobPost = result.accessPermissions.find((entry: any) => entry.permission.resource === "jobPost");
    expect(jobPost.allowedCriteria).toEqual({ jobIds: [JOB_A], jobs: [{ id: JOB_A, title: null }] });
  });

  it("answers everything allowed for the owner", async () => {
    const response = await requestJson(app, "GET", "/api/v1/job-portal/permission", { token: ownerToken });
    expect(response.status).toBe(200);
    const result = response.body.result;
    expect(result).toMatchObject({ role: "owner", isOwner: true, canAccessTalentSearch: true, canAccessTalentDB: true, canAccessAnalytics: true, accessPermissions: [] });
    for (const resource of PERMISSION_RESOURCES) expect(result.permissions[resource]).toEqual({ view: true, manage: true, create: true });
    expect(result.jobScopes.jobPost.manage).toEqual({ all: true, jobIds: [] });
  });

  it("needs a session and a company", async () => {
    expect((await requestJson(app, "GET", "/api/v1/job-portal/permission")).status).toBe(401);
  });
});

describe("labels from the same rule table (spec 6)", () => {
  it("labels talent database and search, team, analytics and create job", () => {
    expect(["manage", "view", "denied", null].map((action) => actionLabel("talentDb", action as PermissionAction | null))).toEqual([
      "Allow",
      "Viewer",
      "Denied",
      "Denied",
    ]);
    expect(actionLabel("talentHunt", "manage")).toBe("Allow");
    expect([actionLabel("userCompany", "manage"), actionLabel("userCompany", "view")]).toEqual(["Editor", "Viewer"]);
    expect([actionLabel("analyticsGeneral", "view"), actionLabel("analyticsGeneral", "denied")]).toEqual(["Allow", "Denied"]);
    expect([actionLabel("postAJob", "create"), actionLabel("postAJob", null)]).toEqual(["Allow", "Denied"]);
  });

  it("labels the per-job column: Editor over Viewer, each with + See Salary", () => {
    const on = (action: PermissionAction, salary = false) => [
      { resource: "jobPost" as const, action, allowedCriteria: { jobIds: [JOB_A] } },
      ...(salary ? [{ resource: "jobPostSalary" as const, action: "view" as const, allowedCriteria: { jobIds: [JOB_A] } }] : []),
    ];
    expect(jobAccessLabel(on("manage"), JOB_A)).toBe("Editor");
    expect(jobAccessLabel(on("view"), JOB_A)).toBe("Viewer");
    expect(jobAccessLabel([...on("view"), ...on("manage")], JOB_A)).toBe("Editor");
    expect(jobAccessLabel(on("manage", true), JOB_A)).toBe("Editor + See Salary");
    expect(jobAccessLabel(on("view", true), JOB_A)).toBe("Viewer + See Salary");
    expect(jobAccessLabel(on("manage"), JOB_B)).toBeNull();
    expect(JOB_ACCESS_LEVELS.map((level) => level.label)).toEqual(["Editor", "Viewer", "Editor + See Salary", "Viewer + See Salary", "Denied"]);
  });
});
