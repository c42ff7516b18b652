import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jobApplications } from "@/server/db/schema/applications";
import { talentInvitations } from "@/server/db/schema/company-talents";
import { emailOutbox } from "@/server/db/schema/email-outbox";
import { trackedEvents } from "@/server/db/schema/tracked-events";
import { demoIds } from "@/server/db/seed/demo-ids";
import { demoJobIds } from "@/server/db/seed/seed-job-content";
import { insertJob } from "@/server/modules/careers/testing/job-factory";
import { createLocalDiskStorage } from "@/server/storage/local-disk-storage";
import { DEMO_MEMBER_EMAIL, DEMO_OWNER_EMAIL, freshIp, signIn } from "@/tests/api/auth-helpers";
import { setMemberPermissions } from "@/tests/api/permission-helpers";
import { requestJson, useTestApp } from "@/tests/api/test-app";
import { samplePdf } from "@/tests/storage/sample-files";
import { insertTalent } from "./testing/talent-detail-fixtures";
import { talentInvitationSchema } from "./talents-schemas";

const ctx = useTestApp();
const uploads = mkdtempSync(path.join(tmpdir(), "hp-talent-invitation-"));
(globalThis as { __hiringFileStorage?: unknown }).__hiringFileStorage = createLocalDiskStorage(uploads);
afterAll(() => rmSync(uploads, { recursive: true, force: true }));

let owner: string;
let member: string;
let job: Awaited<ReturnType<typeof insertJob>>;
let otherJob: Awaited<ReturnType<typeof insertJob>>;

const invite = (token: string, talentId: string, body: Record<string, unknown>) => requestJson(ctx.app, "POST", `/api/v1/job-portal/talents/${talentId}/invitations`, { token, body });
const mailsTo = (to: string) => ctx.database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, to));

/** Applies on the careers page as the form does, with the invitation token when given. */
async function apply(jobSlug: string, person: { name: string; email: string }, invitation?: string) {
  const body = new FormData();
  body.append("name", person.name);
  body.append("email", person.email);
  body.append("phone", "+62 812-3456-7890");
  body.append("answers", "[]");
  body.append("cv", new File([new Uint8Array(samplePdf)], "cv.pdf", { type: "application/pdf" }));
  if (invitation !== undefined) body.append("invitation", invitation);
  const response = await ctx.app.request(`/api/v1/careers/demo-company/jobs/${jobSlug}/applications`, { method: "POST", headers: { "x-forwarded-for": freshIp() }, body });
  return { status: response.status, body: (await response.json()) as any };
}
const tokenIn = (text: string) => new URL(text.match(/https?:\/\/\S+/)![0]).searchParams.get("invitation")!;

beforeAll(async () => {
  owner = (await signIn(ctx.app, DEMO_OWNER_EMAIL)).token;
  member = (await signIn(ctx.app, DEMO_MEMBER_EMAIL)).token;
  job = await insertJob(ctx.database.db, { role: "Platform Engineer", cvRequired: false });
  otherJob = await insertJob(ctx.database.db, { role: "Site Reliability Engineer", cvRequired: false });
});

describe("POST /v1/job-portal/talents/{talentId}/invitations", () => {
  it("emails a link to the job's careers page carrying the invitation; asking again sends nothing", async () => {
    const talent = await insertTalent(ctx.database.db, { name: "Bayu Saputra" });
    const first = await invite(owner, talent.id, { jobId: job.id, message: "Your Go work fits <our> team." });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(talentInvitationSchema.parse(first.body.result)).toMatchObject({ jobId: job.id, jobTitle: "Platform Engineer", invitedBy: { userId: demoIds.demoOwner }, applicationId: null });
    const [mail, ...more] = await mailsTo(talent.email);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe("Demo Company invites you to apply for Platform Engineer");
    expect(mail!.textBody).toContain(`/careers/demo-company/${job.slug}?invitation=`);
    expect(mail!.textBody).toContain("Your Go work fits <our> team.");
    expect(mail!.htmlBody).toContain("Your Go work fits &lt;our&gt; team.");
    const [stored] = await ctx.database.db.select().from(talentInvitations).where(eq(talentInvitations.id, first.body.result.id));
    expect(tokenIn(mail!.textBody)).toBe(stored!.token);

    const tracked = await ctx.database.db.select().from(trackedEvents).where(eq(trackedEvents.eventName, "ed_talent_invited"));
    expect(tracked.filter((event) => (event.eventData as { talentId?: string }).talentId === talent.id)).toEqual([
      expect.objectContaining({ userId: demoIds.demoOwner, companyId: demoIds.demoCompany, eventData: { talentId: talent.id, jobId: job.id } }),
    ]);
    const again = await invite(owner, talent.id, { jobId: job.id });
    expect(again.status).toBe(200);
    expect(again.body.result).toEqual(first.body.result);
    expect(await mailsTo(talent.email)).toHaveLength(1);
    const detail = await requestJson(ctx.app, "GET", `/api/v1/job-portal/talents/${talent.id}`, { token: owner });
    expect(detail.body.result.company.invitations.map((entry: { id: string }) => entry.id)).toEqual([first.body.result.id]);
  });

  it("invites only to the company's published jobs: a draft, a closed job or another company's is 422 JOB_NOT_PUBLISHED on jobId", async () => {
    const talent = await insertTalent(ctx.database.db);
    for (const jobId of [demoJobIds.dataAnalystDraft, demoJobIds.customerSuccessClosed, demoJobIds.otherCompanyOperations]) {
      const response = await invite(owner, talent.id, { jobId });
      expect(response.status, jobId).toBe(422);
      expect(response.body.code).toBe("JOB_NOT_PUBLISHED");
      expect(response.body.data.errors[0].field).toBe("jobId");
    }
    expect(await mailsTo(talent.email)).toEqual([]);
    expect((await invite(owner, talent.id, {})).body.data.errors[0].field).toBe("jobId");
  });

  it("needs manage on talentHunt or talentDb, and is 404 for a talent out of reach", async () => {
    const talent = await insertTalent(ctx.database.db);
    await setMemberPermissions(ctx.database.db, [{ resource: "talentHunt", action: "view" }, { resource: "jobPost", action: "view" }]);
    expect((await invite(member, talent.id, { jobId: job.id })).status).toBe(403);
    await setMemberPermissions(ctx.database.db, [{ resource: "talentHunt", action: "manage" }, { resource: "jobPost", action: "view", jobIds: [otherJob.id] }]);
    // The job must be one the member sees.
    expect((await invite(member, talent.id, { jobId: job.id })).status).toBe(422);
    expect((await invite(member, talent.id, { jobId: otherJob.id })).status).toBe(200);
    const privateOne = await insertTalent(ctx.database.db, { visibility: "private" });
    expect((await invite(owner, privateOne.id, { jobId: job.id })).status).toBe(404);
  });
});

describe("inviting an applicant of the job", () => {
  it("is 422 ALREADY_APPLIED on jobId, and sends nothing", async () => {
    const talent = await insertTalent(ctx.database.db);
    expect((await apply(job.slug, { name: "Applied First", email: talent.email })).status).toBe(201);
    const response = await invite(owner, talent.id, { jobId: job.id });
    expect(response.status).toBe(422);
    expect(response.body.code).toBe("ALREADY_APPLIED");
    expect(response.body.data.errors[0]).toEqual({ field: "jobId", message: "This talent has already applied to this job" });
    expect(await mailsTo(talent.email)).toHaveLength(1); // the careers page's confirmation only
  });
});

describe("applying with an invitation", () => {
  it("attributes the application to the invitation (source recommendation), shows it in the pipeline and on the applicant", async () => {
    const talent = await insertTalent(ctx.database.db, { name: "Nadia Putri" });
    const invited = await invite(owner, talent.id, { jobId: job.id });
    const [mail] = await mailsTo(talent.email);
    const applied = await apply(job.slug, { name: "Nadia Putri", email: talent.email }, tokenIn(mail!.textBody));
    expect(applied.status, JSON.stringify(applied.body)).toBe(201);
    const [application] = await ctx.database.db.select().from(jobApplications).where(eq(jobApplications.id, applied.body.result.id));
    expect(application).toMatchObject({ source: "recommendation", invitationId: invited.body.result.id, talentId: talent.id });
    // The timeline's first record says the candidate applied answering the invitation.
    const timeline = await requestJson(ctx.app, "GET", `/api/v1/job-portal/job/${job.id}/candidates/${application!.id}/timeline`, { token: owner });
    expect(timeline.body.result.docs.at(-1)).toMatchObject({ type: "applied", actor: "candidate", data: { source: "recommendation", invitationId: invited.body.result.id } });

    const list = await requestJson(ctx.app, "GET", `/api/v1/job-portal/job/${job.id}/candidates`, { token: owner });
    expect(list.body.result.docs.find((doc: { id: string }) => doc.id === application!.id)).toMatchObject({ source: "recommendation" });
    const applicant = await requestJson(ctx.app, "GET", `/api/v1/job-portal/job/${job.id}/candidates/${application!.id}`, { token: owner });
    expect(applicant.status).toBe(200);
    expect(applicant.body.result.invitation).toMatchObject({ id: invited.body.result.id, invitedBy: { userId: demoIds.demoOwner } });
    expect(applicant.body.result.invitation.invitedAt).toBe(invited.body.result.createdAt);
    const detail = await requestJson(ctx.app, "GET", `/api/v1/job-portal/talents/${talent.id}`, { token: owner });
    expect(detail.body.result.company.invitations[0].applicationId).toBe(application!.id);
    // Inviting again still answers the invitation, now with its application.
    const again = await invite(owner, talent.id, { jobId: job.id });
    expect(again.status).toBe(200);
    expect(again.body.result.applicationId).toBe(application!.id);
  });

  it("ignores a wrong token or one for another job: the application goes through as a normal one", async () => {
    const talent = await insertTalent(ctx.database.db);
    await invite(owner, talent.id, { jobId: otherJob.id });
    const [mail] = await mailsTo(talent.email);
    const foreign = await apply(job.slug, { name: "Someone Else", email: talent.email }, tokenIn(mail!.textBody));
    expect(foreign.status).toBe(201);
    const wrong = await apply(job.slug, { name: "Another Person", email: "another.person@example.test" }, "not-a-real-token");
    expect(wrong.status).toBe(201);
    for (const id of [foreign.body.result.id, wrong.body.result.id]) {
      const [application] = await ctx.database.db.select().from(jobApplications).where(eq(jobApplications.id, id));
      expect(application).toMatchObject({ source: "applicant", invitationId: null });
    }
    const plain = await requestJson(ctx.app, "GET", `/api/v1/job-portal/job/${job.id}/candidates/${wrong.body.result.id}`, { token: owner });
    expect(plain.body.result.invitation).toBeNull();
  });
});
