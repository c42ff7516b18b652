import { randomUUID } from "node:crypto";
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jobApplications } from "@/server/db/schema/applications";
import { emailOutbox } from "@/server/db/schema/email-outbox";
import { notifications } from "@/server/db/schema/notifications";
import { talents } from "@/server/db/schema/talents";
import { demoIds } from "@/server/db/seed/demo-ids";
import { createLocalDiskStorage } from "@/server/storage/local-disk-storage";
import { freshIp } from "@/tests/api/auth-helpers";
import { setMemberPermissions } from "@/tests/api/permission-helpers";
import { useTestApp } from "@/tests/api/test-app";
import { samplePdf, sampleText } from "@/tests/storage/sample-files";
import { insertJob } from "./testing/job-factory";

const ctx = useTestApp();
const uploads = mkdtempSync(path.join(tmpdir(), "hp-careers-cv-"));
// The process's storage (server/storage/storage.ts) lives on globalThis; point it at a temporary folder.
(globalThis as { __hiringFileStorage?: unknown }).__hiringFileStorage = createLocalDiskStorage(uploads);
afterAll(() => rmSync(uploads, { recursive: true, force: true }));

const q = { short: randomUUID(), long: randomUUID(), numeric: randomUUID(), date: randomUUID(), radio: randomUUID(), checkbox: randomUUID() };
let job: Awaited<ReturnType<typeof insertJob>>;
let plainJob: Awaited<ReturnType<typeof insertJob>>;

beforeAll(async () => {
  const db = ctx.database.db;
  job = await insertJob(db, {
    role: "Data Engineer",
    portofolioRequired: true,
    preScreeningQuestions: [
      { id: q.short, type: "shortText", question: "Your current title?", options: [], required: true },
      { id: q.long, type: "longText", question: "Tell us about a project", options: [], required: false },
      { id: q.numeric, type: "numeric", question: "Years of experience?", options: [], required: true },
      { id: q.date, type: "date", question: "When can you start?", options: [], required: false },
      { id: q.radio, type: "radio", question: "Remote or office?", options: ["Remote", "Office"], required: true },
      { id: q.checkbox, type: "checkbox", question: "Which tools?", options: ["SQL", "Spark", "dbt"], required: false },
    ],
  });
  plainJob = await insertJob(db, { role: "Support Agent", cvRequired: false });
});

const validAnswers = () => [
  { questionId: q.short, value: "Analyst" },
  { questionId: q.numeric, value: 4 },
  { questionId: q.radio, value: "Remote" },
  { questionId: q.checkbox, value: ["SQL", "dbt"] },
  { questionId: q.date, value: "2026-12-01" },
];

type Form = { name?: string; email?: string; phone?: string; portfolioUrl?: string; answers?: unknown; cv?: { data: Buffer; name: string } | null };

function validForm(overrides: Form = {}): Form {
  return {
    name: "Dewi Kartika",
    email: `dewi.${randomUUID().slice(0, 8)}@example.test`,
    phone: "+62 812-3456-7890",
    portfolioUrl: "https://dewi.example.test",
    answers: validAnswers(),
    cv: { data: samplePdf, name: "Dewi CV.pdf" },
    ...overrides,
  };
}

async function apply(form: Form, target: { company?: string; slug?: string } = {}, ip = freshIp()) {
  const body = new FormData();
  for (const key of ["name", "email", "phone", "portfolioUrl"] as const) if (form[key] !== undefined) body.append(key, form[key]!);
  if (form.answers !== undefined) body.append("answers", typeof form.answers === "string" ? form.answers : JSON.stringify(form.answers));
  if (form.cv) body.append("cv", new File([new Uint8Array(form.cv.data)], form.cv.name, { type: "application/pdf" }));
  const response = await ctx.app.request(`/api/v1/careers/${target.company ?? "demo-company"}/jobs/${target.slug ?? job.slug}/applications`, {
    method: "POST",
    headers: { "x-forwarded-for": ip },
    body,
  });
  return { status: response.status, body: (await response.json()) as any, headers: response.headers };
}

const fieldsOf = (body: any) => Object.fromEntries((body.data.errors as { field: string; message: string }[]).map((error) => [error.field, error.message]));
const storedFiles = () => readdirSync(uploads, { recursive: true }).filter((entry) => String(entry).endsWith(".pdf"));
const applicationsFor = (jobId: string, email: string) =>
  ctx.database.db.select().from(jobApplications).where(and(eq(jobApplications.jobId, jobId), sql`lower(${jobApplications.email}) = ${email.toLowerCase()}`));

describe("POST /v1/careers/{companySlug}/jobs/{jobSlug}/applications", () => {
  it("stores the application with its CV in CV Screening, the talent, a confirmation email and the notification", async () => {
    const form = validForm();
    const response = await apply(form);
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    expect(response.body.result).toMatchObject({ email: form.email, role: "Data Engineer", companyName: "Demo Company" });

    const [application] = await applicationsFor(job.id, form.email!);
    expect(application).toMatchObject({
      id: response.body.result.id,
      companyId: demoIds.demoCompany,
      recruitmentStepId: job.stepIds.notProcessed,
      status: "notProcessed",
      source: "applicant",
      name: "Dewi Kartika",
      phone: "+62 812-3456-7890",
      portfolioUrl: "https://dewi.example.test",
      cvFileName: "Dewi CV.pdf",
    });
    expect(application!.cvStorageKey).toMatch(new RegExp(`^cvs/${demoIds.demoCompany}/[0-9a-f-]{36}\\.pdf$`));
    expect(application!.answers).toEqual([
      { questionId: q.short, value: "Analyst" },
      { questionId: q.numeric, value: 4 },
      { questionId: q.date, value: "2026-12-01" },
      { questionId: q.radio, value: "Remote" },
      { questionId: q.checkbox, value: ["SQL", "dbt"] },
    ]);

    const [talent] = await ctx.database.db.select().from(talents).where(eq(talents.id, application!.talentId));
    expect(talent).toMatchObject({ email: form.email, name: "Dewi Kartika", cvStorageKey: application!.cvStorageKey, source: "application" });

    const mails = await ctx.database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, form.email!));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe("Your application for Data Engineer at Demo Company");
    expect(mails[0]!.textBody).toContain("Data Engineer");
    expect(mails[0]!.textBody).toContain(`/careers/demo-company/${job.slug}`);

    const notes = await ctx.database.db.select().from(notifications).where(sql`${notifications.data}->>'jobApplicationId' = ${application!.id}`);
    // The demo member has no access to this job: only the owner hears of it.
    expect(notes.map((note) => note.recipientUserId)).toEqual([demoIds.demoOwner]);
    expect(notes[0]).toMatchObject({ type: "applicantsReceived", companyId: demoIds.demoCompany });
    expect(notes[0]!.data).toMatchObject({
      jobId: job.id,
      jobApplicationId: application!.id,
      recruitmentStepId: "notProcessed",
      pageUrl: `/job-post/${job.id}/candidates/${application!.id}`,
      pageName: "Applicant",
    });
  });

  it("notifies a member whose job access reaches the job, and not for other jobs", async () => {
    await setMemberPermissions(ctx.database.db, [{ resource: "jobPost", action: "view", jobIds: [plainJob.id] }]);
    try {
      const onPlain = await apply(validForm({ cv: null, answers: [] }), { slug: plainJob.slug });
      const onJob = await apply(validForm());
      expect([onPlain.status, onJob.status]).toEqual([201, 201]);
      const recipients = async (applicationId: string) =>
        (await ctx.database.db.select().from(notifications).where(sql`${notifications.data}->>'jobApplicationId' = ${applicationId}`)).map((note) => note.recipientUserId).sort();
      expect(await recipients(onPlain.body.result.id)).toEqual([demoIds.demoOwner, demoIds.demoMember].sort());
      expect(await recipients(onJob.body.result.id)).toEqual([demoIds.demoOwner]);
    } finally {
      await setMemberPermissions(ctx.database.db, []);
    }
  });

  it("refuses a second application with the same email, in any case, and keeps no file of it", async () => {
    const form = validForm();
    expect((await apply(form)).status).toBe(201);
    const files = storedFiles().length;
    for (const email of [form.email!, form.email!.toUpperCase()]) {
      const again = await apply({ ...form, email });
      expect(again.status, email).toBe(409);
      expect(again.body.code).toBe("ALREADY_APPLIED");
      expect(again.body.data.errors[0].field).toBe("email");
    }
    expect(await applicationsFor(job.id, form.email!)).toHaveLength(1);
    expect(storedFiles()).toHaveLength(files);
  });

  it("keeps one talent per email and refreshes it from a later application", async () => {
    const email = `rudi.${randomUUID().slice(0, 8)}@example.test`;
    expect((await apply(validForm({ email, phone: "0811111111" }))).status).toBe(201);
    expect((await apply(validForm({ email, name: "Rudi Hartono", phone: "0822222222", cv: null, answers: [] }), { slug: plainJob.slug })).status).toBe(201);
    const rows = await ctx.database.db.select().from(talents).where(sql`lower(${talents.email}) = ${email}`);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ name: "Rudi Hartono", phone: "0822222222" });
    expect(rows[0]!.cvStorageKey).not.toBeNull();
  });

  it("names each invalid field of the applicant", async () => {
    const response = await apply(validForm({ name: " ", email: "dewi@", phone: "12ab", portfolioUrl: "ftp://x", cv: null }));
    expect(response.status).toBe(422);
    expect(response.body.code).toBe("VALIDATION_FAILED");
    expect(fieldsOf(response.body)).toEqual({
      name: "Enter your name",
      email: "Enter a valid email address",
      phone: "Use 8-20 digits, +, spaces or dashes",
      portfolioUrl: "Enter a URL starting with http:// or https://",
      cv: "Attach your CV as a PDF",
    });
    for (const phone of ["1234567", "+62 812 3456 7890 1234 5"]) expect(fieldsOf((await apply(validForm({ phone }))).body).phone, phone).toBeDefined();
    expect(fieldsOf((await apply(validForm({ portfolioUrl: "" }))).body)).toEqual({ portfolioUrl: "This job asks for a link to your portfolio" });
    const missing = await apply({ answers: validAnswers() });
    expect(Object.keys(fieldsOf(missing.body)).sort()).toEqual(["cv", "email", "name", "phone", "portfolioUrl"]);
    expect(await ctx.database.db.select().from(jobApplications).where(eq(jobApplications.email, "dewi@"))).toHaveLength(0);
  });

  it("checks each answer by its question's type", async () => {
    const withAnswer = (questionId: string, value: unknown) => validForm({ answers: [...validAnswers().filter((answer) => answer.questionId !== questionId), { questionId, value }] });
    const cases: [string, unknown, string][] = [
      [q.short, "x".repeat(201), "Your answer must be at most 200 characters"],
      [q.short, 42, "Write your answer as text"],
      [q.long, "x".repeat(5001), "Your answer must be at most 5000 characters"],
      [q.numeric, "many", "Enter a number"],
      [q.date, "2026-02-30", "Enter a date as YYYY-MM-DD"],
      [q.date, "01/12/2026", "Enter a date as YYYY-MM-DD"],
      [q.radio, "Hybrid", "Choose one of the options"],
      [q.radio, ["Remote", "Office"], "Choose one of the options"],
      [q.checkbox, ["SQL", "Excel"], "Choose only among the options, each once"],
      [q.checkbox, ["SQL", "SQL"], "Choose only among the options, each once"],
    ];
    for (const [questionId, value, message] of cases) {
      const response = await apply(withAnswer(questionId, value));
      expect(response.status, JSON.stringify(value)).toBe(422);
      expect(fieldsOf(response.body), JSON.stringify(value)).toEqual({ [`answers.${questionId}`]: message });
    }
    const accepted = await apply(withAnswer(q.long, "x".repeat(5000)));
    expect(accepted.status).toBe(201);
    expect((await apply(withAnswer(q.numeric, "3.5"))).status).toBe(201);
  });

  it("requires the required questions and refuses unknown ones and malformed answers", async () => {
    const withoutRequired = await apply(validForm({ answers: [{ questionId: q.short, value: "Analyst" }] }));
    expect(fieldsOf(withoutRequired.body)).toEqual({ [`answers.${q.numeric}`]: "This question needs an answer", [`answers.${q.radio}`]: "This question needs an answer" });
    const unknown = randomUUID();
    expect(fieldsOf((await apply(validForm({ answers: [...validAnswers(), { questionId: unknown, value: "x" }] }))).body)).toEqual({
      [`answers.${unknown}`]: "This job has no such question",
    });
    expect(fieldsOf((await apply(validForm({ answers: "[{" }))).body)).toEqual({ answers: "The answers are not valid JSON" });
    expect(fieldsOf((await apply(validForm({ answers: { questionId: q.short } }))).body)).toEqual({ answers: "Send the answers as a list of { questionId, value }" });
  });

  it("accepts only a real PDF of at most 5 MB as the CV", async () => {
    const fake = await apply(validForm({ cv: { data: sampleText, name: "cv.pdf" } }));
    expect(fake.status).toBe(415);
    expect(fake.body.code).toBe("UNSUPPORTED_FILE_TYPE");
    expect(fake.body.data.errors[0]).toEqual({ field: "cv", message: "The file must be a PDF document" });
    const big = await apply(validForm({ cv: { data: Buffer.concat([samplePdf, Buffer.alloc(6 * 1024 * 1024)]), name: "big.pdf" } }));
    expect(big.status).toBe(413);
    expect(big.body.data.errors[0].field).toBe("cv");
    const word = await apply(validForm({ cv: { data: samplePdf, name: "cv.docx" } }));
    expect(word.status).toBe(415);
  });

  it("takes an application without a CV when the job does not ask for one", async () => {
    const response = await apply(validForm({ cv: null, portfolioUrl: "", answers: [] }), { slug: plainJob.slug });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    const [row] = await applicationsFor(plainJob.id, response.body.result.email);
    expect(row!.cvStorageKey).toBeNull();
  });

  it("refuses closed, unpublished and external jobs, and answers 404 for unknown ones", async () => {
    const db = ctx.database.db;
    const closed = await insertJob(db, { role: "Closed", status: "closed", cvRequired: false });
    const draft = await insertJob(db, { role: "Draft", status: "draft", cvRequired: false });
    const scheduled = await insertJob(db, { role: "Later", jobActivationType: "scheduled", activationDate: new Date(Date.now() + 86_400_000), cvRequired: false });
    const external = await insertJob(db, { role: "External", applicationPlatform: "external", externalPlatformUrl: "https://jobs.example.test/9", cvRequired: false });
    for (const target of [closed, draft, scheduled]) {
      const response = await apply(validForm({ cv: null }), { slug: target.slug });
      expect(response.status, target.role).toBe(409);
      expect(response.body.code).toBe("JOB_NOT_OPEN");
    }
    const outside = await apply(validForm({ cv: null }), { slug: external.slug });
    expect(outside.status).toBe(409);
    expect(outside.body.message).toContain("https://jobs.example.test/9");
    expect(outside.body.data.externalPlatformUrl).toBe("https://jobs.example.test/9");
    expect((await apply(validForm(), { slug: "no-such-job" })).status).toBe(404);
    expect((await apply(validForm(), { company: "no-such-company" })).status).toBe(404);
    expect((await apply(validForm(), { company: "other-company" })).status).toBe(404);
    const count = await db.select().from(jobApplications).where(sql`${jobApplications.jobId} in (${closed.id}, ${draft.id}, ${scheduled.id}, ${external.id})`);
    expect(count).toHaveLength(0);
  });

  it("refuses a NUL in the form's text with 422 naming each field, storing nothing", async () => {
    const form = validForm({ name: "Dewi\u0000 Kartika", portfolioUrl: "https://dewi.example.test/\u0000" });
    const response = await apply(form);
    expect(response.status, JSON.stringify(response.body)).toBe(422);
    expect(Object.keys(fieldsOf(response.body))).toEqual(["name", "portfolioUrl"]);
    expect(await applicationsFor(job.id, form.email!)).toEqual([]);

    const answers = validAnswers().map((answer, index) => (index === 0 ? { ...answer, value: "Analyst\u0000" } : answer));
    const inAnswers = await apply(validForm({ answers }));
    expect(inAnswers.status, JSON.stringify(inAnswers.body)).toBe(422);
    expect(Object.keys(fieldsOf(inAnswers.body))).toEqual(["answers"]);
  });

  it("answers 415 to a body that is not multipart", async () => {
    const response = await ctx.app.request(`/api/v1/careers/demo-company/jobs/${job.slug}/applications`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": freshIp() },
      body: JSON.stringify({ name: "Dewi" }),
    });
    expect(response.status).toBe(415);
  });

  it("limits attempts per address: the 21st within 10 minutes is 429 with Retry-After", async () => {
    const ip = freshIp();
    for (let attempt = 0; attempt < 20; attempt += 1) expect((await apply({ name: "x" }, {}, ip)).status).toBe(422);
    const limited = await apply(validForm(), {}, ip);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(500);
    expect((await apply(validForm())).status).toBe(201);
  });
});
