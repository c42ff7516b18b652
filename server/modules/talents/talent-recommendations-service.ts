import { createHash } from "node:crypto";
import type { Database } from "@/server/db/client";
import type { RecommendationReasons } from "@/server/db/schema/company-talents";
import { EDUCATION_LEVEL_LABELS, EXPERIENCE_LEVELS } from "@/server/modules/jobs/jobs-contract";
import { notifyJobAudience } from "@/server/modules/notifications/notify-service";
import {
  clearRecommendations,
  findOpenJob,
  findRecommendationSet,
  openJobIds,
  replaceRecommendations,
  saveRecommendationSet,
  scoreTalentsForJob,
  type RecommendationJob,
  type ScoredTalent,
} from "./talent-recommendations-queries";
import { RECOMMENDATION_SET_SIZE } from "./talents-contract";

// Publishing a job queues its talent recommendations.
export { enqueueRecommendationBuild } from "./talent-recommendations-queue";

/** The education sentence of a match: what the talent studied, and which of the job's preferences it meets. */
export function educationReason(talent: ScoredTalent, job: RecommendationJob): string | null {
  const studied = [talent.lastEducation, talent.major ? `in ${talent.major}` : null, talent.university ? `at ${talent.university}` : null].filter(Boolean).join(" ");
  if (!studied) return null;
  const gpa = talent.gpa === null ? null : Number(talent.gpa).toFixed(2);
  const meets = [
    talent.educationMatch ? "the education level" : null,
    talent.majorMatch ? "the major" : null,
    talent.gpaMatch && gpa ? `the minimum GPA (${gpa} of at least ${job.preference.minimumGpa!.toFixed(2)})` : null,
  ].filter(Boolean);
  const sentence = studied.charAt(0).toUpperCase() + studied.slice(1);
  return meets.length > 0 ? `${sentence}: meets ${joinWords(meets as string[])} the job asks for.` : `${sentence}.`;
}

/** The experience sentence: a past position like the role, or the talent's years of experience. */
export function experienceReason(talent: ScoredTalent): string | null {
  if (talent.experienceTitle) return `Worked as ${talent.experienceTitle}${talent.experienceCompany ? ` at ${talent.experienceCompany}` : ""}.`;
  const level = EXPERIENCE_LEVELS.find((entry) => entry.code === talent.experienceLevel);
  return level ? `${level.label}.` : null;
}

function joinWords(words: string[]): string {
  return words.length <= 1 ? (words[0] ?? "") : `${words.slice(0, -1).join(", ")} and ${words.at(-1)}`;
}

/** The set's identity: its talents, whatever their order or scores. */
export function setFingerprint(talentIds: readonly string[]): string {
  return createHash("sha256").update([...talentIds].sort().join(",")).digest("hex");
}

export type BuildOutcome = { jobId: string; talentCount: number; changed: boolean; notified: number };

/**
 * Rebuilds one job's recommended set (RECOMMENDATION_SET_SIZE best talents with their reasons) and
 * records it with its fingerprint, in one transaction. When the set's talents changed and it is not
 * empty, the people who see the job get studentRecommendationSetReady (unless `notify` is false, as
 * for the demo seed). A job no longer open loses its set. Idempotent: rebuilding the same set
 * notifies nobody.
 */
export async function buildJobRecommendations(db: Database, jobId: string, options: { notify?: boolean; now?: Date } = {}): Promise<BuildOutcome> {
  const now = options.now ?? new Date();
  return db.transaction(async (tx) => {
    const job = await findOpenJob(tx, jobId);
    if (!job) {
      await clearRecommendations(tx, jobId);
      return { jobId, talentCount: 0, changed: false, notified: 0 };
    }
    const educationLabels = job.preference.lastEducations.map((level) => EDUCATION_LEVEL_LABELS[level]);
    const scored = await scoreTalentsForJob(tx, job, educationLabels, RECOMMENDATION_SET_SIZE);
    const rows = scored.map((talent) => ({
      talentId: talent.id,
      score: talent.score,
      reasons: { matchedSkills: talent.matched, education: educationReason(talent, job), experience: experienceReason(talent) } satisfies RecommendationReasons,
    }));
    await replaceRecommendations(tx, job, rows, now);
    const fingerprint = setFingerprint(rows.map((row) => row.talentId));
    const previous = await findRecommendationSet(tx, job.id);
    const changed = previous?.fingerprint !== fingerprint;
    let notified = 0;
    if (changed && rows.length > 0 && options.notify !== false) {
      notified = await notifyJobAudience(tx, {
        type: "studentRecommendationSetReady",
        companyId: job.companyId,
        jobId: job.id,
        params: { jobTitle: job.role, count: rows.length },
      });
    }
    await saveRecommendationSet(tx, { jobId: job.id, companyId: job.companyId, fingerprint, talentCount: rows.length, builtAt: now, notifiedAt: notified > 0 ? now : null });
    return { jobId: job.id, talentCount: rows.length, changed, notified };
  });
}

/** Rebuilds every open job's set, one transaction per job (the demo seed's first run). */
export async function buildAllRecommendations(db: Database, options: { notify?: boolean; now?: Date } = {}): Promise<BuildOutcome[]> {
  const outcomes: BuildOutcome[] = [];
  for (const jobId of await openJobIds(db)) outcomes.push(await buildJobRecommendations(db, jobId, options));
  return outcomes;
}
