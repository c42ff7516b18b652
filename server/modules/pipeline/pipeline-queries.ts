import { and, asc, eq, inArray } from "drizzle-orm";
import type { Executor } from "@/server/db/client";
import { jobApplications } from "@/server/db/schema/applications";
import { recruitmentSteps } from "@/server/db/schema/jobs";
import { applicationEvents } from "@/server/db/schema/pipeline";
import type { ApplicationEventType } from "./pipeline-contract";
import type { DecisionTarget } from "./decision-target";

/** A job's recruitment steps in board order, with what entering each one does. */
export function jobSteps(db: Executor, jobId: string) {
  return db
    .select({
      rowId: recruitmentSteps.id,
      key: recruitmentSteps.stepKey,
      name: recruitmentSteps.name,
      type: recruitmentSteps.type,
      action: recruitmentSteps.action,
      techTest: recruitmentSteps.techTest,
      emailSubject: recruitmentSteps.emailSubject,
      emailMessage: recruitmentSteps.emailMessage,
    })
    .from(recruitmentSteps)
    .where(eq(recruitmentSteps.jobId, jobId))
    .orderBy(asc(recruitmentSteps.position));
}
export type JobStep = Awaited<ReturnType<typeof jobSteps>>[number];

/**
 * Applications of the company's job among `applicationIds`, with their step. Ids of other jobs or
 * companies are simply absent. One query. With `lock` the rows stay locked until the transaction
 * ends: a concurrent decision or send on the same applicants waits, then sees what this one wrote
 * (so a retried request finds its own records).
 */
export function jobApplicationsById(db: Executor, params: { companyId: string; jobId: string; applicationIds: readonly string[] }, options: { lock?: boolean } = {}) {
  const query = db
    .select({
      id: jobApplications.id,
      name: jobApplications.name,
      email: jobApplications.email,
      status: jobApplications.status,
      stepRowId: jobApplications.recruitmentStepId,
      stepKey: recruitmentSteps.stepKey,
      stepName: recruitmentSteps.name,
    })
    .from(jobApplications)
    .innerJoin(recruitmentSteps, eq(recruitmentSteps.id, jobApplications.recruitmentStepId))
    .where(
      and(
        inArray(jobApplications.id, [...params.applicationIds]),
        eq(jobApplications.jobId, params.jobId),
        eq(jobApplications.companyId, params.companyId),
      ),
    )
    // Ordered, so two requests over overlapping applicants lock them in the same order.
    .orderBy(asc(jobApplications.id));
  return options.lock ? query.for("update", { of: jobApplications }) : query;
}

export type JobApplicationRow = Awaited<ReturnType<typeof jobApplicationsById>>[number];

/** The timeline records a request already wrote for these applications (its earlier run). */
export function recordsOfRequest(db: Executor, params: { requestId: string; applicationIds: readonly string[]; types: readonly ApplicationEventType[] }) {
  return db
    .select({ applicationId: applicationEvents.applicationId, type: applicationEvents.type })
    .from(applicationEvents)
    .where(
      and(
        eq(applicationEvents.requestId, params.requestId),
        inArray(applicationEvents.applicationId, [...params.applicationIds]),
        inArray(applicationEvents.type, [...params.types]),
      ),
    );
}

/**
 * Timeline records in one statement; a record whose request, type and application already exist is
 * not written. Answers the applications that got a new record.
 */
export function insertApplicationEvents(db: Executor, rows: (typeof applicationEvents.$inferInsert)[]) {
  return db.insert(applicationEvents).values(rows).onConflictDoNothing().returning({ applicationId: applicationEvents.applicationId });
}

/**
 * The changed applicants take the target status and step in one statement (with approached in
 * place, each keeps the step it is in), stamping when their status changed.
 */
export async function updateApplicationsToTarget(db: Executor, params: { companyId: string; applicationIds: readonly string[]; target: DecisionTarget; now: Date }): Promise<void> {
  const { target, now } = params;
  await db
    .update(jobApplications)
    .set({ status: target.status, statusChangedAt: now, updatedAt: now, ...(target.step ? { recruitmentStepId: target.step.rowId } : {}) })
    .where(and(inArray(jobApplications.id, [...params.applicationIds]), eq(jobApplications.companyId, params.companyId)));
}
