import type { Executor } from "@/server/db/client";
import { interviews } from "@/server/db/schema/interviews";

/** A Demo Company interview the tenant-isolation suite aims at (tests only). */
export const DEMO_INTERVIEW_ID = "0d3e0000-0000-4000-8000-00000000fe33";

export async function insertDemoInterview(db: Executor, params: { companyId: string; jobId: string; applicationId: string; interviewerUserId: string }): Promise<void> {
  await db.insert(interviews).values({
    id: DEMO_INTERVIEW_ID,
    companyId: params.companyId,
    jobId: params.jobId,
    applicationId: params.applicationId,
    step: "hrInterview",
    startsAt: new Date(Date.UTC(2030, 0, 7, 3, 0)),
    durationMinutes: 60,
    timeZone: "Asia/Jakarta",
    mode: "online",
    meetingUrl: "https://meet.example.test/demo-interview",
    interviewerUserIds: [params.interviewerUserId],
    createdByUserId: params.interviewerUserId,
  });
}
