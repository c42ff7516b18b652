/**
 * A talent card (talentCardSchema): how a row selected with `talentCardColumns`
 * (talent-cards-queries.ts) becomes a card. Talent Search, For You, the job banner, the Talent
 * Database and the talent detail all read cards through these.
 *
 * Exports (names are stable):
 * - `TalentCardRow`: a row as `talentCardColumns(companyId)` selects it.
 * - `toTalentCard(row, recommendation?)`: a selected row → TalentCard.
 */
import type { CompanyType, Rank, SchoolType, Trait } from "@/server/modules/pipeline/pipeline-contract";
import type { JobSeekingStatus } from "./talents-contract";
import type { Recommendation, TalentCard } from "./talents-schemas";

/** A row as `talentCardColumns` selects it (also when read back from a subquery or raw SQL). */
export type TalentCardRow = {
  id: string;
  name: string;
  headline: string | null;
  city: string | null;
  jobSeekingStatus: JobSeekingStatus;
  experienceLevel: number | null;
  lastEducation: string | null;
  university: string | null;
  major: string | null;
  gpa: number | string | null;
  toeflScore: number | null;
  birthDate: string | null;
  expectedSalary: number | string | null;
  skills: string[];
  schoolType: SchoolType | null;
  rank: Rank | null;
  traits: Trait[];
  companyTypes: CompanyType[];
  currentPosition: { title: string; company: string } | null;
  lastActiveAt: Date | string;
  unlocked: boolean;
  inDatabase: boolean;
};

const numberOrNull = (value: number | string | null) => (value === null ? null : Number(value));

/** A selected row → the card; For You passes the recommendation of the talent's best job. */
export function toTalentCard(row: TalentCardRow, recommendation: Recommendation | null = null): TalentCard {
  return {
    id: row.id,
    name: row.name,
    headline: row.headline,
    city: row.city,
    jobSeekingStatus: row.jobSeekingStatus,
    experienceLevel: row.experienceLevel,
    lastEducation: row.lastEducation,
    university: row.university,
    major: row.major,
    gpa: numberOrNull(row.gpa),
    toeflScore: row.toeflScore,
    birthDate: row.birthDate,
    expectedSalary: numberOrNull(row.expectedSalary),
    skills: row.skills ?? [],
    schoolType: row.schoolType,
    rank: row.rank,
    traits: row.traits ?? [],
    companyTypes: row.companyTypes ?? [],
    currentPosition: row.currentPosition && row.currentPosition.title && row.currentPosition.company ? row.currentPosition : null,
    lastActiveAt: new Date(row.lastActiveAt).toISOString(),
    unlocked: row.unlocked === true,
    inDatabase: row.inDatabase === true,
    recommendation,
  };
}
