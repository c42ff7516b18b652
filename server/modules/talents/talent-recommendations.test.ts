import { and, eq, like } from "drizzle-orm";
import pino from "pino";
import { beforeAll, describe, expect, it } from "vitest";
import { backgroundJobs } from "@/server/db/schema/background-jobs";
import { jobHandlers } from "@/server/jobs/job-handlers";
import { jobRecommendationSets, jobTalentRecommendations } from "@/server/db/schema/company-talents";
import { jobs } from "@/server/db/schema/jobs";
import { notifications } from "@/server/db/schema/notifications";
import { demoIds } from "@/server/db/seed/demo-ids";
import { demoJobIds } from "@/server/db/seed/seed-job-content";
import { addApplicant } from "@/server/modules/applications/add-applicant";
import { insertJob } from "@/server/modules/careers/testing/job-factory";
import { candidatePreferenceSchema } from "@/server/modules/jobs/jobs-schemas";
import { DEMO_OWNER_EMAIL, signIn } from "@/tests/api/auth-helpers";
import { setMemberPermissions } from "@/tests/api/permission-helpers";
import { requestJson, useTestApp } from "@/tests/api/test-app";
import { insertTalent } from "./testing/talent-detail-fixtures";
import { enqueueDailyRecommendations } from "./talent-recommendations-jobs";
import { BUILD_RECOMMENDATIONS_JOB } from "./talent-recommendations-queue";
import { buildJobRecommendations, setFingerprint } from "./talent-recommendations-service";

const ctx = useTestApp();
// Skills no seeded talent has, so the set is exactly the talents made here.
const [s1, s2, s3, s4] = ["Zig (recs)", "Elixir (recs)", "Nomad (recs)", "ClickHouse (recs)"];
const preference = candidatePreferenceSchema.parse({ lastEducations: ["bachelor"], major: ["Computer Science"], minimumGpa: 3.5 });

let job: Awaited<ReturnType<typeof insertJob>>;
const ids = { best: "", senior: "", graduate: "", applied: "" };

const setOf = (jobId: string) =>
  ctx.database.db.select().from(jobTalentRecommendations).where(eq(jobTalentRecommendations.jobId, jobId)).orderBy(jobTalentRecommendations.score);
const readyNotes = (userId: string) =>
  ctx.database.db.select().from(notifications).where(and(eq(notifications.recipientUserId, userId), eq(notifications.type, "studentRecommendationSetReady")));

beforeAll(async () => {
  const db = ctx.database.db;
  job = await insertJob(db, { role: "Backend Engineer", skills: [s1, s2, s3, s4], candidatePreference: preference });
  ids.best = (
    await insertTalent(db, {
      name: "Best Fit",
      skills: [s4, s3, s2, s1, "Go"],
      lastEducation: "Bachelor's Degree",
      major: "Computer Science",
      university: "Universitas Indonesia",
      gpa: 3.8,
      experiences: [{ company: "Pay Nusantara", title: "Senior Backend Engineer", companyType: "tech", startDate: "2021-01", endDate: null, description: null }],
    })
  ).id;
  ids.senior = (await insertTalent(db, { name: "Senior Two Skills", skills: [s1, s2], lastEducation: "Master's Degree", major: "Informatics", university: "ITB", gpa: 3.2, experienceLevel: 6 })).id;
  ids.graduate = (await insertTalent(db, { name: "Graduate One Skill", skills: [s1], lastEducation: "Bachelor's Degree", major: "computer science", university: "UGM", gpa: 3.6 })).id;
  // Never recommended: hidden from the company, private, not looking, already applied, no shared skill.
  await insertTalent(db, { skills: [s1, s2, s3, s4] }, { hiddenFrom: [demoIds.demoCompany] });
  await insertTalent(db, { skills: [s1, s2, s3, s4], visibility: "private" });
  await insertTalent(db, { skills: [s1, s2, s3, s4], jobSeekingStatus: "closedOpportunity" });
  const applied = await insertTalent(db, { skills: [s1, s2, s3, s4] });
  ids.applied = applied.id;
  await db.transaction((tx) => addApplicant(tx, { id: job.id, companyId: demoIds.demoCompany }, { name: "Already Applied", email: applied.email }, { source: "applicant" }));
  await insertTalent(db, { skills: ["Go"] });
});

describe("buildJobRecommendations", () => {
  it("the demo seed built the open demo jobs' sets, so For You has talents on the first run", async () => {
    const [set] = await ctx.database.db.select().from(jobRecommendationSets).where(eq(jobRecommendationSets.jobId, demoJobIds.backendEngineer));
    expect(set!.talentCount).toBeGreaterThan(0);
    expect(await setOf(demoJobIds.backendEngineer)).toHaveLength(set!.talentCount);
    expect(await ctx.database.db.select().from(jobRecommendationSets).where(eq(jobRecommendationSets.jobId, demoJobIds.dataAnalystDraft))).toEqual([]);
  });

  it("scores skills, education preferences and experience, and explains each match", async () => {
    const outcome = await buildJobRecommendations(ctx.database.db, job.id);
    expect(outcome).toMatchObject({ talentCount: 3, changed: true });
    const rows = await setOf(job.id);
    expect(rows.map((row) => [row.talentId, row.score])).toEqual([
      [ids.senior, 36], // 2 of 4 skills (30) + years of experience (10) of 110
      [ids.graduate, 41], // 1 of 4 skills (15) + level, major (any case) and GPA (30) of 110
      [ids.best, 100],
    ]);
    const reasons = Object.fromEntries(rows.map((row) => [row.talentId, row.reasons]));
    expect(reasons[ids.best]).toEqual({
      matchedSkills: [s4, s2, s3, s1].sort(),
      education: "Bachelor's Degree in Computer Science at Universitas Indonesia: meets the education level, the major and the minimum GPA (3.80 of at least 3.50) the job asks for.",
      experience: "Worked as Senior Backend Engineer at Pay Nusantara.",
    });
    expect(reasons[ids.senior]).toEqual({ matchedSkills: [s2, s1].sort(), education: "Master's Degree in Informatics at ITB.", experience: "4-5 Years of Experience." });
    expect(reasons[ids.graduate]!.experience).toBeNull();
    expect(rows.every((row) => row.companyId === demoIds.demoCompany)).toBe(true);
  });

  it("notifies the people who see the job once per new set, linking to For You for the job", async () => {
    await setMemberPermissions(ctx.database.db, [{ resource: "jobPost", action: "view", jobIds: [demoJobIds.productDesigner] }]);
    const fresh = await insertJob(ctx.database.db, { role: "Data Platform Engineer", skills: [s3] });
    const first = await buildJobRecommendations(ctx.database.db, fresh.id);
    // The talent who applied to the other job is a fair match for this one.
    expect(first).toMatchObject({ changed: true, talentCount: 2 });
    const [note, ...more] = (await readyNotes(demoIds.demoOwner)).filter((row) => row.data.jobId === fresh.id);
    expect(more).toEqual([]);
    expect(note).toMatchObject({ title: "Your talent recommendations are ready", body: "We picked 2 talents who match Data Platform Engineer." });
    expect(note!.data.pageUrl).toBe(`/explore-talents?tab=forYou&jobId=${fresh.id}`);
    // The member sees no such job: not told.
    expect((await readyNotes(demoIds.demoMember)).filter((row) => row.data.jobId === fresh.id)).toEqual([]);

    // The same set again: nothing new.
    expect(await buildJobRecommendations(ctx.database.db, fresh.id)).toMatchObject({ changed: false, notified: 0 });
    expect((await readyNotes(demoIds.demoOwner)).filter((row) => row.data.jobId === fresh.id)).toHaveLength(1);
    // A new talent changes the set: told again.
    const newcomer = await insertTalent(ctx.database.db, { skills: [s3] });
    expect(await buildJobRecommendations(ctx.database.db, fresh.id)).toMatchObject({ changed: true, talentCount: 3 });
    expect((await readyNotes(demoIds.demoOwner)).filter((row) => row.data.jobId === fresh.id)).toHaveLength(2);
    const [set] = await ctx.database.db.select().from(jobRecommendationSets).where(eq(jobRecommendationSets.jobId, fresh.id));
    expect(set).toMatchObject({ talentCount: 3, fingerprint: setFingerprint([newcomer.id, ids.best, ids.applied]) });
    expect(set!.notifiedAt).not.toBeNull();
  });

  it("sends nothing for an empty set, and a closed job loses its set", async () => {
    const nobody = await insertJob(ctx.database.db, { role: "Lighthouse Keeper", skills: ["Fresnel lenses (recs)"] });
    expect(await buildJobRecommendations(ctx.database.db, nobody.id)).toMatchObject({ talentCount: 0, notified: 0 });
    expect((await readyNotes(demoIds.demoOwner)).filter((row) => row.data.jobId === nobody.id)).toEqual([]);

    const closing = await insertJob(ctx.database.db, { role: "Backend Engineer", skills: [s1] });
    await buildJobRecommendations(ctx.database.db, closing.id);
    expect((await setOf(closing.id)).length).toBeGreaterThan(0);
    await ctx.database.db.update(jobs).set({ status: "closed", closedAt: new Date() }).where(eq(jobs.id, closing.id));
    await buildJobRecommendations(ctx.database.db, closing.id);
    expect(await setOf(closing.id)).toEqual([]);
    expect(await ctx.database.db.select().from(jobRecommendationSets).where(eq(jobRecommendationSets.jobId, closing.id))).toEqual([]);
  });
});

describe("when builds are queued", () => {
  const buildsOf = (jobId: string) =>
    ctx.database.db.select().from(backgroundJobs).where(and(eq(backgroundJobs.type, BUILD_RECOMMENDATIONS_JOB), like(backgroundJobs.dedupeKey, `talent-recommendations:${jobId}:%`)));

  it("publishing a job queues its build", async () => {
    const owner = (await signIn(ctx.app, DEMO_OWNER_EMAIL)).token;
    const draft = await insertJob(ctx.database.db, { role: "Backend Engineer", skills: [s1], status: "draft", publishedAt: null, description: "<p>Build our platform.</p>" });
    expect(await buildsOf(draft.id)).toEqual([]);
    const published = await requestJson(ctx.app, "POST", `/api/v1/job-portal/job/${draft.id}/publish`, { token: owner });
    expect(published.status, JSON.stringify(published.body)).toBe(200);
    const [queued] = await buildsOf(draft.id);
    expect(queued!.payload).toEqual({ jobId: draft.id });
  });

  it("the worker's handler builds the job's set; a payload without a job id fails", async () => {
    const queuedJob = await insertJob(ctx.database.db, { role: "Backend Engineer", skills: [s2] });
    const context = { db: ctx.database.db, log: pino({ level: "silent" }) } as unknown as Parameters<(typeof jobHandlers)[string]>[1];
    await jobHandlers[BUILD_RECOMMENDATIONS_JOB]!({ jobId: queuedJob.id }, context);
    expect((await setOf(queuedJob.id)).map((row) => row.talentId).sort()).toEqual([ids.best, ids.senior, ids.applied].sort());
    await expect(jobHandlers[BUILD_RECOMMENDATIONS_JOB]!({}, context)).rejects.toThrow();
  });

  it("the daily run queues one build per open job, once per slot", async () => {
    const slot = new Date("2026-11-25T01:00:00.000Z");
    const log = pino({ level: "silent" });
    const count = await enqueueDailyRecommendations(ctx.database.db, slot, { log });
    expect(count).toBeGreaterThan(0);
    expect(await buildsOf(job.id)).toEqual([expect.objectContaining({ dedupeKey: `talent-recommendations:${job.id}:daily:${slot.toISOString()}` })]);
    await enqueueDailyRecommendations(ctx.database.db, slot, { log });
    expect(await buildsOf(job.id)).toHaveLength(1);
    // A draft is not open: no build for it.
    const draft = await insertJob(ctx.database.db, { status: "draft", publishedAt: null });
    await enqueueDailyRecommendations(ctx.database.db, new Date("2026-11-26T01:00:00.000Z"), { log });
    expect(await buildsOf(draft.id)).toEqual([]);
  });
});

