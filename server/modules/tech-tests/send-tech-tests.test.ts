import { randomUUID } from "node:crypto";
import { eq, inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { hashToken } from "@/server/auth/secure-tokens";
import { jobApplications } from "@/server/db/schema/applications";
import { recruitmentSteps } from "@/server/db/schema/jobs";
import { techTests } from "@/server/db/schema/pipeline";
import { demoIds } from "@/server/db/seed/demo-ids";
import { insertJob } from "@/server/modules/careers/testing/job-factory";
import { DEFAULT_TECH_TEST } from "@/server/modules/jobs/jobs-contract";
import { DEMO_MEMBER_EMAIL, DEMO_OWNER_EMAIL, OTHER_OWNER_EMAIL, signIn } from "@/tests/api/auth-helpers";
import { setMemberPermissions } from "@/tests/api/permission-helpers";
import { requestJson, useTestApp } from "@/tests/api/test-app";
import { resolveTechTestSettings, sendTechTests } from "./send-tech-tests";
import { HOUR, eventsOf, insertApplicants, insertTechTestJob, mailedTechTestToken, mailsTo, useClock } from "./testing/tech-test-fixtures";

const ctx = useTestApp();
const clock = useClock();
let owner: string;
let member: string;
let otherOwner: string;

beforeAll(async () => {
  owner = (await signIn(ctx.app, DEMO_OWNER_EMAIL)).token;
  member = (await signIn(ctx.app, DEMO_MEMBER_EMAIL)).token;
  otherOwner = (await signIn(ctx.app, OTHER_OWNER_EMAIL)).token;
});

const sendPath = (jobId: string) => `/api/v1/job-portal/job/${jobId}/candidates/tech-tests`;
const send = (token: string, jobId: string, body: Record<string, unknown>) =>
  requestJson(ctx.app, "POST", sendPath(jobId), { token, body: { requestId: randomUUID(), ...body } });

describe("POST /v1/job-portal/job/{jobId}/candidates/tech-tests", () => {
  it("sends each applicant a private link with spec 3's defaults, moves them into the step and records it", async () => {
    const db = ctx.database.db;
    const job = await insertTechTestJob(db, { role: "Data Analyst" });
    const applicants = await insertApplicants(db, job, 2);
    const ids = applicants.map((applicant) => applicant.id);

    const response = await send(owner, job.id, { applicationIds: ids });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body.result).toEqual({ sent: ids, skipped: [] });

    const now = clock.now();
    const confirmBy = new Date(now.getTime() + 72 * HOUR);
    const tests = await db.select().from(techTests).where(inArray(techTests.applicationId, ids));
    expect(tests).toHaveLength(2);
    for (const test of tests) {
      expect(test).toMatchObject({
        status: "waitConfirm",
        startLimitHours: 72,
        durationHours: 48,
        submissionTypes: ["link", "document"],
        subject: "Case Study Invitation for Data Analyst at Demo Company",
        recruitmentStepId: job.techTestStepRowId,
        sentByUserId: demoIds.demoOwner,
        confirmedAt: null,
        submitBy: null,
      });
      expect(test.confirmBy.toISOString()).toBe(confirmBy.toISOString());
      expect(test.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    }

    // The link in the email is the only place the token lives; the database has its hash.
    for (const applicant of applicants) {
      const token = await mailedTechTestToken(db, applicant.email);
      expect(token.length).toBeGreaterThanOrEqual(43);
      expect(tests.find((test) => test.applicationId === applicant.id)!.tokenHash).toBe(hashToken(token));
      const [mail] = await mailsTo(db, applicant.email, "tech-test-invitation");
      expect(mail!.subject).toBe("Case Study Invitation for Data Analyst at Demo Company");
      expect(mail!.textBody).toContain(`Hi ${applicant.name},`);
      expect(mail!.textBody).toMatch(new RegExp(`https?://[^/]+/tech-test/${token}`));
      expect(mail!.textBody).toContain("UTC");
    }

    const rows = await db.select().from(jobApplications).where(inArray(jobApplications.id, ids));
    for (const row of rows) {
      expect(row).toMatchObject({ recruitmentStepId: job.techTestStepRowId, status: "techTestSent", techTestStatus: "waitConfirm", techTestSubmittedAt: null });
      expect(row.techTestDeadlineAt!.toISOString()).toBe(confirmBy.toISOString());
      expect(row.statusChangedAt.toISOString()).toBe(now.toISOString());
    }

    const events = await eventsOf(db, ids);
    expect(events.filter((event) => event.type === "statusChanged")).toHaveLength(2);
    const moved = events.find((event) => event.type === "statusChanged")!;
    expect(moved).toMatchObject({ actor: "member", actorUserId: demoIds.demoOwner });
    expect(moved.data).toEqual({
      decision: "moveToStep",
      fromStatus: "notProcessed",
      toStatus: "techTestSent",
      fromStep: { id: "notProcessed", name: "CV Screening" },
      toStep: { id: job.techTestStepKey, name: "Case Study" },
    });
    const sent = events.filter((event) => event.type === "techTestSent");
    expect(sent).toHaveLength(2);
    expect(sent[0]!.data).toMatchObject({ step: { id: job.techTestStepKey, name: "Case Study" }, confirmBy: confirmBy.toISOString(), durationHours: 48 });
  });

  it("does nothing twice for the same requestId, and skips applicants who already have a test waiting", async () => {
    const db = ctx.database.db;
    const job = await insertTechTestJob(db);
    const [first, second] = await insertApplicants(db, job, 2);
    const requestId = randomUUID();
    const body = { requestId, applicationIds: [first!.id] };
    const once = await requestJson(ctx.app, "POST", sendPath(job.id), { token: owner, body });
    const again = await requestJson(ctx.app, "POST", sendPath(job.id), { token: owner, body });
    expect(once.body.result).toEqual({ sent: [first!.id], skipped: [] });
    expect(again.status).toBe(200);
    expect(again.body.result).toEqual({ sent: [first!.id], skipped: [] });
    expect(await db.select().from(techTests).where(eq(techTests.applicationId, first!.id))).toHaveLength(1);
    expect(await mailsTo(db, first!.email)).toHaveLength(1);
    expect(await eventsOf(db, [first!.id], "techTestSent")).toHaveLength(1);

    // Another request: the first applicant's test is still waiting for them, the second gets one.
    const later = await send(owner, job.id, { applicationIds: [first!.id, second!.id] });
    expect(later.body.result).toEqual({ sent: [second!.id], skipped: [first!.id] });
    expect(await mailsTo(db, first!.email)).toHaveLength(1);
  });

  it("takes the step's settings as defaults, the recruiter's choices over them, and the step's case study link", async () => {
    const db = ctx.database.db;
    const job = await insertTechTestJob(db, { role: "Designer" });
    await db
      .update(recruitmentSteps)
      .set({
        techTest: {
          startLimitHours: 24,
          durationHours: 6,
          submissionTypes: ["document"],
          subject: "{{Step Name}} for {{Job Title}}",
          message: "Dear {{Talent Name}}, from {{Your Name}} at {{Company Name}} ({{total jobs}} open jobs). {{Unknown}}",
          caseStudyUrl: "https://cases.example.test/brief",
        },
      })
      .where(eq(recruitmentSteps.id, job.techTestStepRowId));
    const [stepDefaults, chosen] = await insertApplicants(db, job, 2);

    const first = await send(owner, job.id, { applicationIds: [stepDefaults!.id], recruitmentStepId: job.techTestStepKey });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const fromStep = (await db.select().from(techTests).where(eq(techTests.applicationId, stepDefaults!.id)))[0]!;
    expect(fromStep).toMatchObject({ startLimitHours: 24, durationHours: 6, submissionTypes: ["document"], subject: "Case Study for Designer" });
    expect(fromStep.message).toMatch(new RegExp(`^Dear ${stepDefaults!.name}, from Dewi Lestari Anggraini at Demo Company \\(\\d+ open jobs\\)\\. \\{\\{Unknown\\}\\}`));
    expect(fromStep.message).toContain("Case study: https://cases.example.test/brief");

    const second = await send(owner, job.id, {
      applicationIds: [chosen!.id],
      startLimitHours: 10,
      durationHours: 3,
      submissionTypes: ["link"],
      subject: "Your task",
      message: "Please do it, {{Talent Name}}",
    });
    expect(second.status).toBe(200);
    const overridden = (await db.select().from(techTests).where(eq(techTests.applicationId, chosen!.id)))[0]!;
    expect(overridden).toMatchObject({ startLimitHours: 10, durationHours: 3, submissionTypes: ["link"], subject: "Your task" });
    expect(overridden.message).toBe(`Please do it, ${chosen!.name}\n\nCase study: https://cases.example.test/brief`);
    expect(overridden.confirmBy.toISOString()).toBe(clock.at(10).toISOString());
  });

  it("resolves settings: the recruiter's, else the step's, else DEFAULT_TECH_TEST", () => {
    expect(resolveTechTestSettings(null)).toEqual({
      startLimitHours: 72,
      durationHours: 48,
      submissionTypes: ["link", "document"],
      subject: DEFAULT_TECH_TEST.subject,
      message: DEFAULT_TECH_TEST.message,
    });
    expect(resolveTechTestSettings(null, { durationHours: 5, submissionTypes: ["link", "link"] })).toMatchObject({ durationHours: 5, submissionTypes: ["link"] });
  });

  it("leaves the step and status of applicants the caller already moved (the decisions service), and records no second move", async () => {
    const db = ctx.database.db;
    const job = await insertTechTestJob(db);
    const [applicant] = await insertApplicants(db, job, 1);
    const movedAt = new Date(clock.now().getTime() - HOUR);
    await db.update(jobApplications).set({ recruitmentStepId: job.techTestStepRowId, status: "techTestSent", statusChangedAt: movedAt }).where(eq(jobApplications.id, applicant!.id));

    const result = await db.transaction((tx) =>
      sendTechTests(tx, { companyId: demoIds.demoCompany, userId: demoIds.demoOwner }, {
        jobId: job.id,
        applicationIds: [applicant!.id],
        step: { rowId: job.techTestStepRowId, stepKey: job.techTestStepKey, name: "Case Study", techTest: null },
        requestId: randomUUID(),
        now: clock.now(),
      }),
    );
    expect(result).toEqual({ sent: [applicant!.id], skipped: [] });
    const [row] = await db.select().from(jobApplications).where(eq(jobApplications.id, applicant!.id));
    expect(row!.statusChangedAt.toISOString()).toBe(movedAt.toISOString());
    expect(row!.techTestStatus).toBe("waitConfirm");
    expect(await eventsOf(db, [applicant!.id], "statusChanged")).toHaveLength(0);
    expect(await eventsOf(db, [applicant!.id], "techTestSent")).toHaveLength(1);
    expect(await mailsTo(db, applicant!.email, "tech-test-invitation")).toHaveLength(1);
  });

  it("is all or nothing: an application of another job is 404 APPLICATION_NOT_FOUND and nobody is sent anything", async () => {
    const db = ctx.database.db;
    const job = await insertTechTestJob(db);
    const elsewhere = await insertTechTestJob(db);
    const [mine] = await insertApplicants(db, job, 1);
    const [theirs] = await insertApplicants(db, elsewhere, 1);
    const response = await send(owner, job.id, { applicationIds: [mine!.id, theirs!.id] });
    expect(response.status).toBe(404);
    expect(response.body.code).toBe("APPLICATION_NOT_FOUND");
    expect(await db.select().from(techTests).where(inArray(techTests.applicationId, [mine!.id, theirs!.id]))).toHaveLength(0);
    expect(await mailsTo(db, mine!.email)).toHaveLength(0);
    const [row] = await db.select().from(jobApplications).where(eq(jobApplications.id, mine!.id));
    expect(row!.status).toBe("notProcessed");
  });

  it("needs jobPost manage on the job; another company's job is 404", async () => {
    const db = ctx.database.db;
    const job = await insertTechTestJob(db);
    const otherJob = await insertTechTestJob(db);
    const [applicant] = await insertApplicants(db, job, 1);

    await setMemberPermissions(db, [{ resource: "jobPost", action: "view", jobIds: [job.id] }]);
    const viewer = await send(member, job.id, { applicationIds: [applicant!.id] });
    expect(viewer.status).toBe(403);
    expect(viewer.body.code).toBe("PERMISSION_DENIED");

    await setMemberPermissions(db, [{ resource: "jobPost", action: "manage", jobIds: [otherJob.id] }]);
    expect((await send(member, job.id, { applicationIds: [applicant!.id] })).status).toBe(403);

    const foreign = await send(otherOwner, job.id, { applicationIds: [applicant!.id] });
    expect(foreign.status).toBe(404);
    expect(foreign.body.code).toBe("JOB_NOT_FOUND");
    expect(await mailsTo(db, applicant!.email)).toHaveLength(0);

    await setMemberPermissions(db, [{ resource: "jobPost", action: "manage", jobIds: [job.id] }]);
    const editor = await send(member, job.id, { applicationIds: [applicant!.id] });
    expect(editor.status).toBe(200);
    expect(editor.body.result.sent).toEqual([applicant!.id]);
  });

  it("answers 422 naming the field for a job without a tech-test step, a step that is not one, and bad settings", async () => {
    const db = ctx.database.db;
    const plain = await insertJob(db, { role: "No Test Role" });
    const [applicant] = await insertApplicants(db, plain, 1);
    const none = await send(owner, plain.id, { applicationIds: [applicant!.id] });
    expect(none.status).toBe(422);
    expect(none.body.code).toBe("NO_TECH_TEST_STEP");
    expect(none.body.data.errors[0].field).toBe("recruitmentStepId");

    const job = await insertTechTestJob(db);
    const [other] = await insertApplicants(db, job, 1);
    const wrongStep = await send(owner, job.id, { applicationIds: [other!.id], recruitmentStepId: "accepted" });
    expect(wrongStep.status).toBe(422);
    expect(wrongStep.body.data.errors[0].field).toBe("recruitmentStepId");

    for (const [body, field] of [
      [{ startLimitHours: 0 }, "startLimitHours"],
      [{ durationHours: 721 }, "durationHours"],
      [{ submissionTypes: [] }, "submissionTypes"],
      [{ submissionTypes: ["video"] }, "submissionTypes.0"],
      [{ subject: "" }, "subject"],
      [{ applicationIds: [] }, "applicationIds"],
      [{ applicationIds: [other!.id, other!.id] }, "applicationIds"],
      [{ requestId: "not-a-uuid" }, "requestId"],
    ] as const) {
      const response = await send(owner, job.id, { applicationIds: [other!.id], ...body });
      expect(response.status, JSON.stringify(body)).toBe(422);
      expect(response.body.data.errors[0].field).toBe(field);
    }
    expect(await mailsTo(db, other!.email)).toHaveLength(0);
  });
});

describe("GET /v1/job-portal/job/{jobId}/candidates/{applicationId}/tech-tests", () => {
  it("lists the applicant's tests newest first for those who see the job; others get 403 or 404", async () => {
    const db = ctx.database.db;
    const job = await insertTechTestJob(db);
    const [applicant] = await insertApplicants(db, job, 1);
    await send(owner, job.id, { applicationIds: [applicant!.id], durationHours: 5 });
    // The first test expired; a second one was sent a day later.
    await db.update(techTests).set({ status: "notConfirm" }).where(eq(techTests.applicationId, applicant!.id));
    clock.set(24);
    owner = (await signIn(ctx.app, DEMO_OWNER_EMAIL)).token;
    await send(owner, job.id, { applicationIds: [applicant!.id] });

    await setMemberPermissions(db, [{ resource: "jobPost", action: "view", jobIds: [job.id] }]);
    member = (await signIn(ctx.app, DEMO_MEMBER_EMAIL)).token;
    const path = `/api/v1/job-portal/job/${job.id}/candidates/${applicant!.id}/tech-tests`;
    const response = await requestJson(ctx.app, "GET", path, { token: member });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const docs = response.body.result.docs;
    expect(docs.map((doc: { status: string }) => doc.status)).toEqual(["waitConfirm", "notConfirm"]);
    expect(docs[0]).toEqual({
      id: expect.any(String),
      status: "waitConfirm",
      stepName: "Case Study",
      sentAt: clock.at(24).toISOString(),
      confirmBy: clock.at(24 + 72).toISOString(),
      confirmedAt: null,
      submitBy: null,
      submittedAt: null,
      startLimitHours: 72,
      durationHours: 48,
      submissionTypes: ["link", "document"],
      submissionLink: null,
      submissionFileName: null,
      hasDocument: false,
    });
    expect(docs[1].durationHours).toBe(5);

    await setMemberPermissions(db, [{ resource: "jobPost", action: "view", jobIds: [randomUUID()] }]);
    expect((await requestJson(ctx.app, "GET", path, { token: member })).status).toBe(403);
    otherOwner = (await signIn(ctx.app, OTHER_OWNER_EMAIL)).token;
    expect((await requestJson(ctx.app, "GET", path, { token: otherOwner })).status).toBe(404);
    const otherJob = await insertTechTestJob(db);
    const wrongJob = await requestJson(ctx.app, "GET", `/api/v1/job-portal/job/${otherJob.id}/candidates/${applicant!.id}/tech-tests`, { token: owner });
    expect(wrongJob.status).toBe(404);
    expect(wrongJob.body.code).toBe("APPLICATION_NOT_FOUND");
  });
});
