import { beforeAll, describe, expect, it } from "vitest";
import { demoIds } from "@/server/db/seed/demo-ids";
import { DEMO_MEMBER_EMAIL, DEMO_OWNER_EMAIL, signIn } from "@/tests/api/auth-helpers";
import { setMemberPermissions } from "@/tests/api/permission-helpers";
import { createMember } from "@/tests/api/team-helpers";
import { requestJson, useTestApp } from "@/tests/api/test-app";

const ctx = useTestApp();
let owner: string;
let member: string;

const todoKeys = async (token: string) =>
  (await requestJson(ctx.app, "GET", "/api/v1/job-portal/employer-todo", { token })).body.result.docs.map((item: { key: string }) => item.key);

beforeAll(async () => {
  owner = (await signIn(ctx.app, DEMO_OWNER_EMAIL)).token;
  member = (await signIn(ctx.app, DEMO_MEMBER_EMAIL)).token;
});

describe("team tasks on Home (GET /v1/job-portal/employer-todo)", () => {
  it("shows none while nothing waits", async () => {
    const keys = await todoKeys(owner);
    expect(keys).not.toContain("answer-join-requests");
    expect(keys).not.toContain("answer-access-requests");
  });

  it("asks whoever runs the team to answer join and access requests", async () => {
    await createMember(ctx.database.db, { companyId: demoIds.demoCompany, email: "wants.in@demo-company.test", status: "pending" });
    const filed = await requestJson(ctx.app, "POST", "/api/v1/job-portal/company/change-request", {
      token: member,
      body: { data: { resource: "talentHunt", action: "manage" } },
    });
    expect(filed.status).toBe(201);
    const response = await requestJson(ctx.app, "GET", "/api/v1/job-portal/employer-todo", { token: owner });
    const docs = response.body.result.docs;
    expect(docs.find((item: any) => item.key === "answer-join-requests")).toMatchObject({ title: "1 person asked to join your company", href: "/manage-team" });
    expect(docs.find((item: any) => item.key === "answer-access-requests")).toMatchObject({ title: "1 access request waits for your answer", href: "/manage-team" });

    // A member who does not run the team is not asked; a Team Editor is.
    expect(await todoKeys(member)).not.toContain("answer-access-requests");
    await setMemberPermissions(ctx.database.db, [{ resource: "userCompany", action: "manage" }, { resource: "talentHunt", action: "denied" }]);
    expect(await todoKeys(member)).toContain("answer-access-requests");
  });
});
