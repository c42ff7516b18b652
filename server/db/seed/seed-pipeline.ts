import { and, eq, inArray, isNull } from "drizzle-orm";
import { hashToken } from "../../auth/secure-tokens";
import { textPdf } from "../../lib/simple-pdf";
import { recordApplicationEvents, type ApplicationEventInput } from "../../modules/pipeline/application-events";
import type { FileStorage } from "../../storage/file-storage";
import type { Executor } from "../client";
import { jobApplications, type PreScreeningAnswer } from "../schema/applications";
import { techTests } from "../schema/pipeline";
import { talents } from "../schema/talents";
import { demoIds } from "./demo-ids";
import { DEMO_COMPANY_NAMES, DEMO_USER_NAMES } from "./seed-accounts";
import { APPLICANT_STORIES, storyKey } from "./seed-applicant-stories";
import { playStory, type PlayedStory } from "./seed-applicant-timeline";
import { DEMO_JOBS, type SeedApplicant, type SeedJob } from "./seed-job-content";
import { cvLines, talentProfile, type SeedTalentProfile } from "./seed-talent-profiles";
import { seedApplicationId, seedStepId, seedTalentId } from "./seed-uuid";

const DAY_MS = 24 * 60 * 60 * 1000;

/** One demo application with everything the seed writes for it. */
export type DemoApplication = {
  job: SeedJob;
  applicant: SeedApplicant;
  applicationId: string;
  talentId: string;
  appliedAt: Date;
  profile: SeedTalentProfile;
  story: PlayedStory;
};

const publishedJobs = (companyId: string) => DEMO_JOBS.filter((job) => job.companyId === companyId && job.status === "published").length;
const actors = {
  owner: { userId: demoIds.demoOwner, name: DEMO_USER_NAMES[demoIds.demoOwner] },
  member: { userId: demoIds.demoMember, name: DEMO_USER_NAMES[demoIds.demoMember] },
};

/** Every demo application as of `now`: its applicant's profile and story played to the end. */
export function demoApplications(now: Date): DemoApplication[] {
  return DEMO_JOBS.flatMap((job) =>
    job.applicants.map((applicant) => {
      const applicationId = seedApplicationId(job.id, applicant.email);
      const acts = APPLICANT_STORIES[storyKey(job.id, applicant.email)] ?? [];
      return {
        job,
        applicant,
        applicationId,
        talentId: seedTalentId(applicant.email),
        appliedAt: new Date(now.getTime() - applicant.daysAgo * DAY_MS),
        profile: talentProfile(job, applicant, now),
        story: playStory(job, applicant, acts, {
          now,
          applicationId,
          companyName: DEMO_COMPANY_NAMES[job.companyId as keyof typeof DEMO_COMPANY_NAMES],
          publishedJobs: publishedJobs(job.companyId),
          actors,
        }),
      };
    }),
  );
}

/** The answers of an applicant to the job's questions, fitting each question's type. */
function answersOf({ job, applicant, profile }: DemoApplication, now: Date): PreScreeningAnswer[] {
  const thisYear = now.getUTCFullYear();
  const yearsWorked = profile.experiences.reduce((sum, entry) => sum + (entry.endDate ? Number(entry.endDate.slice(0, 4)) : thisYear) - Number(entry.startDate.slice(0, 4)), 0);
  return job.questions.flatMap((question): PreScreeningAnswer[] => {
    if (question.type === "numeric") return [{ questionId: question.id, value: yearsWorked }];
    // A required condition the system rejects on: only the applicant rejected by the system says No.
    if (question.type === "radio") return [{ questionId: question.id, value: applicant.status === "rejectedBySystem" ? (question.options[1] ?? "No") : (question.options[0] ?? "Yes") }];
    if (question.type === "shortText" && profile.portfolioUrl && applicant.source !== "recommendation") return [{ questionId: question.id, value: `${profile.portfolioUrl}/case-study` }];
    return [];
  });
}

/**
 * Talents, applications (in their final step and status, with the tech-test copy), tech tests and
 * timelines of the demo applicants. Idempotent: fixed ids, and every timeline record carries a
 * request id, so a second run writes nothing.
 */
export async function seedDemoApplications(db: Executor, now: Date): Promise<DemoApplication[]> {
  const applications = demoApplications(now);
  const firstByEmail = new Map<string, DemoApplication>();
  for (const entry of applications) if (!firstByEmail.has(entry.applicant.email)) firstByEmail.set(entry.applicant.email, entry);

  await db
    .insert(talents)
    .values(
      [...firstByEmail.values()].map(({ applicant, talentId, appliedAt, profile }) => ({
        id: talentId,
        email: applicant.email,
        name: applicant.name,
        phone: applicant.phone,
        experienceLevel: applicant.experienceLevel,
        lastEducation: profile.lastEducation,
        university: applicant.university,
        major: applicant.major,
        gpa: profile.gpa,
        gender: profile.gender,
        birthDate: profile.birthDate,
        city: profile.city,
        skills: profile.skills,
        portfolioUrl: profile.portfolioUrl,
        linkedinUrl: profile.linkedinUrl,
        source: "seed" as const,
        schoolType: profile.schoolType,
        traits: profile.traits,
        rank: profile.rank,
        companyTypes: profile.companyTypes,
        expectedSalary: profile.expectedSalary,
        toeflScore: profile.toeflScore,
        education: profile.education,
        experiences: profile.experiences,
        createdAt: appliedAt,
        updatedAt: appliedAt,
      })),
    )
    .onConflictDoNothing();

  await db
    .insert(jobApplications)
    .values(
      applications.map((entry) => ({
        id: entry.applicationId,
        companyId: entry.job.companyId,
        jobId: entry.job.id,
        talentId: entry.talentId,
        recruitmentStepId: seedStepId(entry.job.id, entry.story.stepKey),
        status: entry.story.status,
        source: entry.applicant.source ?? ("applicant" as const),
        name: entry.applicant.name,
        email: entry.applicant.email,
        phone: entry.applicant.phone,
        portfolioUrl: entry.profile.portfolioUrl,
        experienceLevel: entry.applicant.experienceLevel,
        answers: answersOf(entry, now),
        appliedAt: entry.appliedAt,
        statusChangedAt: entry.story.statusChangedAt,
        techTestStatus: entry.story.techTestMirror?.status ?? null,
        techTestDeadlineAt: entry.story.techTestMirror?.deadlineAt ?? null,
        techTestSubmittedAt: entry.story.techTestMirror?.submittedAt ?? null,
        createdAt: entry.appliedAt,
        updatedAt: entry.story.statusChangedAt,
      })),
    )
    .onConflictDoNothing();

  const tests = applications.flatMap((entry) => entry.story.techTests.map((test) => ({ entry, test })));
  if (tests.length > 0) {
    await db
      .insert(techTests)
      .values(
        tests.map(({ entry, test }) => ({
          id: test.id,
          companyId: entry.job.companyId,
          jobId: entry.job.id,
          applicationId: entry.applicationId,
          recruitmentStepId: seedStepId(entry.job.id, test.stepKey),
          tokenHash: hashToken(test.token),
          status: test.status,
          startLimitHours: test.settings.startLimitHours,
          durationHours: test.settings.durationHours,
          submissionTypes: test.settings.submissionTypes,
          subject: test.subject,
          message: test.message,
          sentByUserId: test.sentByUserId,
          sentAt: test.sentAt,
          confirmBy: test.confirmBy,
          confirmedAt: test.confirmedAt,
          submitBy: test.submitBy,
          submittedAt: test.submittedAt,
          submissionLink: test.submissionLink,
          submissionFileName: test.documentFileName,
          reminderSentAt: test.reminderSentAt,
          createdAt: test.sentAt,
          updatedAt: test.submittedAt ?? test.confirmedAt ?? test.sentAt,
        })),
      )
      .onConflictDoNothing();
  }

  const events: ApplicationEventInput[] = applications.flatMap((entry) =>
    entry.story.events.map((event, index) => ({
      companyId: entry.job.companyId,
      jobId: entry.job.id,
      applicationId: entry.applicationId,
      type: event.type,
      actor: event.actor,
      actorUserId: event.actorUserId,
      requestId: `seed:${index}`,
      data: event.data,
      at: event.at,
    })),
  );
  await recordApplicationEvents(db, events);
  return applications;
}


/**
 * The files of the demo applications, through the file storage as the careers page and the
 * candidate's tech-test page store them: a CV (a real PDF with the applicant's profile) for each
 * applicant who sent one, and the documents of submitted tech tests. Run after the records are
 * committed; writes only what is missing (no key yet, or the key's file is gone), so it is
 * idempotent and repairs a database whose files were removed.
 */
export async function seedDemoFiles(db: Executor, storage: FileStorage, now: Date): Promise<number> {
  const all = demoApplications(now);
  const applications = all.filter((entry) => entry.applicant.cv !== false);
  let written = 0;
  const stored = await db
    .select({ id: jobApplications.id, key: jobApplications.cvStorageKey })
    .from(jobApplications)
    .where(inArray(jobApplications.id, applications.map((entry) => entry.applicationId)));
  const keyOf = new Map(stored.map((row) => [row.id, row.key]));
  for (const entry of applications) {
    const key = keyOf.get(entry.applicationId);
    if (key === undefined || (key !== null && (await storage.get(key)) !== null)) continue;
    const file = await storage.put({ data: textPdf(cvLines(entry.applicant, entry.profile)), prefix: `cvs/${entry.job.companyId}`, extension: "pdf" });
    await db
      .update(jobApplications)
      .set({ cvStorageKey: file.key, cvFileName: `${entry.applicant.name} CV.pdf` })
      .where(and(eq(jobApplications.id, entry.applicationId), key === null ? isNull(jobApplications.cvStorageKey) : eq(jobApplications.cvStorageKey, key)));
    await db.update(talents).set({ cvStorageKey: file.key }).where(eq(talents.id, entry.talentId));
    written += 1;
  }

  const documents = all.flatMap((entry) => entry.story.techTests.filter((test) => test.documentFileName).map((test) => ({ entry, test })));
  if (documents.length === 0) return written;
  const storedDocuments = await db
    .select({ id: techTests.id, key: techTests.submissionStorageKey })
    .from(techTests)
    .where(inArray(techTests.id, documents.map(({ test }) => test.id)));
  const documentKeyOf = new Map(storedDocuments.map((row) => [row.id, row.key]));
  for (const { entry, test } of documents) {
    const key = documentKeyOf.get(test.id);
    if (key === undefined || (key !== null && (await storage.get(key)) !== null)) continue;
    const lines = [
      `${entry.job.role} case study`,
      `Submitted by ${entry.applicant.name} on ${test.submittedAt?.toISOString().slice(0, 10)}`,
      "",
      "1. Design: a settlement service that takes payment webhooks and writes ledger entries.",
      "2. Idempotency: every webhook carries an event id; a unique index makes a retry a no-op.",
      "3. Failures: a transactional outbox sends the notifications after the ledger commits.",
      "4. Tests: duplicate, out-of-order and late webhooks, and a crash between the steps.",
    ];
    const file = await storage.put({ data: textPdf(lines), prefix: `tech-tests/${entry.job.companyId}`, extension: "pdf" });
    await db
      .update(techTests)
      .set({ submissionStorageKey: file.key })
      .where(and(eq(techTests.id, test.id), key === null ? isNull(techTests.submissionStorageKey) : eq(techTests.submissionStorageKey, key)));
    written += 1;
  }
  return written;
}
