import type { CompanySessionContext } from "@/server/auth/session-types";
import type { Database, Executor } from "@/server/db/client";
import { emailSenderFacts, placeholderValues, renderTemplate } from "@/server/modules/candidate-emails/candidate-email-sending-service";
import { EMAIL_PLACEHOLDERS } from "@/server/modules/jobs/jobs-contract";
import { jobForAction } from "@/server/modules/jobs/jobs-service";
import { queueEmails } from "@/server/modules/mail/outbox-service";
import { jobAudienceUserIds } from "@/server/modules/permissions/permissions-service";
import { recordApplicationEvent, requireJobApplications, setApplicationStatus } from "@/server/modules/pipeline/timeline-service";
import { interviewEmails, type InterviewMailFacts } from "./interview-emails";
import { INTERVIEW_STAGE_LABELS, TIME_ZONE_LABELS, zonedInstant, zonedParts } from "./interviews-contract";
import { interviewCancelled, interviewNotFound, unknownInterviewer, unknownMessagePlaceholder } from "./interviews-errors";
import { findInterview, insertInterview, interviewsOfApplication, updateInterview, usersByIds, type InterviewRow } from "./interviews-queries";
import type { Interview, InterviewList, RescheduleInterviewBody, ScheduleInterviewBody } from "./interviews-schemas";

type ApplicantParams = { jobId: string; applicationId: string };
type InterviewParams = ApplicantParams & { interviewId: string };
type Person = { userId: string; name: string; email: string };

/** The message may use spec 3's placeholders only: a typo would reach the candidate as `{{Compnay Name}}`. */
function assertKnownPlaceholders(message: string): void {
  const [unknown] = renderTemplate(message, Object.fromEntries(EMAIL_PLACEHOLDERS.map((name) => [name, ""]))).unknownPlaceholders;
  if (unknown !== undefined) throw unknownMessagePlaceholder(unknown, EMAIL_PLACEHOLDERS);
}

/** The people who may interview for a job: the company's active owners and the members who see it. */
async function eligibleInterviewers(db: Executor, companyId: string, jobId: string): Promise<Person[]> {
  const ids = await jobAudienceUserIds(db, companyId, jobId, "view");
  const rows = await usersByIds(db, ids);
  return rows.map((row) => ({ userId: row.id, name: row.name, email: row.email })).sort((a, b) => a.name.localeCompare(b.name));
}

/** The chosen interviewers, in the order chosen, or 422 on interviewerUserIds when any may not interview. */
async function chosenInterviewers(db: Executor, companyId: string, jobId: string, userIds: readonly string[]): Promise<Person[]> {
  const byId = new Map((await eligibleInterviewers(db, companyId, jobId)).map((person) => [person.userId, person]));
  return userIds.map((id) => {
    const person = byId.get(id);
    if (!person) throw unknownInterviewer();
    return person;
  });
}

function toInterview(row: InterviewRow, people: ReadonlyMap<string, Person>): Interview {
  const { date, time } = zonedParts(row.startsAt, row.timeZone);
  return {
    id: row.id,
    applicationId: row.applicationId,
    jobId: row.jobId,
    step: row.step,
    startsAt: row.startsAt.toISOString(),
    date,
    time,
    timeZone: row.timeZone,
    timeZoneLabel: TIME_ZONE_LABELS[row.timeZone],
    durationMinutes: row.durationMinutes,
    mode: row.mode,
    location: row.location,
    meetingUrl: row.meetingUrl,
    interviewers: row.interviewerUserIds.flatMap((id) => {
      const person = people.get(id);
      return person ? [person] : [];
    }),
    message: row.message,
    sequence: row.sequence,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

async function peopleOf(db: Executor, userIds: readonly string[]): Promise<Map<string, Person>> {
  const rows = await usersByIds(db, [...new Set(userIds)]);
  return new Map(rows.map((row) => [row.id, { userId: row.id, name: row.name, email: row.email }]));
}

/** The plan's columns: the instant from the wall-clock time in its zone, and only the mode's place. */
function planColumns(plan: RescheduleInterviewBody) {
  return {
    startsAt: zonedInstant(plan.date, plan.time, plan.timeZone),
    durationMinutes: plan.durationMinutes,
    timeZone: plan.timeZone,
    mode: plan.mode,
    location: plan.mode === "inPerson" ? plan.location! : null,
    meetingUrl: plan.mode === "online" ? plan.meetingUrl! : null,
    interviewerUserIds: [...plan.interviewerUserIds],
  };
}

/** What the mails about the interview's current version say. */
async function mailFacts(
  tx: Executor,
  session: CompanySessionContext,
  job: { role: string },
  row: InterviewRow,
  applicant: { name: string; email: string },
  interviewers: readonly Person[],
  now: Date,
): Promise<InterviewMailFacts> {
  const facts = (await emailSenderFacts(tx, { companyId: session.companyId, userId: session.userId }))!;
  // The member who scheduled it organises it; if their account is gone, the one acting now.
  const organizerId = row.createdByUserId ?? session.userId;
  const people = await peopleOf(tx, [organizerId, session.userId]);
  const organizer = people.get(organizerId) ?? people.get(session.userId) ?? { userId: session.userId, name: facts.senderName ?? facts.companyName, email: "" };
  return {
    interviewId: row.id,
    sequence: row.sequence,
    step: row.step,
    startsAt: row.startsAt,
    durationMinutes: row.durationMinutes,
    timeZone: row.timeZone,
    mode: row.mode,
    location: row.location,
    meetingUrl: row.meetingUrl,
    companyName: facts.companyName,
    jobTitle: job.role,
    candidate: { name: applicant.name, email: applicant.email },
    interviewers,
    organizer,
    candidateMessage: renderTemplate(
      row.message,
      placeholderValues(
        {
          sender: { companyName: facts.companyName, senderName: facts.senderName, publishedJobs: facts.publishedJobs },
          jobTitle: job.role,
          recipient: { name: applicant.name, stepName: INTERVIEW_STAGE_LABELS[row.step] },
          newJob: null,
        },
        EMAIL_PLACEHOLDERS,
      ),
    ).text,
    stamp: now,
  };
}

function timelineData(row: InterviewRow) {
  return {
    interviewId: row.id,
    step: row.step,
    startsAt: row.startsAt.toISOString(),
    timeZone: row.timeZone,
    durationMinutes: row.durationMinutes,
    mode: row.mode,
    sequence: row.sequence,
  };
}

/** GET .../candidates/{applicationId}/interviews: the applicant's interviews, for those who see the job. */
export async function listInterviews(db: Executor, session: CompanySessionContext, params: ApplicantParams): Promise<InterviewList> {
  await jobForAction(db, session, params.jobId, "view");
  await requireJobApplications(db, { companyId: session.companyId, jobId: params.jobId, applicationIds: [params.applicationId] });
  const rows = await interviewsOfApplication(db, { companyId: session.companyId, ...params });
  const people = await peopleOf(db, rows.flatMap((row) => row.interviewerUserIds));
  return { docs: rows.map((row) => toInterview(row, people)) };
}

/** GET /v1/job-portal/job/{jobId}/interviewers: who may be chosen to interview for the job. */
export async function listInterviewers(db: Executor, session: CompanySessionContext, jobId: string): Promise<{ docs: Person[] }> {
  await jobForAction(db, session, jobId, "view");
  return { docs: await eligibleInterviewers(db, session.companyId, jobId) };
}

/**
 * POST .../candidates/{applicationId}/interviews: job Editors schedule an interview. In one
 * transaction: the interview (SEQUENCE 0), the applicant's interview status (with its statusChanged
 * record, as a decision writes it), an interviewScheduled record, and the invites (METHOD:REQUEST)
 * to the candidate and each interviewer in the outbox, so a crash neither loses nor doubles them.
 */
export async function scheduleInterview(db: Database, session: CompanySessionContext, params: ApplicantParams, body: ScheduleInterviewBody, now = new Date()): Promise<Interview> {
  const { job } = await jobForAction(db, session, params.jobId, "manage");
  assertKnownPlaceholders(body.message);
  const interviewers = await chosenInterviewers(db, session.companyId, params.jobId, body.interviewerUserIds);
  return db.transaction(async (tx) => {
    const [applicant] = await requireJobApplications(tx, { companyId: session.companyId, jobId: params.jobId, applicationIds: [params.applicationId] }, { lock: true });
    const row = await insertInterview(tx, {
      companyId: session.companyId,
      jobId: params.jobId,
      applicationId: params.applicationId,
      step: body.step,
      ...planColumns(body),
      message: body.message,
      sequence: 0,
      status: "scheduled",
      createdByUserId: session.userId,
      createdAt: now,
      updatedAt: now,
    });
    await setApplicationStatus(tx, { companyId: session.companyId, jobId: params.jobId, application: applicant!, status: body.step, actorUserId: session.userId, now, data: { interviewId: row.id } });
    await recordApplicationEvent(tx, {
      companyId: session.companyId,
      jobId: params.jobId,
      applicationId: params.applicationId,
      type: "interviewScheduled",
      actor: "member",
      actorUserId: session.userId,
      at: now,
      data: timelineData(row),
    });
    const facts = await mailFacts(tx, session, job, row, applicant!, interviewers, now);
    await queueEmails(tx, interviewEmails(facts, "invitation", { candidate: true, interviewers }));
    return toInterview(row, new Map(interviewers.map((person) => [person.userId, person])));
  });
}

/**
 * PATCH .../interviews/{interviewId}: a new time, place or interviewers. SEQUENCE goes up by one and
 * everyone on it gets the new REQUEST; an interviewer taken off gets a CANCEL. 409 once cancelled.
 */
export async function rescheduleInterview(db: Database, session: CompanySessionContext, params: InterviewParams, body: RescheduleInterviewBody, now = new Date()): Promise<Interview> {
  const { job } = await jobForAction(db, session, params.jobId, "manage");
  assertKnownPlaceholders(body.message);
  const interviewers = await chosenInterviewers(db, session.companyId, params.jobId, body.interviewerUserIds);
  return db.transaction(async (tx) => {
    const [applicant] = await requireJobApplications(tx, { companyId: session.companyId, jobId: params.jobId, applicationIds: [params.applicationId] }, { lock: true });
    const before = await findInterview(tx, { companyId: session.companyId, ...params }, { lock: true });
    if (!before) throw interviewNotFound();
    if (before.status === "cancelled") throw interviewCancelled();
    const row = await updateInterview(tx, { companyId: session.companyId, interviewId: before.id }, { ...planColumns(body), message: body.message, sequence: before.sequence + 1, updatedAt: now });
    await recordApplicationEvent(tx, {
      companyId: session.companyId,
      jobId: params.jobId,
      applicationId: params.applicationId,
      type: "interviewRescheduled",
      actor: "member",
      actorUserId: session.userId,
      at: now,
      data: { ...timelineData(row), previousStartsAt: before.startsAt.toISOString() },
    });
    const facts = await mailFacts(tx, session, job, row, applicant!, interviewers, now);
    const removedIds = before.interviewerUserIds.filter((id) => !body.interviewerUserIds.includes(id));
    const removed = [...(await peopleOf(tx, removedIds)).values()];
    await queueEmails(tx, [
      ...interviewEmails(facts, "update", { candidate: true, interviewers }),
      ...interviewEmails(facts, "cancellation", { candidate: false, interviewers: removed }),
    ]);
    return toInterview(row, new Map(interviewers.map((person) => [person.userId, person])));
  });
}

/**
 * POST .../interviews/{interviewId}/cancel: the interview is cancelled; SEQUENCE goes up and the
 * candidate and interviewers get METHOD:CANCEL. The applicant keeps its status (the recruiter
 * decides what comes next). Cancelling again answers the interview unchanged, sending nothing.
 */
export async function cancelInterview(db: Database, session: CompanySessionContext, params: InterviewParams, now = new Date()): Promise<Interview> {
  const { job } = await jobForAction(db, session, params.jobId, "manage");
  return db.transaction(async (tx) => {
    const [applicant] = await requireJobApplications(tx, { companyId: session.companyId, jobId: params.jobId, applicationIds: [params.applicationId] }, { lock: true });
    const before = await findInterview(tx, { companyId: session.companyId, ...params }, { lock: true });
    if (!before) throw interviewNotFound();
    const people = await peopleOf(tx, before.interviewerUserIds);
    if (before.status === "cancelled") return toInterview(before, people);
    const row = await updateInterview(tx, { companyId: session.companyId, interviewId: before.id }, { status: "cancelled", cancelledAt: now, sequence: before.sequence + 1, updatedAt: now });
    await recordApplicationEvent(tx, {
      companyId: session.companyId,
      jobId: params.jobId,
      applicationId: params.applicationId,
      type: "interviewCancelled",
      actor: "member",
      actorUserId: session.userId,
      at: now,
      data: timelineData(row),
    });
    const interviewers = row.interviewerUserIds.flatMap((id) => (people.has(id) ? [people.get(id)!] : []));
    const facts = await mailFacts(tx, session, job, row, applicant!, interviewers, now);
    await queueEmails(tx, interviewEmails(facts, "cancellation", { candidate: true, interviewers }));
    return toInterview(row, people);
  });
}
