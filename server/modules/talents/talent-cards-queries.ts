/**
 * The SQL of a talent card (talentCardSchema): the columns every talent list selects and the
 * company's relation to the talent. Talent Search, For You, the job banner, the Talent Database and
 * the talent detail all select cards through these, so the columns and the relation (unlocked, in
 * its database) are the same everywhere; talent-cards.ts turns a selected row into the card.
 *
 * Exports (names are stable):
 * - `talentCardColumns(companyId)`: the columns of a card over `talents`, for `db.select(...)`.
 * - `discoverableBy(companyId)`: the SQL condition "this company may find the talent in Talent
 *   Search": visibility discoverable, a discoverable job-seeking status, not hidden from the company.
 * - `unlockedBy(companyId)` / `inDatabaseOf(companyId)`: the company's relation as SQL booleans.
 */
import { sql, type SQL } from "drizzle-orm";
import { talentHiddenCompanies, talentUnlocks, companyTalents } from "@/server/db/schema/company-talents";
import { talents } from "@/server/db/schema/talents";
import { discoverablePredicate } from "./talent-search-sort-keys";

/**
 * The outer talent's id, always qualified: Drizzle leaves columns of a one-table select
 * unqualified, and inside a subquery an unqualified "id" would be the subquery table's own.
 */
export const outerTalentId = sql.raw(`"talents"."id"`);

/**
 * Whether the company unlocked the talent's profile. A scalar subquery, not EXISTS: the planner may
 * turn an EXISTS into a hash of all the company's rows, built on every page (20 ms for a company
 * holding 100,000 talents); this one is a probe of the unique index for each card on the page only.
 */
export function unlockedBy(companyId: string): SQL<boolean> {
  return sql<boolean>`coalesce((select true from ${talentUnlocks} where ${talentUnlocks.companyId} = ${companyId} and ${talentUnlocks.talentId} = ${outerTalentId} limit 1), false)`;
}

/** Whether the talent is in the company's talent database (applied, imported or saved); a probe per card, as unlockedBy. */
export function inDatabaseOf(companyId: string): SQL<boolean> {
  return sql<boolean>`coalesce((select true from ${companyTalents} where ${companyTalents.companyId} = ${companyId} and ${companyTalents.talentId} = ${outerTalentId} limit 1), false)`;
}

/**
 * Talent Search finds only talents who chose to be found, are looking (actively or open to offers),
 * and did not hide themselves from this company (e.g. their employer).
 */
export function discoverableBy(companyId: string): SQL {
  // Literals, as the partial indexes of Talent Search carry them (talent-search-sort-keys.ts).
  return sql`(${sql.raw(discoverablePredicate())} and not exists (select 1 from ${talentHiddenCompanies} where ${talentHiddenCompanies.companyId} = ${companyId} and ${talentHiddenCompanies.talentId} = ${outerTalentId}))`;
}

/**
 * The current position: the first experience still running, else the latest one (experiences are
 * kept newest first). Only its title and company leave the database, not the whole history.
 */
const currentPosition = sql<{ title: string; company: string } | null>`(select case when e is null then null else jsonb_build_object('title', e->>'title', 'company', e->>'company') end from coalesce(jsonb_path_query_first(${talents.experiences}, '$[*] ? (@.endDate == null)'), ${talents.experiences}->0) as e)`;

/** The columns of a card, for `db.select(talentCardColumns(companyId)).from(talents)`. */
export function talentCardColumns(companyId: string) {
  return {
    id: talents.id,
    name: talents.name,
    headline: talents.headline,
    city: talents.city,
    jobSeekingStatus: talents.jobSeekingStatus,
    experienceLevel: talents.experienceLevel,
    lastEducation: talents.lastEducation,
    university: talents.university,
    major: talents.major,
    gpa: talents.gpa,
    toeflScore: talents.toeflScore,
    birthDate: talents.birthDate,
    expectedSalary: talents.expectedSalary,
    skills: talents.skills,
    schoolType: talents.schoolType,
    rank: talents.rank,
    traits: talents.traits,
    companyTypes: talents.companyTypes,
    currentPosition,
    lastActiveAt: talents.lastActiveAt,
    unlocked: unlockedBy(companyId),
    inDatabase: inDatabaseOf(companyId),
  };
}
