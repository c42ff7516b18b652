import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { demoIds } from "@/server/db/seed/demo-ids";
import { demoJobIds } from "@/server/db/seed/seed-job-content";
import { insertJob } from "@/server/modules/careers/testing/job-factory";
import { DEMO_MEMBER_EMAIL, DEMO_OWNER_EMAIL, OTHER_OWNER_EMAIL, signIn } from "@/tests/api/auth-helpers";
import { requestJson, useTestApp } from "@/tests/api/test-app";
import { recordApplicationEvents } from "./application-events";
import { NOTE_MAX_LENGTH } from "./pipeline-contract";
import { timelineEntrySchema, timelineSchema } from "./pipeline-schemas";
import { addApplicants, countRecords, recordsOf } from "./testing/pipeline-fixtures";

const ctx = useTestApp();
let owner: string;
let member: string;
let otherOwner: string;
const backendJob = { id: demoJobIds.backendEngineer, companyId: demoIds.demoCompany };
let applicationId: string;

beforeAll(async () => {
  owner = (await signIn(ctx.app, DEMO_OWNER_EMAIL)).token;
  member = (await signIn(ctx.app, DEMO_MEMBER_EMAIL)).token;
  otherOwner = (await signIn(ctx.app, OTHER_OWNER_EMAIL)).token;
  [applicationId] = (await addApplicants(ctx.database.db, backendJob, "Timeline", 1)) as [string];
});

const timelinePath = (jobId: string, id: string, query = "") => `/api/v1/job-portal/job/${jobId}/candidates/${id}/timeline${query}`;
const notesPath = (jobId: string, id: string) => `/api/v1/job-portal/job/${jobId}/candidates/${id}/notes`;

describe("GET .../candidates/{applicationId}/timeline", () => {
  it("lists every record newest first with the acting member's name, and pages by keyset without gaps or repeats", async () => {
    const [target] = await addApplicants(ctx.database.db, backendJob, "Paged", 1);
    // Dated in the past, so the applied record (written now) is the newest.
    const base = Date.parse("2020-06-01T08:00:00.000Z");
    // 7 records, two sharing one instant (the id breaks the tie), by the owner, the member and the system.
    await recordApplicationEvents(
      ctx.database.db,
      Array.from({ length: 7 }, (_, index) => ({
        companyId: demoIds.demoCompany,
        jobId: backendJob.id,
        applicationId: target!,
        type: "noteAdded" as const,
        actor: index === 6 ? ("system" as const) : ("member" as const),
        actorUserId: index === 6 ? null : index % 2 === 0 ? demoIds.demoOwner : demoIds.demoMember,
        data: { body: `note ${index}` },
        at: new Date(base + Math.min(index, 5) * 60_000),
      })),
    );
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const response = await requestJson(ctx.app, "GET", timelinePath(backendJob.id, target!, `?limit=3${cursor ? `&cursor=${cursor}` : ""}`), { token: owner });
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      const page = timelineSchema.parse(response.body.result);
      seen.push(...page.docs.map((doc) => (doc.type === "noteAdded" ? String(doc.data.body) : doc.type)));
      cursor = page.nextCursor;
      pages += 1;
    } while (cursor && pages < 10);
    expect(pages).toBe(3);
    expect(seen).toHaveLength(8);
    expect(seen[0]).toBe("applied");
    // note 5 and note 6 share one instant: the id decides their order, either way once each.
    expect(new Set(seen.slice(1, 3))).toEqual(new Set(["note 5", "note 6"]));
    expect(seen.slice(3)).toEqual(["note 4", "note 3", "note 2", "note 1", "note 0"]);

    const first = await requestJson(ctx.app, "GET", timelinePath(backendJob.id, target!, "?limit=100"), { token: owner });
    const docs = timelineSchema.parse(first.body.result).docs;
    const byBody = (body: string) => docs.find((doc) => doc.data.body === body)!;
    expect(byBody("note 4")).toMatchObject({ actor: "member", actorName: "Dewi Lestari Anggraini", createdAt: new Date(base + 4 * 60_000).toISOString() });
    expect(byBody("note 1")).toMatchObject({ actor: "member", actorName: "Budi Santoso" });
    expect(byBody("note 6")).toMatchObject({ actor: "system", actorName: null });
    expect(docs.find((doc) => doc.type === "applied")).toMatchObject({ actor: "candidate", actorName: null, data: { source: "applicant" } });
  });

  it("a viewer of the job reads the timeline", async () => {
    const response = await requestJson(ctx.app, "GET", timelinePath(backendJob.id, applicationId), { token: member });
    expect(response.status).toBe(200);
    expect(response.body.result.docs[0]).toMatchObject({ type: "applied" });
  });

  it("refuses bad paging input with a 422 naming the field", async () => {
    for (const [query, field] of [["?limit=0", "limit"], ["?limit=101", "limit"], ["?cursor=bm9wZQ", "cursor"]] as const) {
      const response = await requestJson(ctx.app, "GET", timelinePath(backendJob.id, applicationId, query), { token: owner });
      expect(response.status, query).toBe(422);
      expect(response.body.data.errors[0].field).toBe(field);
    }
  });

  it("another company's job, an unknown applicant or one of another job is 404; no access to the job is 403", async () => {
    const foreign = await requestJson(ctx.app, "GET", timelinePath(backendJob.id, applicationId), { token: otherOwner });
    expect(foreign.status).toBe(404);
    expect(JSON.stringify(foreign.body)).not.toContain("Timeline 1");
    const unknown = await requestJson(ctx.app, "GET", timelinePath(backendJob.id, randomUUID()), { token: owner });
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe("APPLICATION_NOT_FOUND");
    expect((await requestJson(ctx.app, "GET", timelinePath(demoJobIds.productDesigner, applicationId), { token: owner })).status).toBe(404);
    const hidden = await insertJob(ctx.database.db, { role: "Hidden From Budi" });
    const [hiddenApplicant] = await addApplicants(ctx.database.db, hidden, "Hidden", 1);
    const denied = await requestJson(ctx.app, "GET", timelinePath(hidden.id, hiddenApplicant!), { token: member });
    expect(denied.status).toBe(403);
    expect(denied.body.code).toBe("PERMISSION_DENIED");
  });
});

describe("POST .../candidates/{applicationId}/notes", () => {
  it("adds a note to the timeline, by the member who wrote it", async () => {
    const response = await requestJson(ctx.app, "POST", notesPath(backendJob.id, applicationId), { token: owner, body: { body: "  Strong SQL answers; ask about on-call.  " } });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    const entry = timelineEntrySchema.parse(response.body.result);
    expect(entry).toMatchObject({ type: "noteAdded", actor: "member", actorName: "Dewi Lestari Anggraini", data: { body: "Strong SQL answers; ask about on-call." } });
    const timeline = await requestJson(ctx.app, "GET", timelinePath(backendJob.id, applicationId), { token: owner });
    expect(timeline.body.result.docs[0]).toEqual(response.body.result);
  });

  it("with a requestId, a retry answers the note already written and writes no second one", async () => {
    const [target] = await addApplicants(ctx.database.db, backendJob, "Retried Note", 1);
    const body = { body: "Call back on Monday", requestId: randomUUID() };
    const first = await requestJson(ctx.app, "POST", notesPath(backendJob.id, target!), { token: owner, body });
    const second = await requestJson(ctx.app, "POST", notesPath(backendJob.id, target!), { token: owner, body });
    expect(second.body.result).toEqual(first.body.result);
    expect(await recordsOf(ctx.database.db, target!, "noteAdded")).toHaveLength(1);
  });

  it(`takes 1 to ${NOTE_MAX_LENGTH} characters, naming the field otherwise`, async () => {
    const [target] = await addApplicants(ctx.database.db, backendJob, "Long Note", 1);
    const longest = await requestJson(ctx.app, "POST", notesPath(backendJob.id, target!), { token: owner, body: { body: "x".repeat(NOTE_MAX_LENGTH) } });
    expect(longest.status).toBe(201);
    for (const body of [{ body: "x".repeat(NOTE_MAX_LENGTH + 1) }, { body: "   " }, {}, { body: "ok", requestId: "nope" }]) {
      const response = await requestJson(ctx.app, "POST", notesPath(backendJob.id, target!), { token: owner, body });
      expect(response.status, JSON.stringify(body)).toBe(422);
      expect(response.body.data.errors[0].field).toBe("requestId" in body ? "requestId" : "body");
    }
    expect(await recordsOf(ctx.database.db, target!, "noteAdded")).toHaveLength(1);
  });

  it("a viewer gets 403, another company 404, and nothing is written", async () => {
    const [target] = await addApplicants(ctx.database.db, backendJob, "Guarded", 1);
    const viewer = await requestJson(ctx.app, "POST", notesPath(backendJob.id, target!), { token: member, body: { body: "Viewer note" } });
    expect(viewer.status).toBe(403);
    expect(viewer.body.code).toBe("PERMISSION_DENIED");
    expect((await requestJson(ctx.app, "POST", notesPath(backendJob.id, target!), { token: otherOwner, body: { body: "Foreign note" } })).status).toBe(404);
    expect((await requestJson(ctx.app, "POST", notesPath(backendJob.id, randomUUID()), { token: owner, body: { body: "Nobody" } })).status).toBe(404);
    expect(await countRecords(ctx.database.db, [target!])).toBe(1);
  });
});
