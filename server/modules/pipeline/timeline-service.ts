import { randomUUID } from "node:crypto";
import type { CompanySessionContext } from "@/server/auth/session-types";
import type { Database } from "@/server/db/client";
import { jobForAction } from "@/server/modules/jobs/jobs-service";
import { recordApplicationEvent } from "./application-events";
import { requireJobApplications } from "./job-applications";
import { invalidTimelineCursor } from "./pipeline-errors";
import type { NoteBody, Timeline, TimelineEntry, TimelineQuery } from "./pipeline-schemas";
import { recordOfRequest, timelinePage, type TimelineCursor, type TimelineRow } from "./timeline-queries";
import { isUuidText } from "@/server/lib/uuid-text";

// Other modules write to an applicant's timeline through the pipeline.
export { recordApplicationEvent, recordApplicationEvents, type ApplicationEventInput } from "./application-events";
// Candidate emails act on applications of a job the caller may see.
export { requireJobApplications } from "./job-applications";
// Interviews give the applicant an interview status in its step, recorded like a decision's.
export { setApplicationStatus } from "./application-status";

type ApplicationParams = { jobId: string; applicationId: string };

function encodeCursor(cursor: TimelineCursor): string {
  return Buffer.from(`${cursor.createdAt}|${cursor.id}`, "utf8").toString("base64url");
}

const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?Z$/;

function decodeCursor(text: string): TimelineCursor {
  const [createdAt, id] = Buffer.from(text, "base64url").toString("utf8").split("|");
  if (!createdAt || !id || !TIMESTAMP.test(createdAt) || Number.isNaN(Date.parse(createdAt)) || !isUuidText(id)) {
    throw invalidTimelineCursor();
  }
  return { createdAt, id };
}

function entryOf(row: TimelineRow): TimelineEntry {
  return {
    id: row.id,
    type: row.type,
    actor: row.actor,
    actorName: row.actor === "member" ? (row.actorName ?? null) : null,
    createdAt: row.createdAt.toISOString(),
    data: row.data,
  };
}

/**
 * GET /v1/job-portal/job/{jobId}/candidates/{applicationId}/timeline: every status change, email,
 * note and tech-test step of an applicant, newest first, with who and when. Needs jobPost view.
 */
export async function getTimeline(db: Database, session: CompanySessionContext, params: ApplicationParams, query: TimelineQuery): Promise<Timeline> {
  await jobForAction(db, session, params.jobId, "view");
  await requireJobApplications(db, { companyId: session.companyId, jobId: params.jobId, applicationIds: [params.applicationId] });
  const rows = await timelinePage(db, { applicationId: params.applicationId, cursor: query.cursor ? decodeCursor(query.cursor) : undefined, limit: query.limit });
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    docs: page.map(entryOf),
    nextCursor: rows.length > query.limit && last ? encodeCursor({ createdAt: last.createdAtText, id: last.id }) : null,
  };
}

/**
 * POST /v1/job-portal/job/{jobId}/candidates/{applicationId}/notes: a note on the applicant's
 * timeline (spec 9: at most 300 characters). Editors only. With a requestId a retry answers the
 * note the first call wrote.
 */
export async function addNote(db: Database, session: CompanySessionContext, params: ApplicationParams, input: NoteBody, now = new Date()): Promise<TimelineEntry> {
  await jobForAction(db, session, params.jobId, "manage");
  const requestId = input.requestId ?? randomUUID();
  const row = await db.transaction(async (tx) => {
    await requireJobApplications(tx, { companyId: session.companyId, jobId: params.jobId, applicationIds: [params.applicationId] });
    await recordApplicationEvent(tx, {
      companyId: session.companyId,
      jobId: params.jobId,
      applicationId: params.applicationId,
      type: "noteAdded",
      actor: "member",
      actorUserId: session.userId,
      requestId,
      data: { body: input.body },
      at: now,
    });
    return recordOfRequest(tx, { applicationId: params.applicationId, type: "noteAdded", requestId });
  });
  return entryOf(row!);
}
