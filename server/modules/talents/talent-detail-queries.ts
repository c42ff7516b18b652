import { and, count, desc, eq, sql } from "drizzle-orm";
import type { Executor } from "@/server/db/client";
import { jobApplications } from "@/server/db/schema/applications";
import { talentContacts, talentInvitations, talentListMembers, talentNotes } from "@/server/db/schema/company-talents";
import { jobs, recruitmentSteps } from "@/server/db/schema/jobs";
import { talents } from "@/server/db/schema/talents";
import { users } from "@/server/db/schema/users";
import { discoverableBy, talentCardColumns } from "./talent-cards-queries";

// Drizzle leaves columns unqualified in a select from one table, so a correlated subquery names the
// outer row's id in full (an unqualified "id" would be the inner table's own).
const talentIdRef = sql.raw(`"talents"."id"`);

/**
 * A talent as one company sees it: the card, the profile, the private contact details (the service
 * decides whether they leave the server), and the company's relation to the talent: whether Talent
 * Search finds them, whether they are in its database, when it unlocked them and which of its jobs
 * they applied to. One query.
 */
export async function findTalentForCompany(db: Executor, companyId: string, talentId: string) {
  const [row] = await db
    .select({
      ...talentCardColumns(companyId),
      summary: talents.summary,
      education: talents.education,
      experiences: talents.experiences,
      email: talents.email,
      phone: talents.phone,
      linkedinUrl: talents.linkedinUrl,
      portfolioUrl: talents.portfolioUrl,
      cvStorageKey: talents.cvStorageKey,
      discoverable: sql<boolean>`${discoverableBy(companyId)}`,
      origin: sql<"applied" | "imported" | "saved" | null>`(select ct.origin from company_talents ct where ct.company_id = ${companyId} and ct.talent_id = ${talentIdRef})`,
      unlockedAt: sql<string | null>`(select tu.created_at from talent_unlocks tu where tu.company_id = ${companyId} and tu.talent_id = ${talentIdRef})`,
      appliedJobIds: sql<string[]>`(select coalesce(json_agg(distinct ja.job_id), '[]'::json) from job_applications ja where ja.company_id = ${companyId} and ja.talent_id = ${talentIdRef})`,
      unlocked: sql<boolean>`exists (select 1 from talent_unlocks tu where tu.company_id = ${companyId} and tu.talent_id = ${talentIdRef})`,
      inDatabase: sql<boolean>`exists (select 1 from company_talents ct where ct.company_id = ${companyId} and ct.talent_id = ${talentIdRef})`,
    })
    .from(talents)
    .where(eq(talents.id, talentId))
    .limit(1);
  return row ?? null;
}
export type TalentForCompany = NonNullable<Awaited<ReturnType<typeof findTalentForCompany>>>;

/** The emails the company sent the talent, newest first, with who sent them. */
export function companyContactsOf(db: Executor, companyId: string, talentId: string) {
  return db
    .select({
      id: talentContacts.id,
      subject: talentContacts.subject,
      message: talentContacts.message,
      createdAt: talentContacts.createdAt,
      userId: talentContacts.contactedByUserId,
      userName: users.name,
    })
    .from(talentContacts)
    .leftJoin(users, eq(users.id, talentContacts.contactedByUserId))
    .where(and(eq(talentContacts.companyId, companyId), eq(talentContacts.talentId, talentId)))
    .orderBy(desc(talentContacts.createdAt), desc(talentContacts.id));
}

/** The company's invitations of the talent, newest first, with the application that answered each. */
export function companyInvitationsOf(db: Executor, companyId: string, talentId: string) {
  return db
    .select({
      id: talentInvitations.id,
      jobId: talentInvitations.jobId,
      jobTitle: jobs.role,
      createdAt: talentInvitations.createdAt,
      userId: talentInvitations.invitedByUserId,
      userName: users.name,
      applicationId: sql<string | null>`(select ${jobApplications.id} from ${jobApplications} where ${jobApplications.invitationId} = ${talentInvitations.id} limit 1)`,
    })
    .from(talentInvitations)
    .innerJoin(jobs, eq(jobs.id, talentInvitations.jobId))
    .leftJoin(users, eq(users.id, talentInvitations.invitedByUserId))
    .where(and(eq(talentInvitations.companyId, companyId), eq(talentInvitations.talentId, talentId)))
    .orderBy(desc(talentInvitations.createdAt), desc(talentInvitations.id));
}

/** The talent's applications to the company's jobs, newest first (the caller keeps the jobs it may see). */
export function companyApplicationsOf(db: Executor, companyId: string, talentId: string) {
  return db
    .select({
      id: jobApplications.id,
      jobId: jobApplications.jobId,
      jobTitle: jobs.role,
      status: jobApplications.status,
      stepName: recruitmentSteps.name,
      appliedAt: jobApplications.appliedAt,
      source: jobApplications.source,
    })
    .from(jobApplications)
    .innerJoin(jobs, eq(jobs.id, jobApplications.jobId))
    .leftJoin(recruitmentSteps, eq(recruitmentSteps.id, jobApplications.recruitmentStepId))
    .where(and(eq(jobApplications.companyId, companyId), eq(jobApplications.talentId, talentId)))
    .orderBy(desc(jobApplications.appliedAt), desc(jobApplications.id));
}

/** The company's lists holding the talent, and how many notes its people wrote on them. */
export async function companyListsAndNotesOf(db: Executor, companyId: string, talentId: string): Promise<{ listIds: string[]; noteCount: number }> {
  const [lists, [notes]] = await Promise.all([
    db
      .select({ listId: talentListMembers.listId })
      .from(talentListMembers)
      .where(and(eq(talentListMembers.companyId, companyId), eq(talentListMembers.talentId, talentId)))
      .orderBy(talentListMembers.listId),
    db
      .select({ total: count() })
      .from(talentNotes)
      .where(and(eq(talentNotes.companyId, companyId), eq(talentNotes.talentId, talentId))),
  ]);
  return { listIds: lists.map((row) => row.listId), noteCount: notes?.total ?? 0 };
}
