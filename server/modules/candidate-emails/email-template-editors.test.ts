import { eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { companies } from "@/server/db/schema/companies";
import { demoIds } from "@/server/db/seed/demo-ids";
import { demoJobIds } from "@/server/db/seed/seed-job-content";
import { DEMO_MEMBER_EMAIL, DEMO_OWNER_EMAIL, OTHER_OWNER_EMAIL, signIn } from "@/tests/api/auth-helpers";
import { setMemberPermissions, type GrantSpec } from "@/tests/api/permission-helpers";
import { requestJson, useTestApp } from "@/tests/api/test-app";

const ctx = useTestApp();
const settingsPath = "/api/v1/job-portal/email-template-settings";
const templatePath = "/api/v1/job-portal/email-templates/rejection";
const reworded = { subject: "About your application, {{Talent Name}}", body: "Thank you for applying to {{Job Title}}." };

let owner: string;
let member: string;
let otherOwner: string;

beforeAll(async () => {
  owner = (await signIn(ctx.app, DEMO_OWNER_EMAIL)).token;
  member = (await signIn(ctx.app, DEMO_MEMBER_EMAIL)).token;
  otherOwner = (await signIn(ctx.app, OTHER_OWNER_EMAIL)).token;
});

beforeEach(async () => {
  await ctx.database.db.update(companies).set({ emailTemplateEditors: "jobPostEditors" }).where(eq(companies.id, demoIds.demoCompany));
  await setMemberPermissions(ctx.database.db, []);
});

const JOB_POST_EDITOR: GrantSpec[] = [{ resource: "jobPost", action: "manage", jobIds: [demoJobIds.backendEngineer] }];
const TEAM_EDITOR: GrantSpec[] = [{ resource: "userCompany", action: "manage" }];
const PLAIN_MEMBER: GrantSpec[] = [{ resource: "jobPost", action: "view" }, { resource: "userCompany", action: "view" }];

async function setEditors(editors: string) {
  const response = await requestJson(ctx.app, "PUT", settingsPath, { token: owner, body: { editors } });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response;
}

/** A reword and a reset by the caller: both allowed (200) or both refused (403 PERMISSION_DENIED), never a mix. */
async function expectTemplateWrites(token: string, status: 200 | 403) {
  const put = await requestJson(ctx.app, "PUT", templatePath, { token, body: reworded });
  const reset = await requestJson(ctx.app, "DELETE", templatePath, { token });
  expect([put.status, reset.status], JSON.stringify([put.body, reset.body])).toEqual([status, status]);
  if (status === 403) for (const response of [put, reset]) expect(response.body.code).toBe("PERMISSION_DENIED");
}

describe("who may reword the email templates (a company setting)", () => {
  it("defaults to the Admin and job post Editors, and tells each caller what they may do", async () => {
    expect((await requestJson(ctx.app, "GET", settingsPath, { token: owner })).body.result).toEqual({ editors: "jobPostEditors", mayEditTemplates: true, mayChangeEditors: true });
    await setMemberPermissions(ctx.database.db, PLAIN_MEMBER);
    expect((await requestJson(ctx.app, "GET", settingsPath, { token: member })).body.result).toEqual({ editors: "jobPostEditors", mayEditTemplates: false, mayChangeEditors: false });
    await expectTemplateWrites(member, 403);
    await setMemberPermissions(ctx.database.db, JOB_POST_EDITOR);
    expect((await requestJson(ctx.app, "GET", settingsPath, { token: member })).body.result).toMatchObject({ mayEditTemplates: true });
    await expectTemplateWrites(member, 200);
  });

  it("teamEditors: the Admin and Team Editors only; a job post Editor is refused", async () => {
    await setEditors("teamEditors");
    await setMemberPermissions(ctx.database.db, JOB_POST_EDITOR);
    await expectTemplateWrites(member, 403);
    const refused = await requestJson(ctx.app, "PUT", templatePath, { token: member, body: reworded });
    expect(refused.body.message).toBe("Only the Admin and Team Editors can change the email templates");
    await setMemberPermissions(ctx.database.db, TEAM_EDITOR);
    await expectTemplateWrites(member, 200);
    await expectTemplateWrites(owner, 200);
  });

  it("allMembers: every member, even one without any permission", async () => {
    await setEditors("allMembers");
    await expectTemplateWrites(member, 200);
    expect((await requestJson(ctx.app, "GET", settingsPath, { token: member })).body.result).toEqual({ editors: "allMembers", mayEditTemplates: true, mayChangeEditors: false });
  });

  it("only the Admin or a Team Editor changes the setting; a plain member or job post Editor is refused and nothing changes", async () => {
    for (const grants of [PLAIN_MEMBER, JOB_POST_EDITOR]) {
      await setMemberPermissions(ctx.database.db, grants);
      const refused = await requestJson(ctx.app, "PUT", settingsPath, { token: member, body: { editors: "allMembers" } });
      expect(refused.status).toBe(403);
      expect(refused.body.code).toBe("PERMISSION_DENIED");
    }
    expect((await requestJson(ctx.app, "GET", settingsPath, { token: owner })).body.result.editors).toBe("jobPostEditors");
    await setMemberPermissions(ctx.database.db, TEAM_EDITOR);
    const changed = await requestJson(ctx.app, "PUT", settingsPath, { token: member, body: { editors: "teamEditors" } });
    expect(changed.status).toBe(200);
    expect(changed.body.result).toEqual({ editors: "teamEditors", mayEditTemplates: true, mayChangeEditors: true });
  });

  it("refuses an unknown choice naming the field, and stays within the caller's company", async () => {
    const bad = await requestJson(ctx.app, "PUT", settingsPath, { token: owner, body: { editors: "everyone" } });
    expect(bad.status).toBe(422);
    expect(bad.body.data.errors[0]).toEqual({ field: "editors", message: "Choose who may change the email templates" });

    const other = await requestJson(ctx.app, "PUT", settingsPath, { token: otherOwner, body: { editors: "allMembers" } });
    expect(other.body.result.editors).toBe("allMembers");
    expect((await requestJson(ctx.app, "GET", settingsPath, { token: owner })).body.result.editors).toBe("jobPostEditors");
    // The other company's choice lets nobody here in.
    await setMemberPermissions(ctx.database.db, PLAIN_MEMBER);
    await expectTemplateWrites(member, 403);
    const [row] = await ctx.database.db.select({ editors: companies.emailTemplateEditors }).from(companies).where(eq(companies.id, demoIds.otherCompany));
    expect(row!.editors).toBe("allMembers");
  });

  it("answers 401 without a session", async () => {
    expect((await requestJson(ctx.app, "GET", settingsPath)).status).toBe(401);
    expect((await requestJson(ctx.app, "PUT", settingsPath, { body: { editors: "allMembers" } })).status).toBe(401);
  });
});
