import { randomUUID } from "node:crypto";
import { and, count, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { jobs } from "@/server/db/schema/jobs";
import { demoIds } from "@/server/db/seed/demo-ids";
import { demoJobIds } from "@/server/db/seed/seed-job-content";
import { insertJob } from "@/server/modules/careers/testing/job-factory";
import { DEFAULT_TECH_TEST, EMAIL_PLACEHOLDERS, EMAIL_TEMPLATE_KEYS, UPDATE_EMAIL_PLACEHOLDERS } from "@/server/modules/jobs/jobs-contract";
import { addApplicants, applicationsById, countMails, countRecords, mailsTo, recordsOf } from "@/server/modules/pipeline/testing/pipeline-fixtures";
import { DEMO_MEMBER_EMAIL, DEMO_OWNER_EMAIL, OTHER_OWNER_EMAIL, signIn } from "@/tests/api/auth-helpers";
import { setMemberPermissions } from "@/tests/api/permission-helpers";
import { requestJson, useTestApp } from "@/tests/api/test-app";
import { BUILT_IN_TEMPLATES } from "./built-in-templates";
import { emailTemplateListSchema } from "./candidate-emails-schemas";

const ctx = useTestApp();
let owner: string;
let member: string;
let otherOwner: string;
let job: Awaited<ReturnType<typeof insertJob>>;

beforeAll(async () => {
  owner = (await signIn(ctx.app, DEMO_OWNER_EMAIL)).token;
  member = (await signIn(ctx.app, DEMO_MEMBER_EMAIL)).token;
  otherOwner = (await signIn(ctx.app, OTHER_OWNER_EMAIL)).token;
  job = await insertJob(ctx.database.db, { role: "Email Engineer" }, { extraSteps: [{ type: "custom", name: "HR Interview" }] });
});

const templatesPath = "/api/v1/job-portal/email-templates";
const previewPath = (jobId: string) => `/api/v1/job-portal/job/${jobId}/candidates/emails/preview`;
const sendPath = (jobId: string) => `/api/v1/job-portal/job/${jobId}/candidates/emails`;

async function publishedJobs(companyId: string): Promise<number> {
  const [row] = await ctx.database.db.select({ value: count() }).from(jobs).where(and(eq(jobs.companyId, companyId), eq(jobs.status, "published")));
  return Number(row!.value);
}

describe("email templates", () => {
  it("lists the five built-in templates with their placeholders; the case study one matches the default tech test", async () => {
    const response = await requestJson(ctx.app, "GET", templatesPath, { token: member });
    expect(response.status).toBe(200);
    const { docs } = emailTemplateListSchema.parse(response.body.result);
    expect(docs.map((doc) => doc.key)).toEqual([...EMAIL_TEMPLATE_KEYS]);
    expect(docs.every((doc) => !doc.isCustom && doc.updatedAt === null)).toBe(true);
    const byKey = Object.fromEntries(docs.map((doc) => [doc.key, doc]));
    expect(byKey.caseStudyInvitation).toMatchObject({ subject: DEFAULT_TECH_TEST.subject, body: DEFAULT_TECH_TEST.message, placeholders: [...EMAIL_PLACEHOLDERS] });
    expect(byKey.moveToAnotherRole!.placeholders).toEqual([...UPDATE_EMAIL_PLACEHOLDERS]);
    expect(byKey.rejection).toMatchObject({ name: "Rejection", subject: BUILT_IN_TEMPLATES.rejection.subject });
  });

  it("a company rewords a template, sees its words, and DELETE brings the built-in ones back; other companies keep theirs", async () => {
    const put = await requestJson(ctx.app, "PUT", `${templatesPath}/shortlist`, { token: owner, body: { subject: " You are shortlisted, {{Talent Name}} ", body: "See you at {{Step Name}}." } });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    expect(put.body.result).toMatchObject({ key: "shortlist", subject: "You are shortlisted, {{Talent Name}}", body: "See you at {{Step Name}}.", isCustom: true });
    expect(Date.parse(put.body.result.updatedAt)).not.toBeNaN();

    const listed = emailTemplateListSchema.parse((await requestJson(ctx.app, "GET", templatesPath, { token: owner })).body.result);
    expect(listed.docs.find((doc) => doc.key === "shortlist")).toEqual(put.body.result);
    const foreign = emailTemplateListSchema.parse((await requestJson(ctx.app, "GET", templatesPath, { token: otherOwner })).body.result);
    expect(foreign.docs.find((doc) => doc.key === "shortlist")).toMatchObject({ isCustom: false, subject: BUILT_IN_TEMPLATES.shortlist.subject });

    const again = await requestJson(ctx.app, "PUT", `${templatesPath}/shortlist`, { token: owner, body: { subject: "Second words", body: "Body" } });
    expect(again.body.result.subject).toBe("Second words");

    const reset = await requestJson(ctx.app, "DELETE", `${templatesPath}/shortlist`, { token: owner });
    expect(reset.status).toBe(200);
    expect(reset.body.result).toMatchObject({ key: "shortlist", isCustom: false, subject: BUILT_IN_TEMPLATES.shortlist.subject, updatedAt: null });
    const after = emailTemplateListSchema.parse((await requestJson(ctx.app, "GET", templatesPath, { token: owner })).body.result);
    expect(after.docs.find((doc) => doc.key === "shortlist")!.isCustom).toBe(false);
  });

  it("refuses unknown placeholders, empty or long text and unknown keys, naming the field", async () => {
    const cases: [string, unknown, string][] = [
      ["rejection", { subject: "Hi", body: "Your {{Salary}} offer" }, "body"],
      ["rejection", { subject: "{{New Job Title}}", body: "Hi" }, "subject"],
      ["rejection", { subject: "", body: "Hi" }, "subject"],
      ["rejection", { subject: "Hi", body: "x".repeat(5001) }, "body"],
      ["welcome", { subject: "Hi", body: "Hi" }, "key"],
    ];
    for (const [key, body, field] of cases) {
      const response = await requestJson(ctx.app, "PUT", `${templatesPath}/${key}`, { token: owner, body });
      expect(response.status, field).toBe(422);
      expect(response.body.data.errors[0].field).toBe(field);
    }
    const moved = await requestJson(ctx.app, "PUT", `${templatesPath}/moveToAnotherRole`, { token: owner, body: { subject: "{{New Job Title}}", body: "From {{Old Job Title}} to {{New Job Title}} at {{New Step Name}}" } });
    expect(moved.status).toBe(200);
    await requestJson(ctx.app, "DELETE", `${templatesPath}/moveToAnotherRole`, { token: owner });
  });

  it("only the owner and members who edit a job post may change templates", async () => {
    // Budi edits the product designer job (seed): allowed.
    const allowed = await requestJson(ctx.app, "PUT", `${templatesPath}/reconsideration`, { token: member, body: { subject: "Again", body: "Hi {{Talent Name}}" } });
    expect(allowed.status).toBe(200);
    await setMemberPermissions(ctx.database.db, [{ resource: "jobPost", action: "view", jobIds: [demoJobIds.backendEngineer] }]);
    try {
      const denied = await requestJson(ctx.app, "PUT", `${templatesPath}/reconsideration`, { token: member, body: { subject: "Viewer", body: "Hi" } });
      expect(denied.status).toBe(403);
      expect(denied.body.code).toBe("PERMISSION_DENIED");
      expect((await requestJson(ctx.app, "DELETE", `${templatesPath}/reconsideration`, { token: member })).status).toBe(403);
      // Reading stays open to every member.
      const listed = await requestJson(ctx.app, "GET", templatesPath, { token: member });
      expect(listed.body.result.docs.find((doc: { key: string }) => doc.key === "reconsideration")).toMatchObject({ subject: "Again", isCustom: true });
    } finally {
      await setMemberPermissions(ctx.database.db, [
        { resource: "jobPost", action: "manage", jobIds: [demoJobIds.productDesigner] },
        { resource: "jobPost", action: "view", jobIds: [demoJobIds.backendEngineer] },
        { resource: "jobPostSalary", action: "view", jobIds: [demoJobIds.productDesigner] },
      ]);
    }
    expect((await requestJson(ctx.app, "GET", templatesPath)).status).toBe(401);
  });
});

describe("POST .../candidates/emails/preview", () => {
  it("renders the draft with the applicant's real values and lists placeholders left without one", async () => {
    const [id] = await addApplicants(ctx.database.db, job, "Preview", 1);
    const total = await publishedJobs(demoIds.demoCompany);
    const response = await requestJson(ctx.app, "POST", previewPath(job.id), {
      token: owner,
      body: {
        templateKey: "rejection",
        applicationId: id,
        subject: "{{Job Title}} at {{Company Name}}",
        body: "Hi {{Talent Name}}, from {{Your Name}} ({{Step Name}}); {{total jobs}} open roles. {{Salary}} {{New Job Title}}",
      },
    });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body.result).toEqual({
      subject: "Email Engineer at Demo Company",
      body: `Hi Preview 1, from Dewi Lestari Anggraini (CV Screening); ${total} open roles. {{Salary}} {{New Job Title}}`,
      unknownPlaceholders: ["Salary", "New Job Title"],
    });
    // A preview writes nothing.
    expect(await countRecords(ctx.database.db, [id!])).toBe(1);
  });

  it("fills the move-to-another-role placeholders from the new job", async () => {
    const [id] = await addApplicants(ctx.database.db, job, "Mover", 1);
    const template = BUILT_IN_TEMPLATES.moveToAnotherRole;
    const base = { templateKey: "moveToAnotherRole", applicationId: id, subject: template.subject, body: template.body };
    const withJob = await requestJson(ctx.app, "POST", previewPath(job.id), { token: owner, body: { ...base, newJobId: demoJobIds.productDesigner } });
    expect(withJob.body.result.unknownPlaceholders).toEqual([]);
    expect(withJob.body.result.body).toContain("applying for the Email Engineer role at Demo Company");
    expect(withJob.body.result.body).toContain("our Product Designer role");
    expect(withJob.body.result.body).toContain("at the CV Screening stage");
    const withoutJob = await requestJson(ctx.app, "POST", previewPath(job.id), { token: owner, body: base });
    expect(withoutJob.body.result.unknownPlaceholders).toEqual(["New Job Title", "New Step Name"]);
    const foreignJob = await requestJson(ctx.app, "POST", previewPath(job.id), { token: owner, body: { ...base, newJobId: demoJobIds.otherCompanyOperations } });
    expect(foreignJob.status).toBe(404);
  });

  it("a viewer may preview; another company's job or applicant is 404", async () => {
    const [id] = await addApplicants(ctx.database.db, { id: demoJobIds.backendEngineer, companyId: demoIds.demoCompany }, "Viewer Preview", 1);
    const body = { templateKey: "shortlist", applicationId: id, subject: "Hi", body: "Hi {{Talent Name}}" };
    const viewer = await requestJson(ctx.app, "POST", previewPath(demoJobIds.backendEngineer), { token: member, body });
    expect(viewer.body.result.body).toBe("Hi Viewer Preview 1");
    expect((await requestJson(ctx.app, "POST", previewPath(demoJobIds.backendEngineer), { token: otherOwner, body })).status).toBe(404);
    const otherJob = await requestJson(ctx.app, "POST", previewPath(job.id), { token: owner, body });
    expect(otherJob.status).toBe(404);
    expect(otherJob.body.code).toBe("APPLICATION_NOT_FOUND");
  });
});

describe("POST .../candidates/emails", () => {
  it("sends one email per applicant, rendered for each, recorded as emailSent; a retry sends nothing more", async () => {
    const ids = await addApplicants(ctx.database.db, job, "Mailed", 3);
    const body = { requestId: randomUUID(), applicationIds: ids, templateKey: "reconsideration", subject: "{{Job Title}}: another look", body: "Hi {{Talent Name}}, you are at {{Step Name}}." };
    const first = await requestJson(ctx.app, "POST", sendPath(job.id), { token: owner, body });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.result).toEqual({ queued: 3, skipped: 0 });
    const states = await applicationsById(ctx.database.db, ids);
    for (const [index, id] of ids.entries()) {
      const mails = await mailsTo(ctx.database.db, states.find((state) => state.id === id)!.email);
      expect(mails.map((mail) => [mail.subject, mail.textBody, mail.category])).toEqual([
        ["Email Engineer: another look", `Hi Mailed ${index + 1}, you are at CV Screening.`, "candidate-email"],
      ]);
      const records = await recordsOf(ctx.database.db, id, "emailSent");
      expect(records).toHaveLength(1);
      expect(records[0]).toMatchObject({ actor: "member", actorUserId: demoIds.demoOwner, data: { templateKey: "reconsideration", subject: mails[0]!.subject, body: mails[0]!.textBody, emailId: mails[0]!.id } });
    }
    const mailsAfter = await countMails(ctx.database.db);
    const retry = await requestJson(ctx.app, "POST", sendPath(job.id), { token: owner, body });
    expect(retry.body.result).toEqual({ queued: 0, skipped: 3 });
    expect(await countMails(ctx.database.db)).toBe(mailsAfter);
  });

  it("all or nothing: an unknown or foreign applicant is 404 and nothing is sent", async () => {
    const ids = await addApplicants(ctx.database.db, job, "Held Back", 2);
    const [elsewhere] = await addApplicants(ctx.database.db, { id: demoJobIds.backendEngineer, companyId: demoIds.demoCompany }, "Elsewhere", 1);
    const mailsBefore = await countMails(ctx.database.db);
    for (const stranger of [randomUUID(), elsewhere!]) {
      const response = await requestJson(ctx.app, "POST", sendPath(job.id), {
        token: owner,
        body: { requestId: randomUUID(), applicationIds: [...ids, stranger], templateKey: "shortlist", subject: "Hi", body: "Hi" },
      });
      expect(response.status).toBe(404);
      expect(response.body.code).toBe("APPLICATION_NOT_FOUND");
    }
    expect(await countMails(ctx.database.db)).toBe(mailsBefore);
    expect(await countRecords(ctx.database.db, ids)).toBe(2);
  });

  it("needs jobPost manage (viewer 403), another company's job is 404, and bad input names the field", async () => {
    const [viewed] = await addApplicants(ctx.database.db, { id: demoJobIds.backendEngineer, companyId: demoIds.demoCompany }, "Viewer Send", 1);
    const body = { requestId: randomUUID(), applicationIds: [viewed], templateKey: "shortlist", subject: "Hi", body: "Hi" };
    const viewer = await requestJson(ctx.app, "POST", sendPath(demoJobIds.backendEngineer), { token: member, body });
    expect(viewer.status).toBe(403);
    expect(viewer.body.code).toBe("PERMISSION_DENIED");
    expect((await requestJson(ctx.app, "POST", sendPath(demoJobIds.backendEngineer), { token: otherOwner, body })).status).toBe(404);
    expect(await countRecords(ctx.database.db, [viewed!])).toBe(1);

    const [id] = await addApplicants(ctx.database.db, job, "Invalid Send", 1);
    const valid = { requestId: randomUUID(), applicationIds: [id], templateKey: "shortlist", subject: "Hi", body: "Hi" };
    const cases: [Record<string, unknown>, string][] = [
      [{ ...valid, body: "Hi {{Salary}}" }, "body"],
      [{ ...valid, subject: "" }, "subject"],
      [{ ...valid, applicationIds: [] }, "applicationIds"],
      [{ ...valid, applicationIds: [id, id] }, "applicationIds"],
      [{ ...valid, templateKey: "nope" }, "templateKey"],
      [{ ...valid, requestId: undefined }, "requestId"],
      [{ ...valid, templateKey: "moveToAnotherRole", body: "Now {{New Job Title}}" }, "newJobId"],
    ];
    for (const [input, field] of cases) {
      const response = await requestJson(ctx.app, "POST", sendPath(job.id), { token: owner, body: input });
      expect(response.status, field).toBe(422);
      expect(response.body.data.errors[0].field, field).toBe(field);
    }
    expect(await countRecords(ctx.database.db, [id!])).toBe(1);
  });
});
