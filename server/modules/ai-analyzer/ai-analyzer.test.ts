import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { and, eq, inArray } from "drizzle-orm";
import pino from "pino";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { jobApplications } from "@/server/db/schema/applications";
import { backgroundJobs } from "@/server/db/schema/background-jobs";
import { jobs } from "@/server/db/schema/jobs";
import { applicationAnalyses, applicationEvents } from "@/server/db/schema/pipeline";
import { talents } from "@/server/db/schema/talents";
import { demoIds } from "@/server/db/seed/demo-ids";
import { demoJobIds } from "@/server/db/seed/seed-job-content";
import { jobHandlers } from "@/server/jobs/job-handlers";
import { startWorker, type Worker } from "@/server/jobs/worker";
import { textPdf } from "@/server/lib/simple-pdf";
import { addApplicant } from "@/server/modules/applications/add-applicant";
import { insertJob } from "@/server/modules/careers/testing/job-factory";
import { deleteOverride, upsertOverride } from "@/server/modules/feature-flags/feature-flags-queries";
import { candidatePreferenceSchema } from "@/server/modules/jobs/jobs-schemas";
import { createLocalDiskStorage } from "@/server/storage/local-disk-storage";
import { DEMO_MEMBER_EMAIL, DEMO_OWNER_EMAIL, OTHER_OWNER_EMAIL, signIn } from "@/tests/api/auth-helpers";
import { setMemberPermissions } from "@/tests/api/permission-helpers";
import { requestJson, useTestApp } from "@/tests/api/test-app";
import { AI_ANALYZER_FLAG, ANALYZER_VERSION } from "./ai-analyzer-contract";
import { applicationAnalysisSchema } from "./ai-analyzer-schemas";
import { ANALYZE_APPLICATIONS_JOB, ANALYZE_BATCH_SIZE, queueApplicationAnalysis } from "./ai-analyzer-service";

const ctx = useTestApp();
const uploads = mkdtempSync(path.join(tmpdir(), "hp-ai-analyzer-"));
const storage = createLocalDiskStorage(uploads);
(globalThis as { __hiringFileStorage?: unknown }).__hiringFileStorage = storage;
afterAll(() => rmSync(uploads, { recursive: true, force: true }));

const log = pino({ level: "silent" });
let worker: Worker | undefined;
afterEach(async () => {
  await worker?.stop();
  worker = undefined;
});
/** Runs every due job with the app's real handler table, as the background worker does. */
async function runQueuedJobs() {
  worker ??= startWorker({ db: ctx.database.db, log, handlers: jobHandlers, pollIntervalMs: 60_000 });
  await worker.drain();
}

const db = () => ctx.database.db;
const setFlag = (companyId: string, enabled: boolean) => upsertOverride(db(), AI_ANALYZER_FLAG, companyId, enabled);

const QUESTION_ID = randomUUID();
let owner: string;
let member: string;
let otherOwner: string;
let job: Awaited<ReturnType<typeof insertJob>>;
let sariId: string;
let budiId: string;

const analysisPath = (jobId: string, applicationId: string) => `/api/v1/job-portal/job/${jobId}/candidates/${applicationId}/analysis`;
const queuePath = (jobId: string) => `/api/v1/job-portal/job/${jobId}/candidates/analysis`;

async function readAnalysis(token: string, applicationId = sariId, jobId = job.id) {
  const response = await requestJson(ctx.app, "GET", analysisPath(jobId, applicationId), { token });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return applicationAnalysisSchema.parse(response.body.result);
}

const storedScore = async (applicationId: string) =>
  (await db().select({ aiScore: jobApplications.aiScore }).from(jobApplications).where(eq(jobApplications.id, applicationId)))[0]!.aiScore;

beforeAll(async () => {
  owner = (await signIn(ctx.app, DEMO_OWNER_EMAIL)).token;
  member = (await signIn(ctx.app, DEMO_MEMBER_EMAIL)).token;
  otherOwner = (await signIn(ctx.app, OTHER_OWNER_EMAIL)).token;
  job = await insertJob(db(), {
    role: "Backend Engineer",
    skills: ["TypeScript", "PostgreSQL", "Kubernetes"],
    requirements: "<p>At least 3 years building APIs.</p>",
    candidatePreference: candidatePreferenceSchema.parse({ minimumGpa: 3.5 }),
    criteriaForAi: [{ text: "Has shipped a production payments service", weight: 5 }],
    preScreeningQuestions: [{ id: QUESTION_ID, type: "longText", question: "Which database do you know best?", options: [], required: false }],
  });
  const cv = await storage.put({
    data: textPdf(["Sari Wulandari", "Backend developer with 4 years of experience.", "Shipped the payments service to production.", "Skills: TypeScript, Kubernetes", "GPA 3.70"]),
    prefix: `cvs/${demoIds.demoCompany}`,
    extension: "pdf",
  });
  sariId = (
    await addApplicant(
      db(),
      job,
      {
        name: "Sari Wulandari",
        email: "sari.ai@example.test",
        cvStorageKey: cv.key,
        cvFileName: "sari.pdf",
        answers: [{ questionId: QUESTION_ID, value: "PostgreSQL, with logical replication." }],
      },
      { source: "applicant" },
    )
  ).applicationId;
  budiId = (await addApplicant(db(), job, { name: "Budi Santoso", email: "budi.ai@example.test" }, { source: "applicant" })).applicationId;
});

describe("behind the ai-candidate-analyzer flag", () => {
  it("answers 404 FEATURE_DISABLED on every endpoint while the flag is off", async () => {
    for (const [method, url] of [
      ["GET", analysisPath(job.id, sariId)],
      ["POST", analysisPath(job.id, sariId)],
      ["POST", queuePath(job.id)],
    ] as const) {
      const response = await requestJson(ctx.app, method, url, { token: owner });
      expect(response.status, `${method} ${url}`).toBe(404);
      expect(response.body.code).toBe("FEATURE_DISABLED");
    }
    expect(await db().select().from(applicationAnalyses)).toEqual([]);
  });
});

describe("GET /v1/job-portal/job/{jobId}/candidates/{applicationId}/analysis", () => {
  beforeAll(() => setFlag(demoIds.demoCompany, true));

  it("analyses on the first read: each criterion with evidence from the CV PDF, answers and what is missing", async () => {
    const result = await readAnalysis(owner);
    expect(result).toMatchObject({ provider: "local", stale: false });
    const byName = new Map(result.criteria.map((entry) => [entry.criterion.split(":")[0], entry]));
    expect(byName.get("Skills")).toMatchObject({
      score: 100,
      evidence: expect.arrayContaining([
        { source: "cv", text: "Skills: TypeScript, Kubernetes" },
        { source: "answers", text: "Which database do you know best? — PostgreSQL, with logical replication." },
      ]),
      missing: [],
    });
    expect(result.criteria.find((entry) => entry.criterion === "Has shipped a production payments service")).toMatchObject({
      weight: 5,
      score: 100,
      evidence: [{ source: "cv", text: "Shipped the payments service to production." }],
    });
    expect(byName.get("Education")).toMatchObject({ score: 100, evidence: [{ source: "cv", text: "GPA 3.7" }] });
    expect(result.score).toBeGreaterThanOrEqual(75);

    const [stored] = await db().select().from(applicationAnalyses).where(eq(applicationAnalyses.applicationId, sariId));
    expect(stored).toMatchObject({ companyId: demoIds.demoCompany, jobId: job.id, score: result.score, analyzerVersion: ANALYZER_VERSION, provider: "local" });
    expect(stored!.cvText).toContain("Shipped the payments service to production.");
    expect(await storedScore(sariId)).toBe(result.score);
    const events = await db().select().from(applicationEvents).where(and(eq(applicationEvents.applicationId, sariId), eq(applicationEvents.type, "analyzed")));
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ actor: "system", data: { score: result.score, previousScore: null, provider: "local" } });
  });

  it("answers the stored verdict on later reads without analysing again", async () => {
    const first = await readAnalysis(owner);
    const second = await readAnalysis(owner);
    expect(second).toEqual(first);
    expect(await db().select().from(applicationEvents).where(and(eq(applicationEvents.applicationId, sariId), eq(applicationEvents.type, "analyzed")))).toHaveLength(1);
  });

  it("lists what an applicant without a CV is missing", async () => {
    const result = await readAnalysis(owner, budiId);
    expect(result.criteria.find((entry) => entry.criterion.startsWith("Skills"))!.missing).toEqual([
      "No mention of TypeScript",
      "No mention of PostgreSQL",
      "No mention of Kubernetes",
    ]);
    expect(result.summary).toContain("No CV was attached");
    expect(result.score).toBe(0);
    expect(await storedScore(budiId)).toBe(0);
  });

  it("marks the verdict stale after the job's criteria change, and a re-analysis brings it up to date", async () => {
    const before = await readAnalysis(owner);
    await db().update(jobs).set({ criteriaForAi: [{ text: "Mentors junior engineers", weight: 4 }] }).where(eq(jobs.id, job.id));
    const stale = await readAnalysis(owner);
    expect(stale).toEqual({ ...before, stale: true });

    const response = await requestJson(ctx.app, "POST", analysisPath(job.id, sariId), { token: owner });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const fresh = applicationAnalysisSchema.parse(response.body.result);
    expect(fresh.stale).toBe(false);
    expect(fresh.criteria.find((entry) => entry.criterion === "Mentors junior engineers")).toMatchObject({ weight: 4, score: 0 });
    expect(fresh.criteria.some((entry) => entry.criterion.startsWith("Has shipped"))).toBe(false);
    expect(fresh.score).toBeLessThan(before.score);
    expect(await readAnalysis(owner)).toEqual(fresh);
    expect(await storedScore(sariId)).toBe(fresh.score);
    const [event] = await db()
      .select()
      .from(applicationEvents)
      .where(and(eq(applicationEvents.applicationId, sariId), eq(applicationEvents.type, "analyzed"), eq(applicationEvents.actor, "member")));
    expect(event).toMatchObject({ actorUserId: demoIds.demoOwner, data: { score: fresh.score, previousScore: before.score } });
  });

  it("marks the verdict stale when the applicant's profile changes", async () => {
    await requestJson(ctx.app, "POST", analysisPath(job.id, budiId), { token: owner });
    const [row] = await db().select({ talentId: jobApplications.talentId }).from(jobApplications).where(eq(jobApplications.id, budiId));
    await db().update(talents).set({ skills: ["Kubernetes"] }).where(eq(talents.id, row!.talentId));
    expect((await readAnalysis(owner, budiId)).stale).toBe(true);
  });
});

describe("permissions and tenants", () => {
  beforeAll(() => setFlag(demoIds.demoCompany, true));
  afterAll(() => setMemberPermissions(db(), []));

  it("lets a viewer read but not re-analyze or queue (403 PERMISSION_DENIED)", async () => {
    await setMemberPermissions(db(), [{ resource: "jobPost", action: "view", jobIds: [job.id] }]);
    await readAnalysis(member);
    for (const url of [analysisPath(job.id, sariId), queuePath(job.id)]) {
      const response = await requestJson(ctx.app, "POST", url, { token: member });
      expect(response.status, url).toBe(403);
      expect(response.body.code).toBe("PERMISSION_DENIED");
    }
  });

  it("refuses a member without view on the job", async () => {
    await setMemberPermissions(db(), [{ resource: "jobPost", action: "view", jobIds: [demoJobIds.backendEngineer] }]);
    const response = await requestJson(ctx.app, "GET", analysisPath(job.id, sariId), { token: member });
    expect(response.status).toBe(403);
    expect(response.body.code).toBe("PERMISSION_DENIED");
  });

  it("lets an editor of the job re-analyze", async () => {
    await setMemberPermissions(db(), [{ resource: "jobPost", action: "manage", jobIds: [job.id] }]);
    expect((await requestJson(ctx.app, "POST", analysisPath(job.id, sariId), { token: member })).status).toBe(200);
  });

  it("answers 404 for another company's job or applicant, and writes nothing", async () => {
    await setFlag(demoIds.otherCompany, true);
    const before = await db().select().from(applicationAnalyses);
    for (const [method, url] of [
      ["GET", analysisPath(job.id, sariId)],
      ["POST", analysisPath(job.id, sariId)],
      ["POST", queuePath(job.id)],
    ] as const) {
      const response = await requestJson(ctx.app, method, url, { token: otherOwner });
      expect(response.status, `${method} ${url}`).toBe(404);
      expect(response.body.code).toBe("JOB_NOT_FOUND");
    }
    // Their own job with Demo Company's applicant.
    const response = await requestJson(ctx.app, "GET", analysisPath(demoJobIds.otherCompanyOperations, sariId), { token: otherOwner });
    expect(response.status).toBe(404);
    expect(response.body.code).toBe("APPLICATION_NOT_FOUND");
    // Demo Company's applicant under another of its jobs.
    const crossJob = await requestJson(ctx.app, "GET", analysisPath(demoJobIds.backendEngineer, sariId), { token: owner });
    expect(crossJob.status).toBe(404);
    expect(await db().select().from(applicationAnalyses)).toEqual(before);
    expect(JSON.stringify(response.body)).not.toContain("Sari");
  });

  it("follows each company's own flag", async () => {
    await setFlag(demoIds.otherCompany, false);
    const otherJob = { id: demoJobIds.otherCompanyOperations, companyId: demoIds.otherCompany };
    const sinta = (await addApplicant(db(), otherJob, { name: "Sinta Marpaung", email: "sinta.ai@example.test" }, { source: "applicant" })).applicationId;
    const response = await requestJson(ctx.app, "GET", analysisPath(demoJobIds.otherCompanyOperations, sinta), { token: otherOwner });
    expect(response.status).toBe(404);
    expect(response.body.code).toBe("FEATURE_DISABLED");
    await setFlag(demoIds.otherCompany, true);
    expect((await requestJson(ctx.app, "GET", analysisPath(demoJobIds.otherCompanyOperations, sinta), { token: otherOwner })).status).toBe(200);
  });

  it("answers 422 naming the field for a malformed id", async () => {
    const response = await requestJson(ctx.app, "GET", analysisPath(job.id, "not-a-uuid"), { token: owner });
    expect(response.status).toBe(422);
    expect(response.body.data.errors).toEqual([{ field: "applicationId", message: "Invalid application id" }]);
  });
});

describe("queueing analysis (background job applications.analyze)", () => {
  beforeAll(() => setFlag(demoIds.demoCompany, true));

  it("queues every applicant of the job; the job walks it in batches and writes each ai_score", async () => {
    const big = await insertJob(db(), { role: "Data Analyst", skills: ["SQL"] });
    const ids: string[] = [];
    for (let index = 0; index < ANALYZE_BATCH_SIZE + 3; index += 1) {
      const result = await addApplicant(db(), big, { name: `Analyst ${index}`, email: `analyst${index}@example.test`, skills: index % 2 === 0 ? ["SQL"] : [] }, { source: "import" });
      ids.push(result.applicationId);
    }
    const response = await requestJson(ctx.app, "POST", queuePath(big.id), { token: owner });
    expect(response.status, JSON.stringify(response.body)).toBe(202);
    expect(response.body.result).toEqual({ queued: ANALYZE_BATCH_SIZE + 3 });
    await runQueuedJobs();

    const rows = await db().select({ id: jobApplications.id, aiScore: jobApplications.aiScore }).from(jobApplications).where(eq(jobApplications.jobId, big.id));
    expect(rows).toHaveLength(ANALYZE_BATCH_SIZE + 3);
    const analyses = await db().select().from(applicationAnalyses).where(eq(applicationAnalyses.jobId, big.id));
    expect(analyses).toHaveLength(ANALYZE_BATCH_SIZE + 3);
    const byId = new Map(analyses.map((analysis) => [analysis.applicationId, analysis.score]));
    for (const row of rows) expect(row.aiScore).toBe(byId.get(row.id));
    // Those with SQL in their profile score above those without.
    expect(byId.get(ids[0]!)).toBeGreaterThan(byId.get(ids[1]!)!);
    const runs = await db().select().from(backgroundJobs).where(eq(backgroundJobs.type, ANALYZE_APPLICATIONS_JOB));
    expect(runs.filter((run) => (run.payload as { jobId?: string }).jobId === big.id).map((run) => run.status)).toEqual(["done", "done"]);
  });

  it("skips applicants whose verdict is fresh when queued again", async () => {
    await requestJson(ctx.app, "POST", analysisPath(job.id, budiId), { token: owner });
    const before = await db().select().from(applicationAnalyses).where(eq(applicationAnalyses.jobId, job.id));
    expect((await requestJson(ctx.app, "POST", queuePath(job.id), { token: owner })).status).toBe(202);
    await runQueuedJobs();
    expect(await db().select().from(applicationAnalyses).where(eq(applicationAnalyses.jobId, job.id))).toEqual(before);
  });

  it("queueApplicationAnalysis queues new applications while the flag is on, and nothing while it is off", async () => {
    const fresh = await insertJob(db(), { role: "QA Engineer", skills: ["Playwright"] });
    const first = await addApplicant(db(), fresh, { name: "Rina", email: "rina.ai@example.test", skills: ["Playwright"] }, { source: "applicant" });
    expect(await queueApplicationAnalysis(db(), { companyId: demoIds.demoCompany, jobId: fresh.id, applicationIds: [first.applicationId] })).toBe(1);
    await runQueuedJobs();
    expect(await storedScore(first.applicationId)).toBeGreaterThan(0);

    await deleteOverride(db(), AI_ANALYZER_FLAG, demoIds.demoCompany);
    const second = await addApplicant(db(), fresh, { name: "Tono", email: "tono.ai@example.test" }, { source: "applicant" });
    expect(await queueApplicationAnalysis(db(), { companyId: demoIds.demoCompany, jobId: fresh.id, applicationIds: [second.applicationId] })).toBe(0);
    const queued = await db().select().from(backgroundJobs).where(and(eq(backgroundJobs.type, ANALYZE_APPLICATIONS_JOB), eq(backgroundJobs.status, "queued")));
    expect(queued).toEqual([]);
    await setFlag(demoIds.demoCompany, true);
  });

  it("analyses nothing when the flag was turned off before the job ran", async () => {
    const late = await insertJob(db(), { role: "Designer", skills: ["Figma"] });
    const applicant = await addApplicant(db(), late, { name: "Wati", email: "wati.ai@example.test" }, { source: "applicant" });
    await queueApplicationAnalysis(db(), { companyId: demoIds.demoCompany, jobId: late.id, applicationIds: [applicant.applicationId] });
    await setFlag(demoIds.demoCompany, false);
    await runQueuedJobs();
    expect(await db().select().from(applicationAnalyses).where(inArray(applicationAnalyses.applicationId, [applicant.applicationId]))).toEqual([]);
    await setFlag(demoIds.demoCompany, true);
  });
});

describe("with an OpenAI-compatible provider configured", () => {
  let server: Server;
  let requests = 0;
  let reply: (response: ServerResponse) => void;
  const env = ["AI_ANALYZER_BASE_URL", "AI_ANALYZER_MODEL", "AI_ANALYZER_API_KEY"] as const;

  beforeAll(async () => {
    await setFlag(demoIds.demoCompany, true);
    server = createServer((request, response) => {
      request.resume();
      request.on("end", () => {
        requests += 1;
        reply(response);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    process.env.AI_ANALYZER_BASE_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
    process.env.AI_ANALYZER_MODEL = "local-test-model";
    process.env.AI_ANALYZER_API_KEY = "sk-local";
  });
  afterAll(async () => {
    for (const key of env) delete process.env[key];
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it("refines the summary and score, keeping the local criteria", async () => {
    const local = await readAnalysis(owner);
    reply = (response) => {
      response.writeHead(200, { "content-type": "application/json" });
      response.end(JSON.stringify({ choices: [{ message: { content: JSON.stringify({ score: local.score + 5, summary: "Refined summary." }) } }] }));
    };
    const response = await requestJson(ctx.app, "POST", analysisPath(job.id, sariId), { token: owner });
    const refined = applicationAnalysisSchema.parse(response.body.result);
    expect(refined).toMatchObject({ provider: "openai-compatible:local-test-model", summary: "Refined summary.", score: local.score + 5, criteria: local.criteria });
    expect(await storedScore(sariId)).toBe(local.score + 5);
    expect(requests).toBe(1);
  });

  it("falls back to the local verdict when the provider fails", async () => {
    reply = (response) => {
      response.writeHead(503);
      response.end();
    };
    const response = await requestJson(ctx.app, "POST", analysisPath(job.id, sariId), { token: owner });
    expect(response.status).toBe(200);
    expect(applicationAnalysisSchema.parse(response.body.result)).toMatchObject({ provider: "local", summary: expect.stringMatching(/match \(\d+\/100\)/) });
  });
});
