import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { jobApplications } from "@/server/db/schema/applications";
import { demoIds } from "@/server/db/seed/demo-ids";
import { SCHEDULED_TASKS } from "@/server/jobs/schedule";
import { DEMO_MEMBER_EMAIL, DEMO_OWNER_EMAIL, OTHER_OWNER_EMAIL, signIn } from "@/tests/api/auth-helpers";
import { setMemberPermissions } from "@/tests/api/permission-helpers";
import { notificationsOf } from "@/tests/api/team-helpers";
import { requestJson, useTestApp } from "@/tests/api/test-app";
import { runTechTestSweep } from "./tech-test-sweep";
import { HOUR, eventsOf, insertApplicants, insertTechTestJob, mailedTechTestToken, mailsTo, testOf, useClock } from "./testing/tech-test-fixtures";

const ctx = useTestApp();
const clock = useClock();
let hours = 0;

/** Moves the clock forward (never back) and answers the new now. */
function advance(by: number): Date {
  hours += by;
  clock.set(hours);
  return clock.now();
}

async function sentTest(settings: Record<string, unknown> = {}) {
  const db = ctx.database.db;
  const owner = (await signIn(ctx.app, DEMO_OWNER_EMAIL)).token;
  const job = await insertTechTestJob(db, { role: "Backend Engineer" });
  const [applicant] = await insertApplicants(db, job, 1);
  const response = await requestJson(ctx.app, "POST", `/api/v1/job-portal/job/${job.id}/candidates/tech-tests`, {
    token: owner,
    body: { requestId: randomUUID(), applicationIds: [applicant!.id], ...settings },
  });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  const token = await mailedTechTestToken(db, applicant!.email);
  const test = await testOf(db, applicant!.id);
  return { job, applicant: applicant!, token, test };
}

const sweep = () => runTechTestSweep(ctx.database.db, clock.now());
const confirm = (token: string) => requestJson(ctx.app, "POST", `/api/v1/tech-tests/${token}/confirm`);

async function extend(params: { jobId: string; applicationId: string; techTestId: string }, hoursToAdd: unknown, email = DEMO_OWNER_EMAIL) {
  const token = (await signIn(ctx.app, email)).token;
  return requestJson(ctx.app, "POST", `/api/v1/job-portal/job/${params.jobId}/candidates/${params.applicationId}/tech-tests/${params.techTestId}/extend`, {
    token,
    body: { hours: hoursToAdd },
  });
}

describe("the scheduled sweep", () => {
  it("runs every 5 minutes", () => {
    const task = SCHEDULED_TASKS.find((entry) => entry.name === "tech-test-sweep");
    expect(task).toMatchObject({ intervalMs: 5 * 60 * 1000 });
  });

  it("expires a test not confirmed by confirmBy to notConfirm, once, and mirrors it to the application", async () => {
    const db = ctx.database.db;
    const { applicant, test } = await sentTest({ startLimitHours: 10 });
    advance(10);
    // One minute early, nothing happens.
    await runTechTestSweep(db, new Date(clock.now().getTime() - 60_000));
    expect((await testOf(db, applicant.id)).status).toBe("waitConfirm");

    const first = await sweep();
    expect(first.expired).toBeGreaterThanOrEqual(1);
    expect((await testOf(db, applicant.id)).status).toBe("notConfirm");
    const [row] = await db.select().from(jobApplications).where(eq(jobApplications.id, applicant.id));
    expect(row).toMatchObject({ techTestStatus: "notConfirm", status: "techTestSent" });
    expect(row!.techTestDeadlineAt!.toISOString()).toBe(test.confirmBy.toISOString());
    const [event] = await eventsOf(db, [applicant.id], "techTestExpired");
    expect(event).toMatchObject({ actor: "system", data: { techTestId: test.id, status: "notConfirm", deadline: test.confirmBy.toISOString() } });

    expect(await sweep()).toEqual({ expired: 0, reminded: 0 });
    expect(await eventsOf(db, [applicant.id], "techTestExpired")).toHaveLength(1);
  });

  it("expires a confirmed test not submitted by submitBy to notSubmit", async () => {
    const db = ctx.database.db;
    const { applicant, token } = await sentTest({ durationHours: 4 });
    advance(1);
    expect((await confirm(token)).status).toBe(200);
    advance(4);
    await sweep();
    expect((await testOf(db, applicant.id)).status).toBe("notSubmit");
    const [row] = await db.select().from(jobApplications).where(eq(jobApplications.id, applicant.id));
    expect(row!.techTestStatus).toBe("notSubmit");
    expect((await eventsOf(db, [applicant.id], "techTestExpired"))[0]!.data).toMatchObject({ status: "notSubmit" });
  });

  it("reminds 12 hours before each deadline exactly once: the candidate by email, the hiring team by notification", async () => {
    const db = ctx.database.db;
    const { applicant, token, test, job } = await sentTest({ startLimitHours: 72, durationHours: 48 });
    advance(59);
    await sweep();
    expect(await mailsTo(db, applicant.email, "tech-test-reminder")).toHaveLength(0);

    advance(1); // 12 hours before confirmBy
    await sweep();
    await sweep();
    advance(1);
    await sweep();
    const reminders = await mailsTo(db, applicant.email, "tech-test-reminder");
    expect(reminders).toHaveLength(1);
    expect(reminders[0]!.subject).toContain("confirm your case study for Backend Engineer");
    expect(reminders[0]!.textBody).toContain(`Hi ${applicant.name},`);
    expect(reminders[0]!.textBody).toContain(test.subject);
    const ownerNotes = (await notificationsOf(db, demoIds.demoOwner, "jobTechnicalTestAssessmentReminderReceived")).filter(
      (item) => item.data.jobApplicationId === applicant.id,
    );
    expect(ownerNotes).toHaveLength(1);
    expect(ownerNotes[0]!.data.pageUrl).toBe(`/job-post/${job.id}/candidates/${applicant.id}`);
    const events = await eventsOf(db, [applicant.id], "techTestReminderSent");
    expect(events).toHaveLength(1);
    expect(events[0]!.data).toMatchObject({ stage: "confirm", deadline: test.confirmBy.toISOString() });

    // Confirming starts a new deadline, which gets its own reminder 12 hours before it.
    expect((await confirm(token)).status).toBe(200); // at hour 61: submitBy at 109
    advance(35);
    await sweep();
    expect(await mailsTo(db, applicant.email, "tech-test-reminder")).toHaveLength(1);
    advance(1);
    await sweep();
    await sweep();
    const both = await mailsTo(db, applicant.email, "tech-test-reminder");
    expect(both).toHaveLength(2);
    expect(both[1]!.subject).toContain("submit your case study");
    expect(await eventsOf(db, [applicant.id], "techTestReminderSent")).toHaveLength(2);
  });

  it("sends no reminder for a deadline that was less than 12 hours away from the start", async () => {
    const db = ctx.database.db;
    const { applicant } = await sentTest({ startLimitHours: 6 });
    advance(1);
    await sweep();
    advance(4);
    await sweep();
    expect(await mailsTo(db, applicant.email, "tech-test-reminder")).toHaveLength(0);
  });
});

describe("POST .../tech-tests/{techTestId}/extend", () => {
  it("reopens an expired test for the hours from now, emails the candidate and tells the hiring team", async () => {
    const db = ctx.database.db;
    const { applicant, token, test, job } = await sentTest({ startLimitHours: 5 });
    advance(6);
    await sweep();
    expect((await confirm(token)).status).toBe(409);

    const response = await extend({ jobId: job.id, applicationId: applicant.id, techTestId: test.id }, 24);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const deadline = new Date(clock.now().getTime() + 24 * HOUR).toISOString();
    expect(response.body.result).toMatchObject({ id: test.id, status: "waitConfirm", confirmBy: deadline });
    const [row] = await db.select().from(jobApplications).where(eq(jobApplications.id, applicant.id));
    expect(row!.techTestStatus).toBe("waitConfirm");
    expect(row!.techTestDeadlineAt!.toISOString()).toBe(deadline);

    const [event] = await eventsOf(db, [applicant.id], "techTestDeadlineExtended");
    expect(event).toMatchObject({
      actor: "member",
      actorUserId: demoIds.demoOwner,
      data: { techTestId: test.id, stage: "confirm", hours: 24, previousDeadline: test.confirmBy.toISOString(), deadline, reopened: true },
    });
    const [mail] = await mailsTo(db, applicant.email, "tech-test-extension");
    expect(mail!.textBody).toContain("until");
    const notes = (await notificationsOf(db, demoIds.demoOwner, "jobTechTestDeadlineExtensionReceived")).filter((item) => item.data.jobApplicationId === applicant.id);
    expect(notes).toHaveLength(1);
    expect(notes[0]!.data.pageUrl).toBe(`/job-post/${job.id}/candidates/${applicant.id}`);

    // The candidate can confirm again.
    const confirmed = await confirm(token);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.result.status).toBe("waitSubmit");
  });

  it("moves a deadline still ahead by the hours, and the reminder may go out again before the new one", async () => {
    const db = ctx.database.db;
    const { applicant, token, test, job } = await sentTest({ durationHours: 20 });
    expect((await confirm(token)).status).toBe(200);
    const submitBy = (await testOf(db, applicant.id)).submitBy!;
    advance(8); // 12 hours before submitBy
    await sweep();
    expect(await mailsTo(db, applicant.email, "tech-test-reminder")).toHaveLength(1);

    const response = await extend({ jobId: job.id, applicationId: applicant.id, techTestId: test.id }, 10);
    expect(response.status).toBe(200);
    const deadline = new Date(submitBy.getTime() + 10 * HOUR).toISOString();
    expect(response.body.result).toMatchObject({ status: "waitSubmit", submitBy: deadline });
    expect((await eventsOf(db, [applicant.id], "techTestDeadlineExtended"))[0]!.data).toMatchObject({ stage: "submit", reopened: false });
    advance(9);
    await sweep();
    expect(await mailsTo(db, applicant.email, "tech-test-reminder")).toHaveLength(1);
    advance(1);
    await sweep();
    expect(await mailsTo(db, applicant.email, "tech-test-reminder")).toHaveLength(2);
  });

  it("refuses a submitted test (409), bad hours (422), viewers (403) and other companies (404)", async () => {
    const db = ctx.database.db;
    const { applicant, token, test, job } = await sentTest();
    const params = { jobId: job.id, applicationId: applicant.id, techTestId: test.id };
    for (const [hoursToAdd, status] of [
      [0, 422],
      [337, 422],
      [1.5, 422],
      ["12", 422],
    ] as const) {
      const response = await extend(params, hoursToAdd);
      expect(response.status, String(hoursToAdd)).toBe(status);
      expect(response.body.data.errors[0].field).toBe("hours");
    }
    expect((await extend(params, 336)).status).toBe(200);

    await setMemberPermissions(db, [{ resource: "jobPost", action: "view", jobIds: [job.id] }]);
    const viewer = await extend(params, 5, DEMO_MEMBER_EMAIL);
    expect(viewer.status).toBe(403);
    expect(viewer.body.code).toBe("PERMISSION_DENIED");
    await setMemberPermissions(db, [{ resource: "jobPost", action: "manage", jobIds: [job.id] }]);
    expect((await extend(params, 5, DEMO_MEMBER_EMAIL)).status).toBe(200);

    const foreign = await extend(params, 5, OTHER_OWNER_EMAIL);
    expect(foreign.status).toBe(404);
    const otherApplicant = (await insertApplicants(db, job, 1))[0]!;
    const mismatched = await extend({ ...params, applicationId: otherApplicant.id }, 5);
    expect(mismatched.status).toBe(404);
    expect(mismatched.body.code).toBe("TECH_TEST_NOT_FOUND");

    expect((await confirm(token)).status).toBe(200);
    const form = new FormData();
    form.append("link", "https://example.test/answer");
    expect((await ctx.app.request(`/api/v1/tech-tests/${token}/submission`, { method: "POST", body: form })).status).toBe(200);
    const submitted = await extend(params, 5);
    expect(submitted.status).toBe(409);
    expect(submitted.body.code).toBe("TECH_TEST_NOT_EXTENDABLE");
    expect(await eventsOf(db, [applicant.id], "techTestDeadlineExtended")).toHaveLength(2);
  });
});
