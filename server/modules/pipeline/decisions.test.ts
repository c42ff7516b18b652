import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { CompanySessionContext } from "@/server/auth/session-types";
import { notifications } from "@/server/db/schema/notifications";
import { techTests } from "@/server/db/schema/pipeline";
import { demoIds } from "@/server/db/seed/demo-ids";
import { demoJobIds } from "@/server/db/seed/seed-job-content";
import { insertJob } from "@/server/modules/careers/testing/job-factory";
import { DEMO_MEMBER_EMAIL, DEMO_OWNER_EMAIL, OTHER_OWNER_EMAIL, signIn } from "@/tests/api/auth-helpers";
import { requestJson, useTestApp } from "@/tests/api/test-app";
import { applyDecision } from "./decisions-service";
import { decisionResultSchema } from "./pipeline-schemas";
import {
  addApplicants,
  applicationsById,
  countMails,
  countQueries,
  countRecords,
  insertManyApplicants,
  insertPipelineJob,
  mailsTo,
  recordsOf,
  type PipelineJob,
} from "./testing/pipeline-fixtures";

const ctx = useTestApp();
let owner: string;
let member: string;
let otherOwner: string;
let job: PipelineJob;

const ownerSession: CompanySessionContext = {
  userId: demoIds.demoOwner,
  sessionId: randomUUID(),
  platform: "employer",
  companyId: demoIds.demoCompany,
  userCompanyId: demoIds.demoOwnerMembership,
  role: "owner",
  companyActive: true,
};

beforeAll(async () => {
  owner = (await signIn(ctx.app, DEMO_OWNER_EMAIL)).token;
  member = (await signIn(ctx.app, DEMO_MEMBER_EMAIL)).token;
  otherOwner = (await signIn(ctx.app, OTHER_OWNER_EMAIL)).token;
  job = await insertPipelineJob(ctx.database.db);
});

const decide = (token: string, jobId: string, body: Record<string, unknown>) =>
  requestJson(ctx.app, "POST", `/api/v1/job-portal/job/${jobId}/candidates/decisions`, { token, body: { requestId: randomUUID(), ...body } });

async function fresh(total: number, prefix = "Applicant"): Promise<string[]> {
  return addApplicants(ctx.database.db, job, prefix, total);
}

async function stateOf(id: string) {
  const [row] = await applicationsById(ctx.database.db, [id]);
  return row!;
}

describe("POST /v1/job-portal/job/{jobId}/candidates/decisions: each decision and its timeline record", () => {
  it("accepted moves into CV Shortlisted with status accepted, stamps status_changed_at and records who did what", async () => {
    const [id] = await fresh(1, "Shortlist");
    const now = new Date("2026-05-04T10:00:00.000Z");
    const result = await applyDecision(ctx.database.db, ownerSession, job.id, { requestId: randomUUID(), applicationIds: [id!], decision: "accepted" }, now);
    expect(result).toEqual({ applied: 1, unchanged: 0, emailsQueued: 0, applications: [{ id, status: "accepted", recruitmentStepId: "accepted" }] });
    const state = await stateOf(id!);
    expect(state).toMatchObject({ status: "accepted", stepKey: "accepted" });
    expect(state.statusChangedAt.toISOString()).toBe(now.toISOString());
    const [record] = await recordsOf(ctx.database.db, id!, "statusChanged");
    expect(record).toMatchObject({
      actor: "member",
      actorUserId: demoIds.demoOwner,
      companyId: demoIds.demoCompany,
      jobId: job.id,
      data: { decision: "accepted", fromStatus: "notProcessed", toStatus: "accepted", fromStep: { id: "notProcessed", name: "CV Screening" }, toStep: { id: "accepted", name: "CV Shortlisted" } },
    });
    expect(record!.createdAt.toISOString()).toBe(now.toISOString());
  });

  it("rejected moves into Rejected with status rejected", async () => {
    const [id] = await fresh(1, "Reject");
    const response = await decide(owner, job.id, { applicationIds: [id], decision: "rejected" });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(decisionResultSchema.parse(response.body.result).applications).toEqual([{ id, status: "rejected", recruitmentStepId: "rejected" }]);
    expect(await stateOf(id!)).toMatchObject({ status: "rejected", stepKey: "rejected" });
    const [record] = await recordsOf(ctx.database.db, id!, "statusChanged");
    expect(record!.data).toMatchObject({ decision: "rejected", toStatus: "rejected", toStep: { id: "rejected", name: "Rejected" } });
  });

  it("approached moves into the job's first approached step", async () => {
    const [id] = await fresh(1, "Consider");
    const response = await decide(owner, job.id, { applicationIds: [id], decision: "approached" });
    expect(response.body.result.applications).toEqual([{ id, status: "approached", recruitmentStepId: job.keys.approached }]);
    const [record] = await recordsOf(ctx.database.db, id!, "statusChanged");
    expect(record!.data).toMatchObject({ decision: "approached", toStatus: "approached", toStep: { id: job.keys.approached, name: "On Hold" } });
  });

  it("approached on a job without an approached step keeps the applicant in place with status approached", async () => {
    const plain = await insertJob(ctx.database.db, { role: "No Hold Step" }, { extraSteps: [{ type: "custom", name: "Interview" }] });
    const [id] = await addApplicants(ctx.database.db, plain, "In Place", 1);
    const response = await decide(owner, plain.id, { applicationIds: [id], decision: "approached" });
    expect(response.body.result).toMatchObject({ applied: 1, applications: [{ id, status: "approached", recruitmentStepId: "notProcessed" }] });
    const [record] = await recordsOf(ctx.database.db, id!, "statusChanged");
    expect(record!.data).toMatchObject({ fromStep: { id: "notProcessed" }, toStep: { id: "notProcessed", name: "CV Screening" }, fromStatus: "notProcessed", toStatus: "approached" });
  });

  it("moveToStep reaches every step type with the status entering it gives", async () => {
    const cases = [
      ["custom", "custom"],
      ["approached", "approached"],
      ["accepted", "accepted"],
      ["rejected", "rejected"],
      ["notProcessed", "notProcessed"],
      ["techTest", "techTestSent"],
      ["announcing", "custom"],
    ] as const;
    const ids = await fresh(cases.length, "Mover");
    for (const [index, [step, status]] of cases.entries()) {
      const id = ids[index]!;
      // From CV Screening to CV Screening is no move: start that one elsewhere first.
      if (step === "notProcessed") await decide(owner, job.id, { applicationIds: [id], decision: "rejected" });
      const key = job.keys[step];
      const response = await decide(owner, job.id, { applicationIds: [id], decision: "moveToStep", recruitmentStepId: key });
      expect(response.status, `${step}: ${JSON.stringify(response.body)}`).toBe(200);
      expect(response.body.result.applications, step).toEqual([{ id, status, recruitmentStepId: key }]);
      expect(await stateOf(id), step).toMatchObject({ status, stepKey: key });
      const records = await recordsOf(ctx.database.db, id, "statusChanged");
      expect(records.at(-1)!.data, step).toMatchObject({ decision: "moveToStep", toStatus: status, toStep: { id: key } });
    }
  });
});

describe("step actions", () => {
  it("entering a techTest step with send-case-study sends each applicant the tech test, with the recruiter's words when given", async () => {
    const ids = await fresh(2, "Case Study");
    const response = await decide(owner, job.id, {
      applicationIds: ids,
      decision: "moveToStep",
      recruitmentStepId: job.keys.techTest,
      email: { templateKey: "caseStudyInvitation", subject: "Your {{Job Title}} case study", body: "Hi {{Talent Name}}, here it is." },
    });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body.result).toMatchObject({ applied: 2, emailsQueued: 2 });
    const tests = await ctx.database.db.select().from(techTests).where(eq(techTests.jobId, job.id));
    expect(tests.filter((test) => ids.includes(test.applicationId))).toHaveLength(2);
    for (const [index, id] of ids.entries()) {
      const [application] = await applicationsById(ctx.database.db, [id]);
      const mails = await mailsTo(ctx.database.db, application!.email);
      // The invitation carries the private link; no second email repeats the words.
      expect(mails).toHaveLength(1);
      expect(mails[0]!.subject).toBe("Your Pipeline Engineer case study");
      expect(mails[0]!.textBody).toContain(`Hi Case Study ${index + 1}, here it is.`);
      expect(mails[0]!.textBody).toMatch(/\/tech-test\/[A-Za-z0-9_-]+/);
      expect(await recordsOf(ctx.database.db, id, "techTestSent")).toHaveLength(1);
      expect(await recordsOf(ctx.database.db, id, "statusChanged")).toHaveLength(1);
    }
  });

  it("entering a custom step with send-email announces it to each candidate and notifies the team once per decision", async () => {
    const ids = await fresh(3, "Finalist");
    const before = await ctx.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.recipientUserId, demoIds.demoOwner), eq(notifications.type, "employerCustomStepAnnouncementReceived")));
    const response = await decide(owner, job.id, { applicationIds: ids, decision: "moveToStep", recruitmentStepId: job.keys.announcing });
    expect(response.body.result).toMatchObject({ applied: 3, emailsQueued: 3 });
    for (const [index, id] of ids.entries()) {
      const [application] = await applicationsById(ctx.database.db, [id]);
      const mails = await mailsTo(ctx.database.db, application!.email);
      expect(mails.map((mail) => [mail.subject, mail.textBody, mail.category])).toEqual([
        ["Final interview for Pipeline Engineer", `Hi Finalist ${index + 1}, you reached Final Interview at Demo Company.`, "candidate-step-announcement"],
      ]);
      const [sent] = await recordsOf(ctx.database.db, id, "emailSent");
      expect(sent!.data).toMatchObject({ templateKey: null, subject: "Final interview for Pipeline Engineer", emailId: mails[0]!.id, stepAnnouncement: { id: job.keys.announcing, name: "Final Interview" } });
    }
    const after = await ctx.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.recipientUserId, demoIds.demoOwner), eq(notifications.type, "employerCustomStepAnnouncementReceived")));
    expect(after.length - before.length).toBe(1);
    const notice = after.find((row) => !before.some((old) => old.id === row.id))!;
    expect(notice.title).toBe("Update on Final Interview");
    expect(notice.body).toBe("Final Interview of Pipeline Engineer has news for your team.");
    expect(notice.data).toMatchObject({ jobId: job.id, recruitmentStepId: job.keys.announcing, pageUrl: `/job-post/${job.id}/candidates?recruitmentStepId=${job.keys.announcing}` });
  });

  it("a plain custom step sends nothing", async () => {
    const [id] = await fresh(1, "Quiet");
    const mailsBefore = await countMails(ctx.database.db);
    const response = await decide(owner, job.id, { applicationIds: [id], decision: "moveToStep", recruitmentStepId: job.keys.custom });
    expect(response.body.result.emailsQueued).toBe(0);
    expect(await countMails(ctx.database.db)).toBe(mailsBefore);
  });
});

describe("emails, idempotency and unchanged applicants", () => {
  it("a bulk reject of 3 with an email queues exactly 3 emails, one per applicant, rendered for each", async () => {
    const ids = await fresh(3, "Bulk Reject");
    const mailsBefore = await countMails(ctx.database.db);
    const response = await decide(owner, job.id, {
      applicationIds: ids,
      decision: "rejected",
      email: { templateKey: "rejection", subject: "About {{Job Title}}", body: "Dear {{Talent Name}}, thank you. {{Your Name}}, {{Company Name}} ({{Step Name}})" },
    });
    expect(response.body.result).toMatchObject({ applied: 3, unchanged: 0, emailsQueued: 3 });
    expect(await countMails(ctx.database.db)).toBe(mailsBefore + 3);
    for (const [index, id] of ids.entries()) {
      const [application] = await applicationsById(ctx.database.db, [id]);
      const mails = await mailsTo(ctx.database.db, application!.email);
      expect(mails.map((mail) => mail.textBody)).toEqual([`Dear Bulk Reject ${index + 1}, thank you. Dewi Lestari Anggraini, Demo Company (Rejected)`]);
      expect(mails[0]!.subject).toBe("About Pipeline Engineer");
      const sent = await recordsOf(ctx.database.db, id, "emailSent");
      expect(sent.map((record) => record.data)).toEqual([{ templateKey: "rejection", subject: "About Pipeline Engineer", body: mails[0]!.textBody, emailId: mails[0]!.id }]);
    }
  });

  it("the same requestId twice changes and sends once, and answers the same", async () => {
    const ids = await fresh(2, "Retry");
    const body = { requestId: randomUUID(), applicationIds: ids, decision: "accepted", email: { templateKey: "shortlist", subject: "Shortlisted", body: "Hi {{Talent Name}}" } };
    const first = await requestJson(ctx.app, "POST", `/api/v1/job-portal/job/${job.id}/candidates/decisions`, { token: owner, body });
    const mailsAfterFirst = await countMails(ctx.database.db);
    const recordsAfterFirst = await countRecords(ctx.database.db, ids);
    const second = await requestJson(ctx.app, "POST", `/api/v1/job-portal/job/${job.id}/candidates/decisions`, { token: owner, body });
    expect(second.status).toBe(200);
    expect(second.body.result).toEqual(first.body.result);
    expect(first.body.result).toMatchObject({ applied: 2, emailsQueued: 2 });
    expect(await countMails(ctx.database.db)).toBe(mailsAfterFirst);
    expect(await countRecords(ctx.database.db, ids)).toBe(recordsAfterFirst);
    for (const id of ids) {
      expect(await recordsOf(ctx.database.db, id, "statusChanged")).toHaveLength(1);
      expect(await recordsOf(ctx.database.db, id, "emailSent")).toHaveLength(1);
    }
  });

  it("an applicant already in the target step and status is unchanged: no record, no email", async () => {
    const [moved, fresher] = await fresh(2, "Already");
    await decide(owner, job.id, { applicationIds: [moved], decision: "accepted" });
    const recordsBefore = await countRecords(ctx.database.db, [moved!]);
    const mailsBefore = await countMails(ctx.database.db);
    const response = await decide(owner, job.id, {
      applicationIds: [moved, fresher],
      decision: "accepted",
      email: { templateKey: "shortlist", subject: "Shortlisted", body: "Hi {{Talent Name}}" },
    });
    expect(response.body.result).toMatchObject({ applied: 1, unchanged: 1, emailsQueued: 1 });
    expect(await countRecords(ctx.database.db, [moved!])).toBe(recordsBefore);
    expect(await countMails(ctx.database.db)).toBe(mailsBefore + 1);
  });

  it("takes the same number of queries for 3 applicants as for 40, with or without an email to each", async () => {
    const db = ctx.database.db;
    const few = await insertManyApplicants(db, job, 3);
    const many = await insertManyApplicants(db, job, 40);
    const fewQueries = await countQueries(db, () => applyDecision(db, ownerSession, job.id, { requestId: randomUUID(), applicationIds: few, decision: "moveToStep", recruitmentStepId: job.keys.custom }));
    const manyQueries = await countQueries(db, () => applyDecision(db, ownerSession, job.id, { requestId: randomUUID(), applicationIds: many, decision: "moveToStep", recruitmentStepId: job.keys.custom }));
    expect(fewQueries).toBeGreaterThan(3);
    expect(manyQueries).toBe(fewQueries);

    const email = { templateKey: "rejection" as const, subject: "About {{Job Title}}", body: "Dear {{Talent Name}}" };
    const fewMailed = await countQueries(db, () => applyDecision(db, ownerSession, job.id, { requestId: randomUUID(), applicationIds: few, decision: "rejected", email }));
    const manyMailed = await countQueries(db, () => applyDecision(db, ownerSession, job.id, { requestId: randomUUID(), applicationIds: many, decision: "rejected", email }));
    // The emails are written in two statements (outbox rows, delivery jobs) whatever their number.
    expect(manyMailed).toBe(fewMailed);
    expect(fewMailed).toBeGreaterThan(fewQueries);
  });

  it("moves 500 applicants at once", async () => {
    const bulkJob = await insertJob(ctx.database.db, { role: "Bulk Job" });
    const ids = await insertManyApplicants(ctx.database.db, bulkJob, 500);
    const response = await decide(owner, bulkJob.id, { applicationIds: ids, decision: "rejected" });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body.result).toMatchObject({ applied: 500, unchanged: 0 });
    expect(response.body.result.applications.map((entry: { id: string }) => entry.id)).toEqual(ids);
    const states = await applicationsById(ctx.database.db, ids);
    expect(states.every((state) => state.status === "rejected" && state.stepKey === "rejected")).toBe(true);
    expect(await countRecords(ctx.database.db, ids)).toBe(500);
  });
});

describe("who may decide, and on what", () => {
  it("an unknown or foreign applicant among the ids: 404 APPLICATION_NOT_FOUND and nothing written", async () => {
    const ids = await fresh(2, "Untouched");
    const elsewhere = await insertJob(ctx.database.db, { role: "Elsewhere" });
    const [otherJobApplicant] = await addApplicants(ctx.database.db, elsewhere, "Other Job", 1);
    const mailsBefore = await countMails(ctx.database.db);
    for (const stranger of [randomUUID(), otherJobApplicant!]) {
      const response = await decide(owner, job.id, { applicationIds: [...ids, stranger], decision: "rejected", email: { templateKey: "rejection", subject: "No", body: "No" } });
      expect(response.status).toBe(404);
      expect(response.body.code).toBe("APPLICATION_NOT_FOUND");
    }
    expect((await applicationsById(ctx.database.db, ids)).every((state) => state.status === "notProcessed")).toBe(true);
    expect(await countRecords(ctx.database.db, ids)).toBe(2); // their "applied" records only
    expect(await countMails(ctx.database.db)).toBe(mailsBefore);
  });

  it("a viewer of the job gets 403 PERMISSION_DENIED; a job they cannot see is 403 too", async () => {
    // Budi views the backend job and edits the product designer job (the seed's grants).
    const [viewed] = await addApplicants(ctx.database.db, { id: demoJobIds.backendEngineer, companyId: demoIds.demoCompany }, "Viewed", 1);
    const denied = await decide(member, demoJobIds.backendEngineer, { applicationIds: [viewed], decision: "accepted" });
    expect(denied.status).toBe(403);
    expect(denied.body.code).toBe("PERMISSION_DENIED");
    expect((await decide(member, job.id, { applicationIds: [viewed], decision: "accepted" })).status).toBe(403);
    expect(await stateOf(viewed!)).toMatchObject({ status: "notProcessed" });
    const [edited] = await addApplicants(ctx.database.db, { id: demoJobIds.productDesigner, companyId: demoIds.demoCompany }, "Edited", 1);
    const allowed = await decide(member, demoJobIds.productDesigner, { applicationIds: [edited], decision: "accepted" });
    expect(allowed.status).toBe(200);
    const [record] = await recordsOf(ctx.database.db, edited!, "statusChanged");
    expect(record!.actorUserId).toBe(demoIds.demoMember);
  });

  it("another company's job is 404 and changes nothing", async () => {
    const [id] = await fresh(1, "Foreign");
    const response = await decide(otherOwner, job.id, { applicationIds: [id], decision: "rejected" });
    expect(response.status).toBe(404);
    expect(JSON.stringify(response.body)).not.toContain("Pipeline Engineer");
    expect(await stateOf(id!)).toMatchObject({ status: "notProcessed" });
    expect((await decide(owner, randomUUID(), { applicationIds: [id], decision: "rejected" })).status).toBe(404);
    expect((await requestJson(ctx.app, "POST", `/api/v1/job-portal/job/${job.id}/candidates/decisions`, { body: {} })).status).toBe(401);
  });

  it("bad input answers 422 naming the field", async () => {
    const [id] = await fresh(1, "Invalid");
    const cases: [Record<string, unknown>, string][] = [
      [{ applicationIds: [id], decision: "moveToStep" }, "recruitmentStepId"],
      [{ applicationIds: [id], decision: "moveToStep", recruitmentStepId: "custom-nope" }, "recruitmentStepId"],
      [{ applicationIds: [id], decision: "promote" }, "decision"],
      [{ applicationIds: [], decision: "accepted" }, "applicationIds"],
      [{ applicationIds: [id, id], decision: "accepted" }, "applicationIds"],
      [{ applicationIds: Array.from({ length: 501 }, () => randomUUID()), decision: "accepted" }, "applicationIds"],
      [{ applicationIds: ["not-a-uuid"], decision: "accepted" }, "applicationIds.0"],
      [{ applicationIds: [id], decision: "accepted", requestId: "nope" }, "requestId"],
      [{ applicationIds: [id], decision: "accepted", email: { templateKey: "shortlist", subject: "x".repeat(201), body: "Hi" } }, "email.subject"],
      [{ applicationIds: [id], decision: "accepted", email: { templateKey: "shortlist", subject: "Hi", body: "" } }, "email.body"],
      [{ applicationIds: [id], decision: "accepted", email: { templateKey: "welcome", subject: "Hi", body: "Hi" } }, "email.templateKey"],
      [{ applicationIds: [id], decision: "accepted", email: { templateKey: "shortlist", subject: "Hi", body: "Hi {{Salary}}" } }, "email.body"],
    ];
    for (const [body, field] of cases) {
      const response = await decide(owner, job.id, body);
      expect(response.status, field).toBe(422);
      expect(response.body.data.errors.map((error: { field: string }) => error.field), field).toContain(field);
    }
    expect(await stateOf(id!)).toMatchObject({ status: "notProcessed" });
  });
});
