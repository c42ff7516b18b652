import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jobApplications } from "@/server/db/schema/applications";
import { talents } from "@/server/db/schema/talents";
import { demoIds } from "@/server/db/seed/demo-ids";
import { demoJobIds } from "@/server/db/seed/seed-job-content";
import { seedUuid } from "@/server/db/seed/seed-jobs";
import { insertJob } from "@/server/modules/careers/testing/job-factory";
import { createLocalDiskStorage } from "@/server/storage/local-disk-storage";
import { DEMO_MEMBER_EMAIL, DEMO_OWNER_EMAIL, OTHER_OWNER_EMAIL, signIn } from "@/tests/api/auth-helpers";
import { setMemberPermissions } from "@/tests/api/permission-helpers";
import { requestJson, useTestApp } from "@/tests/api/test-app";
import { samplePdf } from "@/tests/storage/sample-files";
import { addApplicant } from "./add-applicant";
import { applicationStatusLabel } from "./application-status-contract";
import type { PreScreeningQuestion } from "@/server/modules/jobs/jobs-schemas";
import { candidateDetailSchema, candidateListSchema, type CandidateDetail } from "./applications-schemas";
import { pairAnswersWithQuestions } from "./candidate-answers";

const ctx = useTestApp();
const uploads = mkdtempSync(path.join(tmpdir(), "hp-candidate-detail-"));
const storage = createLocalDiskStorage(uploads);
(globalThis as { __hiringFileStorage?: unknown }).__hiringFileStorage = storage;
afterAll(() => rmSync(uploads, { recursive: true, force: true }));

const seededApplication = (jobId: string, email: string) => seedUuid(`application:${jobId}:${email}`);
const andi = seededApplication(demoJobIds.backendEngineer, "andi.pratama@example.com");
const putri = seededApplication(demoJobIds.productDesigner, "putri.ayu@example.com");
const lestari = seededApplication(demoJobIds.marketingIntern, "lestari.wulandari@example.com");
const sinta = seededApplication(demoJobIds.otherCompanyOperations, "sinta.marpaung@example.com");

const question = (type: string, text: string, options: string[] = []) => ({ id: randomUUID(), type, question: text, options, required: false });
const questions = {
  short: question("shortText", "Your portfolio headline"),
  long: question("longText", "Tell us about a project"),
  checkbox: question("checkbox", "Which stacks?", ["React", "Vue", "Svelte"]),
  radio: question("radio", "Open to relocate?", ["Yes", "No"]),
  numeric: question("numeric", "Years of React?"),
  date: question("date", "Earliest start date"),
  unanswered: question("shortText", "Anything else?"),
} as const;

let owner: string;
let member: string;
let otherOwner: string;
let job: Awaited<ReturnType<typeof insertJob>>;
let fullId: string;
/** The job's CV Screening applicants in the list's order, newest first. */
let screening: string[];
let movedId: string;

const get = (token: string | undefined, jobId: string, applicationId: string, query = "") =>
  requestJson(ctx.app, "GET", `/api/v1/job-portal/job/${jobId}/candidates/${applicationId}${query}`, token ? { token } : {});
async function detail(token: string, jobId: string, applicationId: string, query = ""): Promise<CandidateDetail> {
  const response = await get(token, jobId, applicationId, query);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return candidateDetailSchema.parse(response.body.result);
}

beforeAll(async () => {
  owner = (await signIn(ctx.app, DEMO_OWNER_EMAIL)).token;
  member = (await signIn(ctx.app, DEMO_MEMBER_EMAIL)).token;
  otherOwner = (await signIn(ctx.app, OTHER_OWNER_EMAIL)).token;
  const db = ctx.database.db;
  job = await insertJob(db, { role: "Frontend Engineer", preScreeningQuestions: Object.values(questions) as never }, { extraSteps: [{ type: "custom", name: "HR Interview" }] });

  const stored = await storage.put({ data: samplePdf, prefix: `cvs/${demoIds.demoCompany}`, extension: "pdf" });
  const base = new Date("2026-04-01T08:00:00.000Z");
  const full = await addApplicant(
    db,
    job,
    {
      name: "Sari Wulandari",
      email: "sari.detail@example.test",
      phone: "+62 812 9999 0001",
      experienceLevel: 5,
      university: "Universitas Indonesia",
      major: "Computer Science",
      gpa: 3.67,
      skills: ["React", "TypeScript"],
      portfolioUrl: "https://sari.example.test",
      cvStorageKey: stored.key,
      cvFileName: "Sari CV.pdf",
      answers: [
        { questionId: questions.short.id, value: "Design systems" },
        { questionId: questions.long.id, value: "I rebuilt the checkout." },
        { questionId: questions.checkbox.id, value: ["React", "Svelte"] },
        { questionId: questions.radio.id, value: "No" },
        { questionId: questions.numeric.id, value: 4.5 },
        { questionId: questions.date.id, value: "2026-05-04" },
        { questionId: questions.unanswered.id, value: "  " },
        // A question since removed from the job: nothing to pair it with.
        { questionId: randomUUID(), value: "orphan answer" },
      ],
    },
    { source: "applicant", appliedAt: new Date(base.getTime() + 10 * 60_000) },
  );
  fullId = full.applicationId;
  // Three more in CV Screening, two sharing one applied_at (the id breaks the tie), one in another step.
  const added: string[] = [];
  for (const [index, minutes] of [5, 5, 1, 20].entries()) {
    const result = await addApplicant(db, job, { name: `Applicant ${index}`, email: `detail${index}@example.test` }, { source: "import", appliedAt: new Date(base.getTime() + minutes * 60_000) });
    added.push(result.applicationId);
  }
  movedId = added[3]!;
  await db.update(jobApplications).set({ recruitmentStepId: Object.entries(job.stepIds).find(([key]) => key.startsWith("custom-"))![1], status: "custom" }).where(eq(jobApplications.id, movedId));
  // Stored times carry microseconds; the neighbours must compare them exactly.
  await db.execute(sql`update job_applications set applied_at = applied_at + interval '7 microseconds' where id = ${added[2]!}::uuid`);

  const listed = await requestJson(ctx.app, "GET", `/api/v1/job-portal/job/${job.id}/candidates?recruitmentStepId=notProcessed`, { token: owner });
  screening = candidateListSchema.parse(listed.body.result).docs.map((doc) => doc.id);
});

describe("GET /v1/job-portal/job/{jobId}/candidates/{applicationId}", () => {
  it("answers a seeded applicant as stored, with their step, the job's steps, answers, job and neighbours", async () => {
    const result = await detail(owner, demoJobIds.backendEngineer, andi);
    // The demo data evolves; the answer must say what the database holds.
    const [stored] = await ctx.database.db
      .select({ application: jobApplications, talent: talents })
      .from(jobApplications)
      .innerJoin(talents, eq(talents.id, jobApplications.talentId))
      .where(eq(jobApplications.id, andi));
    const { application, talent } = stored!;
    expect(result).toMatchObject({
      id: andi,
      // The applicant's record in the Talent Database.
      talentId: talent.id,
      name: "Andi Pratama",
      email: "andi.pratama@example.com",
      phone: application.phone,
      status: application.status,
      source: application.source,
      appliedAt: application.appliedAt.toISOString(),
      statusChangedAt: application.statusChangedAt.toISOString(),
      portfolioUrl: application.portfolioUrl,
      hasCv: application.cvStorageKey !== null,
      experienceLevel: application.experienceLevel ?? talent.experienceLevel,
      university: talent.university,
      major: talent.major,
      gpa: talent.gpa,
      skills: talent.skills,
      gender: talent.gender,
      birthDate: talent.birthDate,
      canManage: true,
      job: { id: demoJobIds.backendEngineer, role: "Senior Backend Engineer", status: "published" },
    });
    expect(result.statusLabel).toBe(applicationStatusLabel(application.status));
    expect(result.steps.map((step) => step.id)).toEqual(expect.arrayContaining(["notProcessed", "accepted", "rejected"]));
    expect(result.steps).toContainEqual(result.recruitmentStep);
    expect(result.answers.map((answer) => answer.questionId).slice(0, 2)).toEqual(["0d3e0000-0000-4000-8000-000000001101", "0d3e0000-0000-4000-8000-000000001102"]);
    // Its neighbours in its step's list, newest first.
    const query = `?recruitmentStepId=${result.recruitmentStep.id}`;
    const listed = await requestJson(ctx.app, "GET", `/api/v1/job-portal/job/${demoJobIds.backendEngineer}/candidates${query}&limit=100`, { token: owner });
    const ids = candidateListSchema.parse(listed.body.result).docs.map((doc) => doc.id);
    const index = ids.indexOf(andi);
    const inStep = await detail(owner, demoJobIds.backendEngineer, andi, query);
    expect([inStep.previousApplicationId, inStep.nextApplicationId]).toEqual([ids[index - 1] ?? null, ids[index + 1] ?? null]);
  });

  it("pairs every question with its answer, formatted by type, and shows the rest as not answered", async () => {
    const result = await detail(owner, job.id, fullId);
    expect(result).toMatchObject({
      name: "Sari Wulandari",
      email: "sari.detail@example.test",
      hasCv: true,
      cvFileName: "Sari CV.pdf",
      portfolioUrl: "https://sari.example.test",
      experienceLevel: 5,
      experienceLevelLabel: "1-3 Years of Experience",
      university: "Universitas Indonesia",
      major: "Computer Science",
      gpa: 3.67,
      skills: ["React", "TypeScript"],
      job: { id: job.id, role: "Frontend Engineer", status: "published" },
    });
    expect(result.answers).toEqual([
      { questionId: questions.short.id, question: "Your portfolio headline", type: "shortText", answer: { kind: "text", text: "Design systems" } },
      { questionId: questions.long.id, question: "Tell us about a project", type: "longText", answer: { kind: "text", text: "I rebuilt the checkout." } },
      { questionId: questions.checkbox.id, question: "Which stacks?", type: "checkbox", answer: { kind: "options", options: ["React", "Svelte"] } },
      { questionId: questions.radio.id, question: "Open to relocate?", type: "radio", answer: { kind: "options", options: ["No"] } },
      { questionId: questions.numeric.id, question: "Years of React?", type: "numeric", answer: { kind: "number", value: 4.5 } },
      { questionId: questions.date.id, question: "Earliest start date", type: "date", answer: { kind: "date", date: "2026-05-04" } },
      { questionId: questions.unanswered.id, question: "Anything else?", type: "shortText", answer: null },
    ]);
    expect(JSON.stringify(result)).not.toContain("orphan answer");
  });

  it("links each applicant to the previous and next of the same step, in the list's order", async () => {
    expect(screening).toHaveLength(4);
    expect(screening[0]).toBe(fullId);
    expect(screening).not.toContain(movedId);
    for (const [index, id] of screening.entries()) {
      const result = await detail(owner, job.id, id, "?recruitmentStepId=notProcessed");
      expect(result.recruitmentStep.id).toBe("notProcessed");
      expect(result.previousApplicationId, `previous of #${index}`).toBe(screening[index - 1] ?? null);
      expect(result.nextApplicationId, `next of #${index}`).toBe(screening[index + 1] ?? null);
    }
    // Alone in its step: no neighbours, whatever the other steps hold.
    const customKey = Object.keys(job.stepIds).find((key) => key.startsWith("custom-"))!;
    const moved = await detail(owner, job.id, movedId, `?recruitmentStepId=${customKey}`);
    expect(moved).toMatchObject({ status: "custom", recruitmentStep: { id: customKey, name: "HR Interview", type: "custom" }, previousApplicationId: null, nextApplicationId: null });
    // Without a step, the list (and so the neighbours) spans every step: the moved one is the newest.
    const everyStep = await detail(owner, job.id, movedId);
    expect([everyStep.previousApplicationId, everyStep.nextApplicationId]).toEqual([null, fullId]);
    expect((await detail(owner, job.id, fullId)).previousApplicationId).toBe(movedId);
  });

  it("lets the seeded demo member see the jobs granted (view and manage), not the others", async () => {
    expect((await detail(member, demoJobIds.backendEngineer, andi)).name).toBe("Andi Pratama");
    expect((await detail(member, demoJobIds.productDesigner, putri)).name).toBe("Putri Ayu");
    const denied = await get(member, demoJobIds.marketingIntern, lestari);
    expect(denied.status).toBe(403);
    expect(denied.body.code).toBe("PERMISSION_DENIED");
    expect(JSON.stringify(denied.body)).not.toContain("Lestari");
  });

  it("answers 403 PERMISSION_DENIED without jobPost view on the job", async () => {
    await setMemberPermissions(ctx.database.db, []);
    try {
      const response = await get(member, demoJobIds.backendEngineer, andi);
      expect(response.status).toBe(403);
      expect(response.body.code).toBe("PERMISSION_DENIED");
      expect(JSON.stringify(response.body)).not.toContain("Andi");
    } finally {
      // Back to the seeded access the other tests read.
      await setMemberPermissions(ctx.database.db, [
        { resource: "jobPost", action: "manage", jobIds: [demoJobIds.productDesigner] },
        { resource: "jobPost", action: "view", jobIds: [demoJobIds.backendEngineer] },
        { resource: "jobPostSalary", action: "view", jobIds: [demoJobIds.productDesigner] },
      ]);
    }
  });

  it("answers 404 for another company's job or application, a mismatched pair, and unknown ids", async () => {
    const foreign = await get(otherOwner, demoJobIds.backendEngineer, andi);
    expect(foreign.status).toBe(404);
    expect(JSON.stringify(foreign.body)).not.toContain("Andi");
    // Other Company's applicant, asked for under its own job and under a Demo Company job.
    expect((await get(owner, demoJobIds.otherCompanyOperations, sinta)).status).toBe(404);
    const crossed = await get(owner, demoJobIds.backendEngineer, sinta);
    expect(crossed.status).toBe(404);
    expect(crossed.body.code).toBe("APPLICATION_NOT_FOUND");
    // A Demo Company applicant under another Demo Company job.
    const mismatched = await get(owner, demoJobIds.productDesigner, andi);
    expect(mismatched.status).toBe(404);
    expect(mismatched.body).toMatchObject({ code: "APPLICATION_NOT_FOUND", message: "Applicant not found" });
    expect((await get(owner, demoJobIds.backendEngineer, randomUUID())).status).toBe(404);
    expect((await get(owner, randomUUID(), andi)).status).toBe(404);
  });

  it("refuses malformed ids with a 422 naming the field, and asks for a session", async () => {
    const badApplication = await get(owner, demoJobIds.backendEngineer, "not-a-uuid");
    expect(badApplication.status).toBe(422);
    expect(badApplication.body.data.errors[0].field).toBe("applicationId");
    const badJob = await get(owner, "nope", andi);
    expect(badJob.status).toBe(422);
    expect(badJob.body.data.errors[0].field).toBe("jobId");
    expect((await get(undefined, demoJobIds.backendEngineer, andi)).status).toBe(401);
  });

  it("reads the same number of statements whatever the applicant's answers and the step's size", async () => {
    const client = (ctx.database.db as unknown as { $client: { query: (...args: unknown[]) => Promise<unknown> } }).$client;
    const original = client.query;
    const statementsDuring = async (run: () => Promise<unknown>) => {
      let statements = 0;
      client.query = function (this: unknown, ...args: unknown[]) {
        statements += 1;
        return original.apply(this, args);
      };
      try {
        await run();
      } finally {
        client.query = original;
      }
      return statements;
    };
    const small = await statementsDuring(() => detail(owner, job.id, movedId));
    const large = await statementsDuring(() => detail(owner, job.id, fullId));
    expect(small).toBeGreaterThan(0);
    expect(large).toBe(small);
  });

  it("is described in the OpenAPI document with its answer", async () => {
    const document = (await (await ctx.app.request("/api/openapi.json")).json()) as { paths: Record<string, Record<string, { responses: Record<string, unknown> }>> };
    const operation = document.paths["/api/v1/job-portal/job/{jobId}/candidates/{applicationId}"]?.get;
    expect(operation).toBeDefined();
    expect(JSON.stringify(operation!.responses["200"])).toContain("previousApplicationId");
  });
});

describe("pairAnswersWithQuestions", () => {
  const asked = (type: string, options: string[] = []) => ({ id: randomUUID(), type, question: `A ${type} question`, options, required: false }) as PreScreeningQuestion;

  it("reads answers stored before their question was edited by the question's current type", () => {
    const radio = asked("radio", ["Yes", "No"]);
    const checkbox = asked("checkbox", ["A", "B"]);
    const numeric = asked("numeric");
    const notANumber = asked("numeric");
    const date = asked("date");
    const text = asked("shortText");
    const paired = pairAnswersWithQuestions(
      [radio, checkbox, numeric, notANumber, date, text],
      [
        { questionId: radio.id, value: ["Yes"] },
        { questionId: checkbox.id, value: "B" },
        { questionId: numeric.id, value: " 12 " },
        { questionId: notANumber.id, value: "about ten" },
        { questionId: date.id, value: "next week" },
        { questionId: text.id, value: ["one", "two"] },
      ],
    );
    expect(paired.map((entry) => entry.answer)).toEqual([
      { kind: "options", options: ["Yes"] },
      { kind: "options", options: ["B"] },
      { kind: "number", value: 12 },
      { kind: "text", text: "about ten" },
      { kind: "text", text: "next week" },
      { kind: "text", text: "one, two" },
    ]);
  });

  it("counts blank answers as not answered", () => {
    const text = asked("longText");
    const checkbox = asked("checkbox", ["A", "B"]);
    const paired = pairAnswersWithQuestions([text, checkbox], [{ questionId: text.id, value: "" }, { questionId: checkbox.id, value: [] }]);
    expect(paired.map((entry) => entry.answer)).toEqual([null, null]);
  });
});
