import { and, eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { jobApplications } from "@/server/db/schema/applications";
import { companies } from "@/server/db/schema/companies";
import { companyPhotos } from "@/server/db/schema/company-photos";
import { notifications } from "@/server/db/schema/notifications";
import { demoIds } from "@/server/db/seed/demo-ids";
import { setMemberPermissions } from "@/tests/api/permission-helpers";
import { createMember } from "@/tests/api/team-helpers";
import { useTestApp } from "@/tests/api/test-app";
import { applyTo, createJobWithSteps } from "./testing/notifications-test-fixtures";
import { reminderDay, remindIncompleteCompanyProfiles, remindWaitingApplicants } from "./reminders";

const ctx = useTestApp();
const DAY = 24 * 60 * 60 * 1000;

const remindersAbout = (type: string) => ctx.database.db.select().from(notifications).where(eq(notifications.type, type));

describe("processApplicantsReminderReceived", () => {
  it("reminds the job's audience once per job and day about applicants waiting more than 3 days in CV Screening", async () => {
    const db = ctx.database.db;
    // A clock of our own: the reminder reads `now`, nothing sleeps.
    const now = new Date("2026-11-20T02:00:00.000Z");
    const job = await createJobWithSteps(db, { companyId: demoIds.demoCompany, role: "Data Analyst" });
    const fresh = await createJobWithSteps(db, { companyId: demoIds.demoCompany, role: "Fresh Job" });
    const draft = await createJobWithSteps(db, { companyId: demoIds.demoCompany, role: "Draft Job", status: "draft" });
    const target = { id: job.jobId, companyId: demoIds.demoCompany };
    await applyTo(db, target, "Waiting One", new Date(now.getTime() - 4 * DAY));
    await applyTo(db, target, "Waiting Two", new Date(now.getTime() - 3 * DAY - 60_000));
    await applyTo(db, target, "Just Applied", new Date(now.getTime() - 2 * DAY));
    const moved = await applyTo(db, target, "Already Shortlisted", new Date(now.getTime() - 10 * DAY));
    await db.update(jobApplications).set({ recruitmentStepId: job.shortlistStepId, status: "accepted" }).where(eq(jobApplications.id, moved));
    await applyTo(db, { id: fresh.jobId, companyId: demoIds.demoCompany }, "Recent", new Date(now.getTime() - DAY));
    await applyTo(db, { id: draft.jobId, companyId: demoIds.demoCompany }, "On A Draft", new Date(now.getTime() - 5 * DAY));
    const viewer = await createMember(db, { companyId: demoIds.demoCompany, email: "reminder-viewer@demo-company.test" });
    const outsider = await createMember(db, { companyId: demoIds.demoCompany, email: "reminder-outsider@demo-company.test" });
    await setMemberPermissions(db, [{ resource: "jobPost", action: "view", jobIds: [job.jobId] }], { companyId: demoIds.demoCompany, memberId: viewer.memberId });
    await setMemberPermissions(db, [], { companyId: demoIds.demoCompany, memberId: outsider.memberId });

    await remindWaitingApplicants(db, now);
    // Only this test's jobs: the demo seed has jobs with waiting applicants of its own.
    const mine = async () => (await remindersAbout("processApplicantsReminderReceived")).filter((row) => [job.jobId, fresh.jobId, draft.jobId].includes(row.data.jobId!));
    const first = await mine();
    expect(first.map((row) => row.data.jobId)).toEqual([job.jobId, job.jobId]);
    expect(first.map((row) => row.recipientUserId).sort()).toEqual([demoIds.demoOwner, viewer.userId].sort());
    expect(first[0]!.title).toBe("2 applicants are waiting for you");
    expect(first[0]!.body).toBe("2 applicants of Data Analyst have waited more than 3 days in CV Screening.");
    expect(first[0]!.data).toMatchObject({ recruitmentStepId: job.screeningStepId, pageUrl: `/job-post/${job.jobId}/candidates?recruitmentStepId=${job.screeningStepId}` });

    // Again the same day (a retry, a second worker, an hour later): nothing new.
    await remindWaitingApplicants(db, now);
    await remindWaitingApplicants(db, new Date(now.getTime() + 5 * 60 * 60 * 1000));
    expect(await mine()).toHaveLength(2);
    // Concurrent runs of the same day still write each reminder once.
    await Promise.all([remindWaitingApplicants(db, new Date(now.getTime() + DAY)), remindWaitingApplicants(db, new Date(now.getTime() + DAY))]);
    expect(await mine()).toHaveLength(4);
  });

  it("counts the day in Jakarta time", () => {
    expect(reminderDay(new Date("2026-11-20T16:59:59.000Z"))).toBe("2026-11-20");
    expect(reminderDay(new Date("2026-11-20T17:00:00.000Z"))).toBe("2026-11-21");
  });
});

describe("completeCompanyFeaturedMembersReminderReceived", () => {
  it("reminds the owners of a company with no photo or no team, once a day, and leaves complete and brand-new companies alone", async () => {
    const db = ctx.database.db;
    const now = new Date("2026-11-20T02:00:00.000Z");
    const [complete, noPhotos, alone, young] = await db
      .insert(companies)
      .values(
        ["Complete Co", "No Photos Co", "Alone Co", "Young Co"].map((name, index) => ({
          name,
          slug: `reminder-${index}-${crypto.randomUUID().slice(0, 4)}`,
          emailDomain: `reminder-${index}-${crypto.randomUUID().slice(0, 4)}.test`,
          createdAt: name === "Young Co" ? new Date(now.getTime() - 60_000) : new Date(now.getTime() - 30 * DAY),
        })),
      )
      .returning({ id: companies.id });
    const owners: Record<string, string> = {};
    for (const [key, company] of Object.entries({ complete, noPhotos, alone, young })) {
      owners[key] = (await createMember(db, { companyId: company!.id, email: `owner@${key.toLowerCase()}-reminder.test`, role: "owner" })).userId;
    }
    for (const company of [complete, noPhotos, young]) await createMember(db, { companyId: company!.id, email: `mate-${company!.id.slice(0, 8)}@reminder.test` });
    for (const company of [complete, alone, young]) {
      await db.insert(companyPhotos).values({ companyId: company!.id, storageKey: `company-photos/${company!.id}/a.png`, mimeType: "image/png", sizeBytes: 10 });
    }

    await remindIncompleteCompanyProfiles(db, now);
    await remindIncompleteCompanyProfiles(db, new Date(now.getTime() + 60 * 60 * 1000));
    const rows = await db
      .select()
      .from(notifications)
      .where(and(eq(notifications.type, "completeCompanyFeaturedMembersReminderReceived"), inArray(notifications.recipientUserId, Object.values(owners))));
    expect(rows.map((row) => row.recipientUserId).sort()).toEqual([owners.noPhotos, owners.alone].sort());
    expect(rows[0]!.data.pageUrl).toBe("/company/profile");

    await remindIncompleteCompanyProfiles(db, new Date(now.getTime() + DAY));
    const nextDay = await db
      .select()
      .from(notifications)
      .where(and(eq(notifications.type, "completeCompanyFeaturedMembersReminderReceived"), inArray(notifications.recipientUserId, Object.values(owners))));
    expect(nextDay).toHaveLength(4);
  });
});
