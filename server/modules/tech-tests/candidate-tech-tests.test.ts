import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { jobApplications } from "@/server/db/schema/applications";
import { demoIds } from "@/server/db/seed/demo-ids";
import { DEMO_MEMBER_EMAIL, DEMO_OWNER_EMAIL, OTHER_OWNER_EMAIL, signIn } from "@/tests/api/auth-helpers";
import { setMemberPermissions } from "@/tests/api/permission-helpers";
import { notificationsOf } from "@/tests/api/team-helpers";
import { requestJson, useTestApp } from "@/tests/api/test-app";
import { sampleDocx, samplePdf, samplePng, sampleZip } from "@/tests/storage/sample-files";
import { TECH_TEST_DOCUMENT_MAX_BYTES } from "./tech-tests-schemas";
import { HOUR, eventsOf, insertApplicants, insertTechTestJob, mailedTechTestToken, mailsTo, testOf, useClock, useTempStorage } from "./testing/tech-test-fixtures";

const ctx = useTestApp();
const clock = useClock();
const files = useTempStorage();
let hours = 0;

/** Moves the clock forward (never back): each test starts where the last one left it. */
function advance(by: number) {
  hours += by;
  clock.set(hours);
}

/** Sends a test to a new applicant now and answers their token. */
async function sentTest(settings: Record<string, unknown> = {}) {
  const db = ctx.database.db;
  const owner = (await signIn(ctx.app, DEMO_OWNER_EMAIL)).token;
  const job = await insertTechTestJob(db, { role: "Data Analyst" });
  const [applicant] = await insertApplicants(db, job, 1);
  const response = await requestJson(ctx.app, "POST", `/api/v1/job-portal/job/${job.id}/candidates/tech-tests`, {
    token: owner,
    body: { requestId: randomUUID(), applicationIds: [applicant!.id], ...settings },
  });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return { job, applicant: applicant!, token: await mailedTechTestToken(db, applicant!.email) };
}

const view = (token: string) => requestJson(ctx.app, "GET", `/api/v1/tech-tests/${token}`);
const confirm = (token: string) => requestJson(ctx.app, "POST", `/api/v1/tech-tests/${token}/confirm`);

async function submit(token: string, parts: { link?: string; document?: { data: Uint8Array; name: string; type?: string } }) {
  const form = new FormData();
  if (parts.link !== undefined) form.append("link", parts.link);
  if (parts.document) form.append("document", new File([Buffer.from(parts.document.data)], parts.document.name, { type: parts.document.type ?? "application/octet-stream" }));
  const response = await ctx.app.request(`/api/v1/tech-tests/${token}/submission`, { method: "POST", body: form });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}

async function confirmedTest(settings: Record<string, unknown> = {}) {
  const sent = await sentTest(settings);
  expect((await confirm(sent.token)).status).toBe(200);
  return sent;
}

beforeAll(() => {
  advance(0);
});

describe("GET /v1/tech-tests/{token}", () => {
  it("shows the candidate the company, job, instructions and deadlines", async () => {
    const { token, applicant } = await sentTest();
    const response = await view(token);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(response.body.result).toEqual({
      companyName: "Demo Company",
      jobTitle: "Data Analyst",
      candidateName: applicant.name,
      status: "waitConfirm",
      subject: "Case Study Invitation for Data Analyst at Demo Company",
      message: expect.stringContaining(`Hi ${applicant.name},`),
      startLimitHours: 72,
      durationHours: 48,
      confirmBy: new Date(clock.now().getTime() + 72 * HOUR).toISOString(),
      submitBy: null,
      submittedAt: null,
      submissionTypes: ["link", "document"],
      submissionLink: null,
      submissionFileName: null,
    });
  });

  it("answers 404 'Tech test not found' for an unknown or malformed token", async () => {
    for (const token of ["x".repeat(43), "short", "not a token!", "A".repeat(150), "B".repeat(500)]) {
      const response = await view(encodeURIComponent(token));
      expect(response.status, token).toBe(404);
      expect(response.body.message).toBe("Tech test not found");
      expect(response.body.code).toBe("TECH_TEST_NOT_FOUND");
    }
    expect((await confirm("y".repeat(43))).status).toBe(404);
    expect((await submit("z".repeat(43), { link: "https://example.test" })).status).toBe(404);
  });
});

describe("POST /v1/tech-tests/{token}/confirm", () => {
  it("starts the duration when confirmed in time, and records it for the recruiter", async () => {
    const { token, applicant } = await sentTest();
    advance(71);
    const response = await confirm(token);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const submitBy = new Date(clock.now().getTime() + 48 * HOUR).toISOString();
    expect(response.body.result).toMatchObject({ status: "waitSubmit", submitBy });

    const db = ctx.database.db;
    const test = await testOf(db, applicant.id);
    expect(test.confirmedAt!.toISOString()).toBe(clock.now().toISOString());
    const [row] = await db.select().from(jobApplications).where(eq(jobApplications.id, applicant.id));
    expect(row).toMatchObject({ techTestStatus: "waitSubmit" });
    expect(row!.techTestDeadlineAt!.toISOString()).toBe(submitBy);
    const [event] = await eventsOf(db, [applicant.id], "techTestConfirmed");
    expect(event).toMatchObject({ actor: "candidate", actorUserId: null, data: { techTestId: test.id, submitBy } });

    // Confirming twice changes nothing.
    advance(1);
    const again = await confirm(token);
    expect(again.status).toBe(200);
    expect(again.body.result.submitBy).toBe(submitBy);
    expect(await eventsOf(db, [applicant.id], "techTestConfirmed")).toHaveLength(1);
  });

  it("refuses a confirmation after the start limit with 409 TECH_TEST_EXPIRED; the page reads notConfirm", async () => {
    const { token, applicant } = await sentTest({ startLimitHours: 2 });
    advance(2);
    const response = await confirm(token);
    expect(response.status).toBe(409);
    expect(response.body.code).toBe("TECH_TEST_EXPIRED");
    expect((await view(token)).body.result.status).toBe("notConfirm");
    expect((await testOf(ctx.database.db, applicant.id)).confirmedAt).toBeNull();
  });
});

describe("POST /v1/tech-tests/{token}/submission", () => {
  it("takes a link in time: submitted, the application moves on, the hiring team is told, the candidate gets a receipt", async () => {
    const { token, applicant, job } = await confirmedTest();
    advance(47);
    const response = await submit(token, { link: "  https://github.com/candidate/case-study  " });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body.result).toMatchObject({
      status: "submitted",
      submittedAt: clock.now().toISOString(),
      submissionLink: "https://github.com/candidate/case-study",
      submissionFileName: null,
    });

    const db = ctx.database.db;
    const [row] = await db.select().from(jobApplications).where(eq(jobApplications.id, applicant.id));
    expect(row).toMatchObject({ status: "techTestSubmitted", techTestStatus: "submitted" });
    expect(row!.techTestSubmittedAt!.toISOString()).toBe(clock.now().toISOString());
    const [event] = await eventsOf(db, [applicant.id], "techTestSubmitted");
    expect(event).toMatchObject({ actor: "candidate", data: { link: "https://github.com/candidate/case-study", fromStatus: "techTestSent", toStatus: "techTestSubmitted" } });

    const notified = (await notificationsOf(db, demoIds.demoOwner, "jobTechTestSubmittedReceived")).filter((item) => item.data.jobApplicationId === applicant.id);
    expect(notified).toHaveLength(1);
    expect(notified[0]!.body).toContain(applicant.name);
    expect(notified[0]!.data.pageUrl).toBe(`/job-post/${job.id}/candidates/${applicant.id}`);
    expect(await mailsTo(db, applicant.email, "tech-test-submitted")).toHaveLength(1);

    const twice = await submit(token, { link: "https://github.com/candidate/other" });
    expect(twice.status).toBe(409);
    expect(twice.body.code).toBe("TECH_TEST_ALREADY_SUBMITTED");
  });

  it("refuses a submission before confirming, and after the duration with 409 TECH_TEST_EXPIRED", async () => {
    const unconfirmed = await sentTest();
    const early = await submit(unconfirmed.token, { link: "https://example.test/answer" });
    expect(early.status).toBe(409);
    expect(early.body.code).toBe("TECH_TEST_NOT_CONFIRMED");

    const { token, applicant } = await confirmedTest({ durationHours: 3 });
    advance(3);
    const late = await submit(token, { link: "https://example.test/answer", document: { data: samplePdf, name: "answer.pdf" } });
    expect(late.status).toBe(409);
    expect(late.body.code).toBe("TECH_TEST_EXPIRED");
    expect((await view(token)).body.result.status).toBe("notSubmit");
    const [row] = await ctx.database.db.select().from(jobApplications).where(eq(jobApplications.id, applicant.id));
    expect(row!.status).toBe("techTestSent");
  });

  it("takes PDF, DOCX and ZIP documents by content, which the job's viewers download", async () => {
    const db = ctx.database.db;
    // One sign-in for the three documents: the member's job access is read on each request.
    const member = (await signIn(ctx.app, DEMO_MEMBER_EMAIL)).token;
    for (const [data, name, type] of [
      [samplePdf, "answer.pdf", "application/pdf"],
      [sampleDocx, "Jawaban Studi Kasus.docx", "application/vnd.openxmlformats-officedocument.wordprocessingml.document"],
      [sampleZip, "project.zip", "application/zip"],
    ] as const) {
      const { token, applicant, job } = await confirmedTest();
      const response = await submit(token, { document: { data, name } });
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      expect(response.body.result).toMatchObject({ status: "submitted", submissionFileName: name, submissionLink: null });
      const test = await testOf(db, applicant.id);
      expect(test.submissionStorageKey).toMatch(new RegExp(`^tech-tests/${demoIds.demoCompany}/[0-9a-f-]{36}\\.${name.split(".").pop()}$`));

      await setMemberPermissions(db, [{ resource: "jobPost", action: "view", jobIds: [job.id] }]);
      const path = `/api/v1/job-portal/job/${job.id}/candidates/${applicant.id}/tech-tests/${test.id}/document`;
      const download = await ctx.app.request(path, { headers: { authorization: `Bearer ${member}` } });
      expect(download.status).toBe(200);
      expect(download.headers.get("content-type")).toBe(type);
      expect(download.headers.get("content-disposition")).toContain("attachment;");
      expect(download.headers.get("cache-control")).toBe("private, no-store");
      expect(Buffer.from(await download.arrayBuffer()).equals(Buffer.from(data))).toBe(true);

      const list = await requestJson(ctx.app, "GET", `/api/v1/job-portal/job/${job.id}/candidates/${applicant.id}/tech-tests`, { token: member });
      expect(list.body.result.docs[0]).toMatchObject({ hasDocument: true, submissionFileName: name });
    }
  });

  it("keeps the document from other companies and from members who do not see the job", async () => {
    const db = ctx.database.db;
    const { token, applicant, job } = await confirmedTest();
    await submit(token, { document: { data: samplePdf, name: "answer.pdf" } });
    const test = await testOf(db, applicant.id);
    const path = `/api/v1/job-portal/job/${job.id}/candidates/${applicant.id}/tech-tests/${test.id}/document`;
    const otherOwner = (await signIn(ctx.app, OTHER_OWNER_EMAIL)).token;
    expect((await requestJson(ctx.app, "GET", path, { token: otherOwner })).status).toBe(404);
    await setMemberPermissions(db, [{ resource: "jobPost", action: "view", jobIds: [randomUUID()] }]);
    const member = (await signIn(ctx.app, DEMO_MEMBER_EMAIL)).token;
    expect((await requestJson(ctx.app, "GET", path, { token: member })).status).toBe(403);
    const owner = (await signIn(ctx.app, DEMO_OWNER_EMAIL)).token;
    const wrongTest = await requestJson(ctx.app, "GET", path.replace(test.id, randomUUID()), { token: owner });
    expect(wrongTest.status).toBe(404);
    expect(wrongTest.body.code).toBe("TECH_TEST_NOT_FOUND");

    // A link-only submission has no document.
    const linkOnly = await confirmedTest();
    await submit(linkOnly.token, { link: "https://example.test/a" });
    const linkTest = await testOf(db, linkOnly.applicant.id);
    const none = await requestJson(ctx.app, "GET", `/api/v1/job-portal/job/${linkOnly.job.id}/candidates/${linkOnly.applicant.id}/tech-tests/${linkTest.id}/document`, { token: owner });
    expect(none.status).toBe(404);
    expect(none.body.code).toBe("TECH_TEST_DOCUMENT_NOT_FOUND");
  });

  it("refuses other file types by content (415), files over 10 MB (413), and names that claim another type", async () => {
    const { token, applicant } = await confirmedTest();
    const png = await submit(token, { document: { data: samplePng, name: "answer.png" } });
    expect(png.status).toBe(415);
    expect(png.body.code).toBe("UNSUPPORTED_FILE_TYPE");
    expect(png.body.data.errors[0].field).toBe("document");

    const disguised = await submit(token, { document: { data: samplePng, name: "answer.pdf", type: "application/pdf" } });
    expect(disguised.status).toBe(415);
    const misnamed = await submit(token, { document: { data: sampleZip, name: "answer.pdf" } });
    expect(misnamed.status).toBe(415);
    expect(misnamed.body.message).toContain("ZIP");

    const big = Buffer.concat([samplePdf, Buffer.alloc(TECH_TEST_DOCUMENT_MAX_BYTES + 1 - samplePdf.length)]);
    const tooBig = await submit(token, { document: { data: big, name: "answer.pdf" } });
    expect(tooBig.status).toBe(413);
    expect(tooBig.body.code).toBe("FILE_TOO_LARGE");

    // Exactly 10 MB is allowed.
    const atLimit = Buffer.concat([samplePdf, Buffer.alloc(TECH_TEST_DOCUMENT_MAX_BYTES - samplePdf.length)]);
    const fits = await submit(token, { document: { data: atLimit, name: "answer.pdf" } });
    expect(fits.status, JSON.stringify(fits.body)).toBe(200);
    expect((await testOf(ctx.database.db, applicant.id)).status).toBe("submitted");
  });

  it("checks the link and the kinds of submission the test allows, naming the field", async () => {
    const both = await confirmedTest();
    for (const [parts, field] of [
      [{}, "link"],
      [{ link: "   " }, "link"],
      [{ link: "ftp://example.test/file" }, "link"],
      [{ link: "https://" }, "link"],
      [{ link: `https://example.test/${"a".repeat(2100)}` }, "link"],
    ] as const) {
      const response = await submit(both.token, parts);
      expect(response.status, JSON.stringify(parts)).toBe(422);
      expect(response.body.data.errors[0].field).toBe(field);
    }

    const documentOnly = await confirmedTest({ submissionTypes: ["document"] });
    const link = await submit(documentOnly.token, { link: "https://example.test/answer" });
    expect(link.status).toBe(422);
    expect(link.body.data.errors[0]).toEqual({ field: "link", message: "This tech test takes a document, not a link" });
    const nothing = await submit(documentOnly.token, {});
    expect(nothing.body.data.errors[0]).toEqual({ field: "document", message: "Add a document to submit" });

    const linkOnly = await confirmedTest({ submissionTypes: ["link"] });
    const document = await submit(linkOnly.token, { document: { data: samplePdf, name: "a.pdf" } });
    expect(document.status).toBe(422);
    expect(document.body.data.errors[0].field).toBe("document");
    expect((await submit(linkOnly.token, { link: "http://localhost:3000/answer" })).status).toBe(200);

    // Nothing was stored for the refused attempts.
    expect((await testOf(ctx.database.db, documentOnly.applicant.id)).status).toBe("waitSubmit");
  });

  it("asks for multipart", async () => {
    const { token } = await confirmedTest();
    const response = await requestJson(ctx.app, "POST", `/api/v1/tech-tests/${token}/submission`, { body: { link: "https://example.test" } });
    expect(response.status).toBe(415);
  });

  it("leaves an applicant the recruiter already moved on in their step and status", async () => {
    const db = ctx.database.db;
    const { token, applicant, job } = await confirmedTest();
    await db.update(jobApplications).set({ recruitmentStepId: job.stepIds.rejected!, status: "rejected" }).where(eq(jobApplications.id, applicant.id));
    expect((await submit(token, { link: "https://example.test/answer" })).status).toBe(200);
    const [row] = await db.select().from(jobApplications).where(eq(jobApplications.id, applicant.id));
    expect(row).toMatchObject({ status: "rejected", techTestStatus: "submitted" });
  });

  it("removes the stored file when the submission cannot be saved", async () => {
    const { token } = await confirmedTest();
    const stored: string[] = [];
    const deleted: string[] = [];
    const real = files.storage;
    (globalThis as { __hiringFileStorage?: unknown }).__hiringFileStorage = {
      ...real,
      put: async (input: Parameters<typeof real.put>[0]) => {
        const file = await real.put(input);
        stored.push(file.key);
        // The test is submitted elsewhere while the file is written: the transaction refuses.
        await ctx.app.request(`/api/v1/tech-tests/${token}/submission`, { method: "POST", body: linkForm() });
        return file;
      },
      delete: async (key: string) => {
        deleted.push(key);
        return real.delete(key);
      },
    };
    const response = await submit(token, { document: { data: samplePdf, name: "answer.pdf" } });
    expect(response.status).toBe(409);
    expect(response.body.code).toBe("TECH_TEST_ALREADY_SUBMITTED");
    expect(deleted).toEqual(stored);
    expect(await real.get(stored[0]!)).toBeNull();
  });
});

function linkForm() {
  const form = new FormData();
  form.append("link", "https://example.test/first");
  return form;
}
