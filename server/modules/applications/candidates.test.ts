import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jobApplications } from "@/server/db/schema/applications";
import { demoIds } from "@/server/db/seed/demo-ids";
import { insertJob } from "@/server/modules/careers/testing/job-factory";
import { createLocalDiskStorage } from "@/server/storage/local-disk-storage";
import { DEMO_MEMBER_EMAIL, DEMO_OWNER_EMAIL, OTHER_OWNER_EMAIL, signIn } from "@/tests/api/auth-helpers";
import { setMemberPermissions } from "@/tests/api/permission-helpers";
import { requestJson, useTestApp } from "@/tests/api/test-app";
import { samplePdf } from "@/tests/storage/sample-files";
import { addApplicant } from "./add-applicant";
import { candidateListSchema } from "./applications-schemas";
import { safePdfFileName } from "./applications-service";

const ctx = useTestApp();
const uploads = mkdtempSync(path.join(tmpdir(), "hp-candidates-cv-"));
const storage = createLocalDiskStorage(uploads);
(globalThis as { __hiringFileStorage?: unknown }).__hiringFileStorage = storage;
afterAll(() => rmSync(uploads, { recursive: true, force: true }));

let owner: string;
let member: string;
let otherOwner: string;
let job: Awaited<ReturnType<typeof insertJob>>;
let otherJob: Awaited<ReturnType<typeof insertJob>>;
let customStepKey: string;
const base = new Date("2026-03-01T08:00:00.000Z");
const applicationIds: string[] = [];
let cvApplicationId: string;
let noCvApplicationId: string;

beforeAll(async () => {
  owner = (await signIn(ctx.app, DEMO_OWNER_EMAIL)).token;
  member = (await signIn(ctx.app, DEMO_MEMBER_EMAIL)).token;
  otherOwner = (await signIn(ctx.app, OTHER_OWNER_EMAIL)).token;
  const db = ctx.database.db;
  job = await insertJob(db, { role: "QA Engineer" }, { extraSteps: [{ type: "custom", name: "HR Interview" }] });
  otherJob = await insertJob(db, { role: "Other QA" });
  customStepKey = Object.keys(job.stepIds).find((key) => key.startsWith("custom-"))!;
  // 25 applicants; three share one applied_at, so the id breaks the tie.
  for (let index = 0; index < 25; index += 1) {
    const appliedAt = new Date(base.getTime() + (index < 3 ? 0 : index) * 60_000);
    const added = await addApplicant(db, job, { name: `Applicant ${index}`, email: `applicant${index}@example.test`, phone: "0812345678" }, { source: "applicant", appliedAt });
    if (added.outcome === "created") applicationIds.push(added.applicationId);
  }
  // Stored times carry microseconds (now() does); a cursor that dropped them would repeat rows.
  await db.execute(sql`update job_applications set applied_at = applied_at + interval '123 microseconds' where id in (${sql.join(applicationIds.slice(5, 20).map((id) => sql`${id}::uuid`), sql`, `)})`);
  // Four move to the custom step, as the pipeline would.
  await db.update(jobApplications).set({ recruitmentStepId: job.stepIds[customStepKey]!, status: "custom" }).where(inArray(jobApplications.id, applicationIds.slice(0, 4)));

  const stored = await storage.put({ data: samplePdf, prefix: `cvs/${demoIds.demoCompany}`, extension: "pdf" });
  const withCv = await addApplicant(db, otherJob, { name: "Has Cv", email: "hascv@example.test", cvStorageKey: stored.key, cvFileName: 'My "CV"/évaluation.pdf' }, { source: "applicant" });
  const withoutCv = await addApplicant(db, otherJob, { name: "No Cv", email: "nocv@example.test" }, { source: "applicant" });
  cvApplicationId = withCv.applicationId;
  noCvApplicationId = withoutCv.applicationId;
});

const list = (token: string, jobId: string, query = "") => requestJson(ctx.app, "GET", `/api/v1/job-portal/job/${jobId}/candidates${query}`, { token });

describe("GET /v1/job-portal/job/{jobId}/candidates", () => {
  it("pages every candidate newest first by keyset, with no gaps or repeats", async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const response = await list(owner, job.id, `?limit=7${cursor ? `&cursor=${cursor}` : ""}`);
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      const result = candidateListSchema.parse(response.body.result);
      seen.push(...result.docs.map((doc) => doc.id));
      cursor = result.nextCursor;
      pages += 1;
    } while (cursor && pages < 10);
    expect(pages).toBe(4);
    expect(new Set(seen).size).toBe(25);
    expect(seen.slice(0, 22)).toEqual(applicationIds.slice(3).reverse());
    // The three sharing one time come last, by id descending.
    expect(seen.slice(22)).toEqual([...applicationIds.slice(0, 3)].sort().reverse());
  });

  it("answers each candidate's fields and every step's count", async () => {
    const response = await list(owner, job.id, "?limit=1");
    const result = candidateListSchema.parse(response.body.result);
    expect(result.docs[0]).toEqual({
      id: applicationIds[24],
      name: "Applicant 24",
      email: "applicant24@example.test",
      phone: "0812345678",
      status: "notProcessed",
      source: "applicant",
      appliedAt: new Date(base.getTime() + 24 * 60_000).toISOString(),
      statusChangedAt: expect.any(String),
      recruitmentStepId: "notProcessed",
      hasCv: false,
      portfolioUrl: null,
      // Nothing more is known of these applicants.
      experienceLevel: null,
      experienceLevelLabel: null,
      university: null,
      major: null,
      gpa: null,
      gender: null,
      age: null,
      schoolType: null,
      traits: [],
      rank: null,
      companyTypes: [],
      expectedSalary: null,
      toeflScore: null,
      techTestStatus: null,
      techTestDeadlineAt: null,
      techTestSubmittedAt: null,
      aiScore: null,
    });
    expect(result.total).toBe(25);
    expect(result.steps).toEqual([
      { id: "notProcessed", name: "CV Screening", type: "notProcessed", action: "none", applicantCount: 21, totalCount: 21 },
      { id: "accepted", name: "CV Shortlisted", type: "accepted", action: "none", applicantCount: 0, totalCount: 0 },
      { id: "rejected", name: "Rejected", type: "rejected", action: "none", applicantCount: 0, totalCount: 0 },
      { id: customStepKey, name: "HR Interview", type: "custom", action: "none", applicantCount: 4, totalCount: 4 },
    ]);
  });

  it("filters by a composed step id", async () => {
    const result = candidateListSchema.parse((await list(owner, job.id, `?recruitmentStepId=${customStepKey}`)).body.result);
    expect(result.docs.map((doc) => doc.id).sort()).toEqual(applicationIds.slice(0, 4).sort());
    expect(result.docs.every((doc) => doc.recruitmentStepId === customStepKey && doc.status === "custom")).toBe(true);
    expect(result.nextCursor).toBeNull();
    expect(result.total).toBe(4);
    const unknown = await list(owner, job.id, "?recruitmentStepId=custom-nope");
    expect(unknown.status).toBe(422);
    expect(unknown.body.data.errors[0].field).toBe("recruitmentStepId");
  });

  it("refuses bad paging input with a 422 naming the field", async () => {
    for (const [query, field] of [["?limit=101", "limit"], ["?limit=0", "limit"], ["?cursor=bm9wZQ", "cursor"]] as const) {
      const response = await list(owner, job.id, query);
      expect(response.status, query).toBe(422);
      expect(response.body.data.errors[0].field).toBe(field);
    }
    expect((await requestJson(ctx.app, "GET", "/api/v1/job-portal/job/not-a-uuid/candidates", { token: owner })).status).toBe(422);
  });

  it("needs jobPost view on the job: the member sees only the jobs granted", async () => {
    await setMemberPermissions(ctx.database.db, []);
    const denied = await list(member, job.id);
    expect(denied.status).toBe(403);
    expect(denied.body.code).toBe("PERMISSION_DENIED");
    await setMemberPermissions(ctx.database.db, [{ resource: "jobPost", action: "view", jobIds: [job.id] }]);
    try {
      expect((await list(member, job.id)).status).toBe(200);
      expect((await list(member, otherJob.id)).status).toBe(403);
    } finally {
      await setMemberPermissions(ctx.database.db, []);
    }
  });

  it("answers 404 for another company's job and unknown jobs", async () => {
    const response = await list(otherOwner, job.id);
    expect(response.status).toBe(404);
    expect(JSON.stringify(response.body)).not.toContain("QA Engineer");
    expect((await list(owner, randomUUID())).status).toBe(404);
    expect((await requestJson(ctx.app, "GET", `/api/v1/job-portal/job/${job.id}/candidates`)).status).toBe(401);
  });
});

describe("GET /v1/job-portal/job/{jobId}/candidates/{applicationId}/cv", () => {
  const cvPath = (jobId: string, applicationId: string) => `/api/v1/job-portal/job/${jobId}/candidates/${applicationId}/cv`;
  const download = (token: string | undefined, jobId: string, applicationId: string) =>
    ctx.app.request(cvPath(jobId, applicationId), { headers: token ? { authorization: `Bearer ${token}` } : {} });

  it("streams the PDF inline with a safe file name to those who see the job", async () => {
    const response = await download(owner, otherJob.id, cvApplicationId);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("content-disposition")).toBe('inline; filename="My CVvaluation.pdf"');
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(Buffer.from(await response.arrayBuffer()).equals(samplePdf)).toBe(true);
  });

  it("answers 404 to a member without access, another company, the wrong job, and an application without a CV", async () => {
    await setMemberPermissions(ctx.database.db, [{ resource: "jobPost", action: "view", jobIds: [job.id] }]);
    try {
      expect((await download(member, otherJob.id, cvApplicationId)).status).toBe(404);
    } finally {
      await setMemberPermissions(ctx.database.db, []);
    }
    await setMemberPermissions(ctx.database.db, [{ resource: "jobPost", action: "view", jobIds: [otherJob.id] }]);
    try {
      expect((await download(member, otherJob.id, cvApplicationId)).status).toBe(200);
    } finally {
      await setMemberPermissions(ctx.database.db, []);
    }
    expect((await download(otherOwner, otherJob.id, cvApplicationId)).status).toBe(404);
    expect((await download(owner, job.id, cvApplicationId)).status).toBe(404);
    expect((await download(owner, otherJob.id, noCvApplicationId)).status).toBe(404);
    expect((await download(undefined, otherJob.id, cvApplicationId)).status).toBe(401);
  });
});

describe("safePdfFileName", () => {
  it("keeps a plain ASCII name ending in .pdf", () => {
    expect(safePdfFileName("Résumé 2026.PDF")).toBe("Rsum 2026.pdf");
    expect(safePdfFileName('a"b\\c/d;e.pdf')).toBe("abcde.pdf");
    expect(safePdfFileName(null)).toBe("cv.pdf");
    expect(safePdfFileName("ééé")).toBe("cv.pdf");
  });
});
