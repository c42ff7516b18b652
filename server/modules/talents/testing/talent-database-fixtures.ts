import { and, eq } from "drizzle-orm";
import type { Executor } from "@/server/db/client";
import { jobApplications } from "@/server/db/schema/applications";
import { companyTalents, talentListMembers, talentLists, talentNotes } from "@/server/db/schema/company-talents";
import { talents } from "@/server/db/schema/talents";
import { demoIds } from "@/server/db/seed/demo-ids";

/** Fixed ids of Demo Company's private talent, list and note that tests (the tenant isolation suite) aim at. */
export const DEMO_PRIVATE_TALENT_ID = "0d3e0000-0000-4000-8000-0000000a1100";
export const DEMO_TALENT_LIST_ID = "0d3e0000-0000-4000-8000-0000000a1101";
export const DEMO_TALENT_NOTE_ID = "0d3e0000-0000-4000-8000-0000000a1102";

type PoolTalent = Partial<typeof talents.$inferInsert> & { email: string };

/** A talent of the pool, discoverable and actively looking unless told otherwise. */
export async function insertPoolTalent(db: Executor, talent: PoolTalent): Promise<string> {
  const [row] = await db
    .insert(talents)
    .values({ name: talent.email.split("@")[0]!, visibility: "discoverable", jobSeekingStatus: "activelyLooking", source: "seed", ...talent })
    .returning({ id: talents.id });
  return row!.id;
}

/** A talent of Demo Company's database who applied to one of its jobs (the demo seed's applicants are private). */
export async function demoApplicantTalentId(db: Executor): Promise<string> {
  const [row] = await db.select({ talentId: jobApplications.talentId }).from(jobApplications).where(eq(jobApplications.companyId, demoIds.demoCompany)).limit(1);
  return row!.talentId;
}

/**
 * A private talent only in Demo Company's database (imported), on a list of Demo Company's, with a
 * note of its owner: records no other company may reach.
 */
export async function insertDemoTalentDatabaseRecords(db: Executor): Promise<{ listId: string; noteId: string; talentId: string }> {
  const talentId = await insertPoolTalent(db, { id: DEMO_PRIVATE_TALENT_ID, email: "private-talent@example.test", name: "Private Demo Talent", visibility: "private", jobSeekingStatus: "notActivelyLooking" });
  await db.insert(companyTalents).values({ companyId: demoIds.demoCompany, talentId, origin: "imported" });
  await db.insert(talentLists).values({ id: DEMO_TALENT_LIST_ID, companyId: demoIds.demoCompany, name: "Shortlist for Q3", createdByUserId: demoIds.demoOwner });
  await db.insert(talentListMembers).values({ listId: DEMO_TALENT_LIST_ID, talentId, companyId: demoIds.demoCompany, addedByUserId: demoIds.demoOwner });
  await db.insert(talentNotes).values({ id: DEMO_TALENT_NOTE_ID, companyId: demoIds.demoCompany, talentId, authorUserId: demoIds.demoOwner, body: "Strong backend skills" });
  return { listId: DEMO_TALENT_LIST_ID, noteId: DEMO_TALENT_NOTE_ID, talentId };
}

/** Whether the talent is on the list (for tests that check nothing was half written). */
export async function isListMember(db: Executor, listId: string, talentId: string): Promise<boolean> {
  const rows = await db.select({ talentId: talentListMembers.talentId }).from(talentListMembers).where(and(eq(talentListMembers.listId, listId), eq(talentListMembers.talentId, talentId)));
  return rows.length > 0;
}
