import { createHash } from "node:crypto";
import { BUILT_IN_TEMPLATES } from "../../modules/candidate-emails/built-in-templates";
import { STEP_ENTRY_STATUS, type ApplicationStatus, type StepType, type TechTestStatus } from "../../modules/jobs/jobs-contract";
import type { ApplicationEventActor, ApplicationEventType } from "../../modules/pipeline/pipeline-contract";
import { DECISION_STATUS, NOTE_MAX_LENGTH } from "../../modules/pipeline/pipeline-contract";
import { resolveTechTestSettings, type ResolvedTechTestSettings } from "../../modules/tech-tests/send-tech-tests";
import { TECH_TEST_REMINDER_LEAD_HOURS } from "../../modules/tech-tests/tech-tests-schemas";
import type { StoryAct, StoryActor, StoryEmail, TechTestStory } from "./seed-applicant-stories";
import type { SeedApplicant, SeedJob, SeedStep } from "./seed-job-content";
import { seedUuid } from "./seed-uuid";

const HOUR_MS = 60 * 60 * 1000;

/**
 * The statuses the seed places in each kind of step: a board column shows these (spec 3 Default
 * board columns: Rejected covers rejected and expired, CV Screening notProcessed and
 * curatedInProgress; approached stays in place when a job has no On Hold step).
 */
export const STATUSES_BY_STEP_TYPE: Record<StepType, readonly ApplicationStatus[]> = {
  notProcessed: ["notProcessed", "curatedInProgress", "review", "approached"],
  accepted: ["accepted", "waitListed", "offered", "differentJob"],
  techTest: ["techTestSent", "techTestSubmitted"],
  custom: ["custom", "hrInterview", "userInterview", "offered"],
  approached: ["approached", "waitListed"],
  rejected: ["rejected", "rejectedBySystem", "expired"],
};

export type StoryContext = {
  now: Date;
  applicationId: string;
  companyName: string;
  /** The company's published jobs, for the {{total jobs}} placeholder. */
  publishedJobs: number;
  actors: Record<StoryActor, { userId: string; name: string }>;
};

export type PlayedEvent = { type: ApplicationEventType; actor: ApplicationEventActor; actorUserId: string | null; at: Date; data: Record<string, unknown> };

export type PlayedTechTest = {
  id: string;
  token: string;
  stepKey: string;
  sentByUserId: string;
  status: TechTestStatus;
  settings: ResolvedTechTestSettings;
  subject: string;
  message: string;
  sentAt: Date;
  confirmBy: Date;
  confirmedAt: Date | null;
  submitBy: Date | null;
  submittedAt: Date | null;
  reminderSentAt: Date | null;
  submissionLink: string | null;
  documentFileName: string | null;
};

export type PlayedStory = {
  stepKey: string;
  status: ApplicationStatus;
  statusChangedAt: Date;
  events: PlayedEvent[];
  techTests: PlayedTechTest[];
  /** The application's copy of its latest tech test (job_applications.tech_test_*). */
  techTestMirror: { status: TechTestStatus; deadlineAt: Date | null; submittedAt: Date | null } | null;
};

/**
 * The private link's token of a demo tech test. Derived from the test's id, so the seed stays
 * repeatable and a demo can open the candidate page (/tech-test/{token}); like the demo password,
 * it is public knowledge and only ever names demo data.
 */
export function demoTechTestToken(techTestId: string): string {
  return createHash("sha256").update(`demo-tech-test:${techTestId}`).digest("base64url");
}

const fill = (text: string, values: Record<string, string>) => text.replace(/\{\{\s*([^{}]+?)\s*\}\}/g, (written, name: string) => values[name] ?? written);

/**
 * Plays an applicant's story (seed-applicant-stories.ts) from their application into the timeline
 * records, tech tests and final state the product would have written, each at its own time. Throws
 * when the story does not fit the job or does not end in the applicant's step and status.
 */
export function playStory(job: SeedJob, applicant: SeedApplicant, acts: StoryAct[], context: StoryContext): PlayedStory {
  const { now } = context;
  const at = (hoursAgo: number, plusSeconds = 0) => new Date(now.getTime() - hoursAgo * HOUR_MS + plusSeconds * 1000);
  const fail = (message: string): never => {
    throw new Error(`Seed story of ${applicant.name} (${job.role}): ${message}`);
  };
  const stepOf = (key: string): SeedStep => job.steps.find((step) => step.key === key) ?? fail(`no step ${key}`);
  const firstOfType = (type: SeedStep["type"]) => job.steps.find((step) => step.type === type);

  const appliedAt = at(applicant.daysAgo * 24);
  let step = firstOfType("notProcessed") ?? fail("no CV Screening step");
  let status: ApplicationStatus = "notProcessed";
  let statusChangedAt = appliedAt;
  const events: PlayedEvent[] = [];
  const techTests: PlayedTechTest[] = [];
  const source = applicant.source ?? "applicant";
  // The first record, as addApplicant writes it.
  events.push({ type: source === "import" ? "imported" : "applied", actor: source === "import" ? "system" : "candidate", actorUserId: null, at: appliedAt, data: { source } });

  const actorOf = (by: StoryActor | "system") => (by === "system" ? { actor: "system" as const, actorUserId: null } : { actor: "member" as const, actorUserId: context.actors[by].userId });

  const email = (by: StoryActor | "system", choice: StoryEmail, when: Date) => {
    if (by === "system") fail("the system sends no candidate emails here");
    const { key, values } = typeof choice === "string" ? { key: choice, values: {} } : choice;
    const template = BUILT_IN_TEMPLATES[key];
    const all = {
      "Company Name": context.companyName,
      "Job Title": job.role,
      "Your Name": context.actors[by as StoryActor].name,
      "Talent Name": applicant.name,
      "Step Name": step.name,
      "total jobs": String(context.publishedJobs),
      ...values,
    };
    events.push({ type: "emailSent", ...actorOf(by), at: when, data: { templateKey: key, subject: fill(template.subject, all), body: fill(template.body, all), emailId: null } });
  };

  const change = (by: StoryActor | "system", when: Date, decision: string | null, to: SeedStep, toStatus: ApplicationStatus) => {
    if (to.key === step.key && toStatus === status) fail(`already in ${to.name} as ${status} at ${when.toISOString()}`);
    events.push({
      type: "statusChanged",
      ...actorOf(by),
      at: when,
      data: { decision, fromStatus: status, toStatus, fromStep: { id: step.key, name: step.name }, toStep: { id: to.key, name: to.name } },
    });
    step = to;
    status = toStatus;
    statusChangedAt = when;
  };

  let previousHours = applicant.daysAgo * 24;
  for (const act of acts) {
    if (act.hoursAgo > previousHours || act.hoursAgo < 0) fail(`acts must run forward from the application to now (${act.kind} at ${act.hoursAgo} h ago)`);
    previousHours = act.hoursAgo;
    const when = at(act.hoursAgo);
    if (act.kind === "decide") {
      const target = act.decision === "approached" ? (firstOfType("approached") ?? step) : (firstOfType(act.decision) ?? fail(`no ${act.decision} step`));
      change(act.by, when, act.decision, target, DECISION_STATUS[act.decision]);
      if (act.email) email(act.by, act.email, at(act.hoursAgo, 1));
    } else if (act.kind === "move") {
      const target = stepOf(act.toStep);
      change(act.by, when, act.by === "system" ? null : "moveToStep", target, act.status ?? STEP_ENTRY_STATUS[target.type]);
      if (act.email) email(act.by, act.email, at(act.hoursAgo, 1));
    } else if (act.kind === "status") {
      change(act.by, when, null, step, act.status);
      if (act.email) email(act.by, act.email, at(act.hoursAgo, 1));
    } else if (act.kind === "note") {
      if (act.body.length > NOTE_MAX_LENGTH) fail(`a note is at most ${NOTE_MAX_LENGTH} characters`);
      events.push({ type: "noteAdded", ...actorOf(act.by), at: when, data: { body: act.body } });
    } else {
      const testStep = firstOfType("techTest") ?? fail("no tech-test step");
      // As sendTechTests does: applicants outside the step move into it first.
      if (step.key !== testStep.key) change(act.by, when, "moveToStep", testStep, STEP_ENTRY_STATUS.techTest);
      const test = playTechTest(act.test, { id: seedUuid(`techTest:${context.applicationId}:${techTests.length}`), step: testStep, by: act.by, sentAt: at(act.hoursAgo, 1) });
      techTests.push(test.row);
      events.push(...test.events);
      if (test.row.submittedAt && status === STEP_ENTRY_STATUS.techTest) {
        status = "techTestSubmitted";
        statusChangedAt = test.row.submittedAt;
      }
      const later = test.events.at(-1)!.at.getTime();
      previousHours = Math.min(previousHours, (now.getTime() - later) / HOUR_MS);
    }
  }

  const expectedStatus = applicant.status ?? STEP_ENTRY_STATUS[stepOf(applicant.step).type];
  if (step.key !== applicant.step || status !== expectedStatus) fail(`ends in ${step.key} as ${status}, not ${applicant.step} as ${expectedStatus}`);
  if (!STATUSES_BY_STEP_TYPE[step.type].includes(status)) fail(`${status} does not belong in a ${step.type} step`);

  const latest = techTests.at(-1);
  const techTestMirror = latest
    ? {
        status: latest.status,
        deadlineAt: latest.status === "waitConfirm" || latest.status === "notConfirm" ? latest.confirmBy : latest.submitBy,
        submittedAt: latest.submittedAt,
      }
    : null;
  return { stepKey: step.key, status, statusChangedAt, events: events.sort((a, b) => a.at.getTime() - b.at.getTime()), techTests, techTestMirror };

  /** The test's life up to now: confirmation, extension, submission, reminders and expiry, as the tech-test module writes them. */
  function playTechTest(story: TechTestStory, input: { id: string; step: SeedStep; by: StoryActor; sentAt: Date }) {
    const settings = resolveTechTestSettings(input.step.techTest ?? null);
    const values = { "Company Name": context.companyName, "Job Title": job.role, "Your Name": context.actors[input.by].name, "Talent Name": applicant.name, "Step Name": input.step.name, "total jobs": String(context.publishedJobs) };
    const subject = fill(settings.subject, values);
    const row: PlayedTechTest = {
      id: input.id,
      token: demoTechTestToken(input.id),
      stepKey: input.step.key,
      sentByUserId: context.actors[input.by].userId,
      status: "waitConfirm",
      settings,
      subject,
      message: fill(settings.message, values),
      sentAt: input.sentAt,
      confirmBy: new Date(input.sentAt.getTime() + settings.startLimitHours * HOUR_MS),
      confirmedAt: null,
      submitBy: null,
      submittedAt: null,
      reminderSentAt: null,
      submissionLink: story.link ?? null,
      documentFileName: story.document ?? null,
    };
    const testEvents: PlayedEvent[] = [
      {
        type: "techTestSent",
        ...actorOf(input.by),
        at: input.sentAt,
        data: { techTestId: row.id, step: { id: input.step.key, name: input.step.name }, stepName: input.step.name, subject, confirmBy: row.confirmBy.toISOString(), startLimitHours: settings.startLimitHours, durationHours: settings.durationHours, submissionTypes: settings.submissionTypes },
      },
    ];
    const candidate = { actor: "candidate" as const, actorUserId: null };
    const system = { actor: "system" as const, actorUserId: null };
    const stage = () => (row.confirmedAt ? "submit" : "confirm");
    const deadline = () => (row.confirmedAt ? row.submitBy! : row.confirmBy);

    // What the five-minute sweep did between the last moment and `until`: the reminder, then expiry.
    const sweepUntil = (until: Date) => {
      const remindAt = new Date(deadline().getTime() - TECH_TEST_REMINDER_LEAD_HOURS * HOUR_MS);
      if (!row.reminderSentAt && remindAt <= until && remindAt <= now) {
        row.reminderSentAt = remindAt;
        testEvents.push({ type: "techTestReminderSent", ...system, at: remindAt, data: { techTestId: row.id, stage: stage(), deadline: deadline().toISOString() } });
      }
      if (deadline() <= until && deadline() <= now) {
        row.status = row.confirmedAt ? "notSubmit" : "notConfirm";
        testEvents.push({ type: "techTestExpired", ...system, at: deadline(), data: { techTestId: row.id, status: row.status, deadline: deadline().toISOString() } });
        return true;
      }
      return false;
    };

    const hoursAgo = (hours: number) => at(hours);
    const moments = [
      ...(story.extension ? [{ kind: "extend" as const, at: hoursAgo(story.extension.hoursAgo) }] : []),
      ...(story.confirmedHoursAgo !== undefined ? [{ kind: "confirm" as const, at: hoursAgo(story.confirmedHoursAgo) }] : []),
      ...(story.submittedHoursAgo !== undefined ? [{ kind: "submit" as const, at: hoursAgo(story.submittedHoursAgo) }] : []),
    ].sort((a, b) => a.at.getTime() - b.at.getTime());

    for (const moment of moments) {
      if (moment.at < input.sentAt) fail(`the tech test's ${moment.kind} comes before it was sent`);
      if (sweepUntil(moment.at)) fail(`the tech test expired before its ${moment.kind}`);
      if (moment.kind === "extend") {
        const previous = deadline();
        const extended = new Date(previous.getTime() + story.extension!.hours * HOUR_MS);
        if (row.confirmedAt) row.submitBy = extended;
        else row.confirmBy = extended;
        row.reminderSentAt = null;
        testEvents.push({
          type: "techTestDeadlineExtended",
          ...actorOf(input.by),
          at: moment.at,
          data: { techTestId: row.id, stage: stage(), hours: story.extension!.hours, previousDeadline: previous.toISOString(), deadline: extended.toISOString(), reopened: false },
        });
      } else if (moment.kind === "confirm") {
        row.confirmedAt = moment.at;
        row.submitBy = new Date(moment.at.getTime() + settings.durationHours * HOUR_MS);
        row.reminderSentAt = null;
        row.status = "waitSubmit";
        testEvents.push({ type: "techTestConfirmed", ...candidate, at: moment.at, data: { techTestId: row.id, submitBy: row.submitBy.toISOString() } });
      } else {
        if (!row.confirmedAt) fail("a tech test is confirmed before it is submitted");
        row.submittedAt = moment.at;
        row.status = "submitted";
        testEvents.push({
          type: "techTestSubmitted",
          ...candidate,
          at: moment.at,
          data: { techTestId: row.id, link: row.submissionLink, fileName: row.documentFileName, fromStatus: STEP_ENTRY_STATUS.techTest, toStatus: "techTestSubmitted" },
        });
      }
    }
    if (row.status !== "submitted") sweepUntil(now);
    return { row, events: testEvents.sort((a, b) => a.at.getTime() - b.at.getTime()) };
  }
}
