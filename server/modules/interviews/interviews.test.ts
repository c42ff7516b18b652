import { and, asc, eq, like } from "drizzle-orm";
import ICAL from "ical.js";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "@/server/db/client";
import { jobApplications } from "@/server/db/schema/applications";
import { emailOutbox } from "@/server/db/schema/email-outbox";
import { demoIds } from "@/server/db/seed/demo-ids";
import { insertJob } from "@/server/modules/careers/testing/job-factory";
import { eventsOf, insertApplicants } from "@/server/modules/tech-tests/testing/tech-test-fixtures";
import { DEMO_MEMBER_EMAIL, DEMO_OWNER_EMAIL, OTHER_OWNER_EMAIL, signIn } from "@/tests/api/auth-helpers";
import { setMemberPermissions } from "@/tests/api/permission-helpers";
import { requestJson, useTestApp } from "@/tests/api/test-app";

const ctx = useTestApp();
let owner: string;
let member: string;
let otherOwner: string;

beforeAll(async () => {
  owner = (await signIn(ctx.app, DEMO_OWNER_EMAIL)).token;
  member = (await signIn(ctx.app, DEMO_MEMBER_EMAIL)).token;
  otherOwner = (await signIn(ctx.app, OTHER_OWNER_EMAIL)).token;
});

beforeEach(async () => {
  await setMemberPermissions(ctx.database.db, [{ resource: "jobPost", action: "manage" }]);
});

const base = (jobId: string, applicationId: string) => `/api/v1/job-portal/job/${jobId}/candidates/${applicationId}/interviews`;

const plan = (overrides: Record<string, unknown> = {}) => ({
  step: "hrInterview",
  date: "2030-03-04",
  time: "10:00",
  timeZone: "Asia/Jakarta",
  durationMinutes: 45,
  mode: "online",
  meetingUrl: "https://meet.example.test/abc-defg",
  interviewerUserIds: [demoIds.demoOwner, demoIds.demoMember],
  message: "Hi {{Talent Name}}, {{Company Name}} would like to talk about {{Job Title}}.",
  ...overrides,
});

async function setup(db: Database) {
  const job = await insertJob(db, { role: "Data Analyst" }, { extraSteps: [{ type: "custom", name: "Interview" }] });
  const [applicant] = await insertApplicants(db, job, 1);
  return { job, applicant: applicant! };
}

function interviewMails(db: Database, to: string) {
  return db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, to), like(emailOutbox.category, "interview-%")))
    .orderBy(asc(emailOutbox.createdAt), asc(emailOutbox.id));
}

/** The invite a mail carries, read by a real iCalendar parser. */
function parseInvite(mail: { attachments: { content: string; contentType: string; method?: string }[] }) {
  expect(mail.attachments).toHaveLength(1);
  const [file] = mail.attachments;
  expect(file!.contentType).toMatch(/^text\/calendar/);
  const calendar = new ICAL.Component(ICAL.parse(file!.content));
  const vevent = calendar.getFirstSubcomponent("vevent")!;
  const event = new ICAL.Event(vevent);
  return {
    raw: file!.content,
    attachmentMethod: file!.method,
    method: calendar.getFirstPropertyValue("method"),
    version: calendar.getFirstPropertyValue("version"),
    uid: event.uid,
    sequence: event.sequence,
    start: event.startDate.toJSDate().toISOString(),
    end: event.endDate.toJSDate().toISOString(),
    summary: event.summary,
    location: event.location,
    status: vevent.getFirstPropertyValue("status"),
    organizer: String(vevent.getFirstPropertyValue("organizer")),
    attendees: event.attendees.map((attendee) => String(attendee.getFirstValue())).sort(),
  };
}

describe("scheduling an interview", () => {
  it("stores it, moves the applicant to the interview status, records the timeline and invites everyone", async () => {
    const db = ctx.database.db;
    const { job, applicant } = await setup(db);
    const response = await requestJson(ctx.app, "POST", base(job.id, applicant.id), { token: owner, body: plan() });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    const interview = response.body.result;
    expect(interview).toMatchObject({
      step: "hrInterview",
      startsAt: "2030-03-04T03:00:00.000Z",
      date: "2030-03-04",
      time: "10:00",
      timeZone: "Asia/Jakarta",
      timeZoneLabel: "WIB",
      durationMinutes: 45,
      mode: "online",
      location: null,
      meetingUrl: "https://meet.example.test/abc-defg",
      sequence: 0,
      status: "scheduled",
    });
    expect(interview.interviewers.map((person: { userId: string }) => person.userId)).toEqual([demoIds.demoOwner, demoIds.demoMember]);

    const [row] = await db.select().from(jobApplications).where(eq(jobApplications.id, applicant.id));
    expect(row!.status).toBe("hrInterview");
    const changes = await eventsOf(db, [applicant.id], "statusChanged");
    expect(changes.at(-1)!.data).toMatchObject({ fromStatus: "notProcessed", toStatus: "hrInterview", interviewId: interview.id });
    const scheduled = await eventsOf(db, [applicant.id], "interviewScheduled");
    expect(scheduled).toHaveLength(1);
    expect(scheduled[0]!.data).toMatchObject({ interviewId: interview.id, startsAt: "2030-03-04T03:00:00.000Z", timeZone: "Asia/Jakarta" });

    const [candidateMail] = await interviewMails(db, applicant.email);
    expect(candidateMail!.category).toBe("interview-invitation");
    expect(candidateMail!.subject).toBe("Interview invitation: HR Interview for Data Analyst at Demo Company");
    expect(candidateMail!.textBody).toContain(`Hi ${applicant.name}, Demo Company would like to talk about Data Analyst.`);
    expect(candidateMail!.textBody).toContain("When: Mon, 4 Mar 2030, 10:00 WIB");
    expect(candidateMail!.textBody).toContain("Duration: 45 minutes");
    expect(candidateMail!.replyTo).toBe(DEMO_OWNER_EMAIL);
    const invite = parseInvite(candidateMail!);
    expect(invite).toMatchObject({
      attachmentMethod: "REQUEST",
      method: "REQUEST",
      version: "2.0",
      uid: `interview-${interview.id}@hiring-portal.local`,
      sequence: 0,
      start: "2030-03-04T03:00:00.000Z",
      end: "2030-03-04T03:45:00.000Z",
      summary: `HR Interview: ${applicant.name} for Data Analyst at Demo Company`,
      location: "https://meet.example.test/abc-defg",
      status: "CONFIRMED",
      organizer: `mailto:${DEMO_OWNER_EMAIL}`,
    });
    expect(invite.attendees).toEqual([`mailto:${applicant.email}`, `mailto:${DEMO_MEMBER_EMAIL}`, `mailto:${DEMO_OWNER_EMAIL}`].sort());
    // RFC 5545: CRLF line endings, lines of at most 75 octets.
    expect(invite.raw.endsWith("\r\n")).toBe(true);
    for (const line of invite.raw.split("\r\n")) expect(Buffer.byteLength(line, "utf8")).toBeLessThanOrEqual(75);
    expect(invite.raw.replace(/\r\n/g, "")).not.toContain("\n");

    for (const email of [DEMO_OWNER_EMAIL, DEMO_MEMBER_EMAIL]) {
      const mails = (await interviewMails(db, email)).filter((mail) => mail.textBody.includes(applicant.email));
      expect(mails).toHaveLength(1);
      expect(parseInvite(mails[0]!)).toMatchObject({ method: "REQUEST", uid: invite.uid, sequence: 0 });
    }

    const list = await requestJson(ctx.app, "GET", base(job.id, applicant.id), { token: owner });
    expect(list.status).toBe(200);
    expect(list.body.result.docs.map((doc: { id: string }) => doc.id)).toEqual([interview.id]);
  });

  it("reads the wall clock in the chosen zone across the date line: 23:30 WIT and 06:00 WIB", async () => {
    const db = ctx.database.db;
    const { job, applicant } = await setup(db);
    const wit = await requestJson(ctx.app, "POST", base(job.id, applicant.id), {
      token: owner,
      body: plan({ timeZone: "Asia/Jayapura", date: "2030-03-04", time: "23:30", mode: "inPerson", meetingUrl: undefined, location: "Jl. Sudirman 1; Lantai 3, Jayapura" }),
    });
    expect(wit.status, JSON.stringify(wit.body)).toBe(201);
    expect(wit.body.result).toMatchObject({ startsAt: "2030-03-04T14:30:00.000Z", date: "2030-03-04", time: "23:30", timeZoneLabel: "WIT", location: "Jl. Sudirman 1; Lantai 3, Jayapura" });

    const wib = await requestJson(ctx.app, "POST", base(job.id, applicant.id), { token: owner, body: plan({ step: "userInterview", date: "2030-03-05", time: "06:00" }) });
    expect(wib.status, JSON.stringify(wib.body)).toBe(201);
    expect(wib.body.result).toMatchObject({ startsAt: "2030-03-04T23:00:00.000Z", date: "2030-03-05", time: "06:00", timeZoneLabel: "WIB" });

    const mails = await interviewMails(db, applicant.email);
    const first = parseInvite(mails[0]!);
    expect(first.start).toBe("2030-03-04T14:30:00.000Z");
    // Escaped in the file, whole again once parsed.
    expect(first.location).toBe("Jl. Sudirman 1; Lantai 3, Jayapura");
    expect(first.raw).toContain("LOCATION:Jl. Sudirman 1\\; Lantai 3\\, Jayapura");
    expect(parseInvite(mails[1]!).start).toBe("2030-03-04T23:00:00.000Z");
    const [row] = await db.select().from(jobApplications).where(eq(jobApplications.id, applicant.id));
    expect(row!.status).toBe("userInterview");
    const list = await requestJson(ctx.app, "GET", base(job.id, applicant.id), { token: owner });
    expect(list.body.result.docs.map((doc: { time: string }) => doc.time)).toEqual(["23:30", "06:00"]);
  });
});

describe("rescheduling and cancelling", () => {
  it("raises SEQUENCE with a new REQUEST, cancels for an interviewer taken off, then sends METHOD:CANCEL", async () => {
    const db = ctx.database.db;
    const { job, applicant } = await setup(db);
    const created = await requestJson(ctx.app, "POST", base(job.id, applicant.id), { token: owner, body: plan() });
    const id = created.body.result.id;
    const uid = `interview-${id}@hiring-portal.local`;

    const { step: _step, ...rest } = plan({ time: "14:15", durationMinutes: 90, interviewerUserIds: [demoIds.demoOwner] });
    const moved = await requestJson(ctx.app, "PATCH", `${base(job.id, applicant.id)}/${id}`, { token: owner, body: rest });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body.result).toMatchObject({ sequence: 1, startsAt: "2030-03-04T07:15:00.000Z", durationMinutes: 90, status: "scheduled" });

    const candidateMails = await interviewMails(db, applicant.email);
    expect(candidateMails.map((mail) => mail.category)).toEqual(["interview-invitation", "interview-update"]);
    expect(parseInvite(candidateMails[1]!)).toMatchObject({ method: "REQUEST", uid, sequence: 1, start: "2030-03-04T07:15:00.000Z", end: "2030-03-04T08:45:00.000Z" });
    const memberMails = (await interviewMails(db, DEMO_MEMBER_EMAIL)).filter((mail) => mail.textBody.includes(applicant.email));
    expect(memberMails.map((mail) => mail.category)).toEqual(["interview-invitation", "interview-cancellation"]);
    expect(parseInvite(memberMails[1]!)).toMatchObject({ method: "CANCEL", uid, sequence: 1, status: "CANCELLED" });
    expect((await eventsOf(db, [applicant.id], "interviewRescheduled"))[0]!.data).toMatchObject({ sequence: 1, previousStartsAt: "2030-03-04T03:00:00.000Z" });

    const cancelled = await requestJson(ctx.app, "POST", `${base(job.id, applicant.id)}/${id}/cancel`, { token: owner });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(cancelled.body.result).toMatchObject({ status: "cancelled", sequence: 2 });
    const last = (await interviewMails(db, applicant.email)).at(-1)!;
    expect(last.category).toBe("interview-cancellation");
    expect(parseInvite(last)).toMatchObject({ method: "CANCEL", attachmentMethod: "CANCEL", uid, sequence: 2, status: "CANCELLED", start: "2030-03-04T07:15:00.000Z" });
    expect(await eventsOf(db, [applicant.id], "interviewCancelled")).toHaveLength(1);

    // Again: unchanged, nothing more sent. Rescheduling a cancelled interview: 409.
    const count = (await interviewMails(db, applicant.email)).length;
    const again = await requestJson(ctx.app, "POST", `${base(job.id, applicant.id)}/${id}/cancel`, { token: owner });
    expect(again.body.result.sequence).toBe(2);
    expect(await interviewMails(db, applicant.email)).toHaveLength(count);
    const late = await requestJson(ctx.app, "PATCH", `${base(job.id, applicant.id)}/${id}`, { token: owner, body: rest });
    expect(late.status).toBe(409);
    expect(late.body.code).toBe("INTERVIEW_CANCELLED");
  });
});

describe("permissions, tenants and bad input", () => {
  it("lets viewers read but not schedule; another company gets 404", async () => {
    const db = ctx.database.db;
    const { job, applicant } = await setup(db);
    await setMemberPermissions(db, [{ resource: "jobPost", action: "view", jobIds: [job.id] }]);
    const denied = await requestJson(ctx.app, "POST", base(job.id, applicant.id), { token: member, body: plan() });
    expect(denied.status).toBe(403);
    expect(denied.body.code).toBe("PERMISSION_DENIED");
    expect((await requestJson(ctx.app, "GET", base(job.id, applicant.id), { token: member })).status).toBe(200);

    const created = await requestJson(ctx.app, "POST", base(job.id, applicant.id), { token: owner, body: plan({ interviewerUserIds: [demoIds.demoOwner] }) });
    const id = created.body.result.id;
    expect((await requestJson(ctx.app, "POST", `${base(job.id, applicant.id)}/${id}/cancel`, { token: member })).status).toBe(403);

    for (const [method, path, body] of [
      ["GET", base(job.id, applicant.id), undefined],
      ["POST", base(job.id, applicant.id), plan()],
      ["POST", `${base(job.id, applicant.id)}/${id}/cancel`, undefined],
    ] as const) {
      const response = await requestJson(ctx.app, method, path, { token: otherOwner, body });
      expect(response.status, `${method} ${path}`).toBe(404);
    }
    const [row] = await db.select().from(jobApplications).where(eq(jobApplications.id, applicant.id));
    expect(row!.status).toBe("hrInterview");
  });

  it("refuses interviewers who cannot see the job", async () => {
    const db = ctx.database.db;
    const { job, applicant } = await setup(db);
    await setMemberPermissions(db, [{ resource: "jobPost", action: "view", jobIds: [] }]);
    const response = await requestJson(ctx.app, "POST", base(job.id, applicant.id), { token: owner, body: plan() });
    expect(response.status).toBe(422);
    expect(response.body.data.errors[0].field).toBe("interviewerUserIds");
    const stranger = await requestJson(ctx.app, "POST", base(job.id, applicant.id), { token: owner, body: plan({ interviewerUserIds: [demoIds.otherOwner] }) });
    expect(stranger.status).toBe(422);
  });

  it.each([
    ["date", { date: "2030-02-30" }],
    ["time", { time: "24:00" }],
    ["timeZone", { timeZone: "Asia/Singapore" }],
    ["durationMinutes", { durationMinutes: 5 }],
    ["meetingUrl", { meetingUrl: undefined }],
    ["location", { mode: "inPerson", meetingUrl: undefined }],
    ["interviewerUserIds", { interviewerUserIds: [] }],
    ["step", { step: "techTestSent" }],
    ["message", { message: "Hi {{Compnay Name}}" }],
  ])("answers 422 naming %s", async (field, overrides) => {
    const { job, applicant } = await setup(ctx.database.db);
    const response = await requestJson(ctx.app, "POST", base(job.id, applicant.id), { token: owner, body: plan(overrides) });
    expect(response.status, JSON.stringify(response.body)).toBe(422);
    expect(response.body.data.errors.map((error: { field: string }) => error.field)).toContain(field);
    expect(await interviewMails(ctx.database.db, applicant.email)).toHaveLength(0);
  });
});
