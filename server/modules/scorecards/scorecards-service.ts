import type { CompanySessionContext } from "@/server/auth/session-types";
import type { FieldError } from "@/server/api/errors";
import type { Database, Executor } from "@/server/db/client";
import type { ScorecardRatingRow } from "@/server/db/schema/scorecards";
import { jobForAction } from "@/server/modules/jobs/jobs-service";
import { evaluatePermission } from "@/server/modules/permissions/permissions-contract";
import { requireJobApplications } from "@/server/modules/pipeline/timeline-service";
import { defaultKitOf } from "./default-kit";
import { SCORECARD_RECOMMENDATIONS, seesOthersScorecards } from "./scorecards-contract";
import { scorecardKitMismatch } from "./scorecards-errors";
import { findInterviewKit, scorecardsOfApplication, upsertInterviewKit, upsertScorecard, type ScorecardRow } from "./scorecards-queries";
import type { ApplicantScorecards, InterviewKit, InterviewKitBody, Scorecard, ScorecardBody, ScorecardSummary } from "./scorecards-schemas";

type ApplicantParams = { jobId: string; applicationId: string };
/** What the kit reads of a job. */
type KitJob = { id: string; skills: string[]; criteriaForAi: { text: string }[] };

/** The kit in force: the edited one, else the one derived from the job. */
async function kitOf(db: Executor, companyId: string, job: KitJob): Promise<{ attributes: string[]; edited: boolean }> {
  const edited = await findInterviewKit(db, { companyId, jobId: job.id });
  return edited ? { attributes: edited, edited: true } : { attributes: defaultKitOf(job), edited: false };
}

/** GET .../job/{jobId}/interview-kit: anyone who sees the job reads its kit. */
export async function getInterviewKit(db: Executor, session: CompanySessionContext, jobId: string): Promise<InterviewKit> {
  const { job, subject } = await jobForAction(db, session, jobId, "view");
  const kit = await kitOf(db, session.companyId, job);
  return { ...kit, canEdit: evaluatePermission(subject, "jobPost", "manage", { jobId }) };
}

/** PUT .../job/{jobId}/interview-kit: the job's editors replace the kit. Submitted scorecards keep the names they rated. */
export async function saveInterviewKit(db: Executor, session: CompanySessionContext, jobId: string, body: InterviewKitBody): Promise<InterviewKit> {
  await jobForAction(db, session, jobId, "manage");
  const attributes = body.attributes.map((name) => name.trim().replace(/\s+/g, " "));
  await upsertInterviewKit(db, { companyId: session.companyId, jobId, attributes, userId: session.userId });
  return { attributes, edited: true, canEdit: true };
}

/** The ratings in kit order, or 422 naming each attribute rated that the kit lacks, rated twice, or left unrated. */
function ratingsForKit(kit: string[], ratings: ScorecardBody["ratings"]): ScorecardRatingRow[] {
  const errors: FieldError[] = [];
  const byName = new Map<string, ScorecardBody["ratings"][number]>();
  const kitKeys = new Set(kit.map((name) => name.toLowerCase()));
  ratings.forEach((rating, index) => {
    const key = rating.attribute.toLowerCase();
    if (!kitKeys.has(key)) errors.push({ field: `ratings.${index}.attribute`, message: "This attribute is not in the interview kit (it may have changed: reload)" });
    else if (byName.has(key)) errors.push({ field: `ratings.${index}.attribute`, message: "This attribute is rated twice" });
    else byName.set(key, rating);
  });
  for (const name of kit) {
    if (!byName.has(name.toLowerCase())) errors.push({ field: "ratings", message: `Rate "${name}"` });
  }
  if (errors.length > 0) throw scorecardKitMismatch(errors);
  return kit.map((name) => {
    const rating = byName.get(name.toLowerCase())!;
    return { attribute: name, rating: rating.rating, note: rating.note };
  });
}

function toScorecard(row: ScorecardRow, userId: string): Scorecard {
  return {
    id: row.id,
    author: { userId: row.authorUserId, name: row.authorName },
    mine: row.authorUserId === userId,
    ratings: row.ratings,
    recommendation: row.recommendation,
    note: row.note,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Counts per recommendation and the mean rating of each kit attribute, over the given scorecards. */
export function summarize(kit: string[], cards: readonly Pick<Scorecard, "ratings" | "recommendation">[]): ScorecardSummary {
  const recommendations = Object.fromEntries(SCORECARD_RECOMMENDATIONS.map((value) => [value, 0])) as ScorecardSummary["recommendations"];
  for (const card of cards) recommendations[card.recommendation] += 1;
  const attributes = kit.map((attribute) => {
    const key = attribute.toLowerCase();
    const values = cards.flatMap((card) => card.ratings.filter((rating) => rating.attribute.toLowerCase() === key).map((rating) => rating.rating));
    const average = values.length === 0 ? null : Math.round((values.reduce((sum, value) => sum + value, 0) / values.length) * 100) / 100;
    return { attribute, average, count: values.length };
  });
  return { count: cards.length, recommendations, attributes };
}

async function applicantContext(db: Executor, session: CompanySessionContext, params: ApplicantParams) {
  const { job, subject } = await jobForAction(db, session, params.jobId, "view");
  await requireJobApplications(db, { companyId: session.companyId, jobId: params.jobId, applicationIds: [params.applicationId] });
  return { job, canManageJob: evaluatePermission(subject, "jobPost", "manage", { jobId: params.jobId }) };
}

type Kit = Awaited<ReturnType<typeof kitOf>>;

async function readScorecards(db: Executor, session: CompanySessionContext, params: ApplicantParams, kit: Kit, canManageJob: boolean): Promise<ApplicantScorecards> {
  const all = (await scorecardsOfApplication(db, { companyId: session.companyId, ...params })).map((row) => toScorecard(row, session.userId));
  const mine = all.find((card) => card.mine) ?? null;
  const visible = seesOthersScorecards({ canManageJob, hasSubmitted: mine !== null }) ? all : all.filter((card) => card.mine);
  return {
    kit: { ...kit, canEdit: canManageJob },
    mine,
    scorecards: visible,
    hiddenCount: all.length - visible.length,
    summary: summarize(kit.attributes, visible),
  };
}

/** GET .../candidates/{applicationId}/scorecards: the scorecards the caller may see, the summary of those, and the kit. */
export async function listApplicantScorecards(db: Executor, session: CompanySessionContext, params: ApplicantParams): Promise<ApplicantScorecards> {
  const { job, canManageJob } = await applicantContext(db, session, params);
  return readScorecards(db, session, params, await kitOf(db, session.companyId, job), canManageJob);
}

/** PUT .../candidates/{applicationId}/scorecards/mine: anyone who sees the job submits or updates their own scorecard. */
export async function saveOwnScorecard(db: Database, session: CompanySessionContext, params: ApplicantParams, body: ScorecardBody): Promise<ApplicantScorecards> {
  return db.transaction(async (tx) => {
    const { job, canManageJob } = await applicantContext(tx, session, params);
    const kit = await kitOf(tx, session.companyId, job);
    const ratings = ratingsForKit(kit.attributes, body.ratings);
    await upsertScorecard(tx, { companyId: session.companyId, ...params, authorUserId: session.userId, ratings, recommendation: body.recommendation, note: body.note });
    return readScorecards(tx, session, params, kit, canManageJob);
  });
}
