import { EXPERIENCE_LEVELS, type ApplicationStatus, type TechTestStatus } from "@/server/modules/jobs/jobs-contract";
import { COMPANY_TYPES, RANKS, SCHOOL_TYPES, TRAITS, type CompanyType, type Trait } from "@/server/modules/pipeline/pipeline-contract";
import type { Candidate } from "./applications-schemas";

/** A row selected with candidateColumns (candidate-filter-sql.ts). */
export type CandidateRow = {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  status: ApplicationStatus;
  source: Candidate["source"];
  appliedAt: Date;
  statusChangedAt: Date;
  recruitmentStepId: string;
  hasCv: boolean;
  portfolioUrl: string | null;
  experienceLevel: number | null;
  university: string | null;
  major: string | null;
  gpa: number | null;
  gender: Candidate["gender"];
  birthDate: string | null;
  schoolType: string | null;
  traits: unknown;
  rank: string | null;
  companyTypes: unknown;
  expectedSalary: number | null;
  toeflScore: number | null;
  techTestStatus: TechTestStatus | null;
  techTestDeadlineAt: Date | null;
  techTestSubmittedAt: Date | null;
  aiScore: number | null;
};

/** Whole years between a YYYY-MM-DD birth date and `now` (UTC calendar), or null. */
export function ageOn(birthDate: string | null, now: Date): number | null {
  if (!birthDate) return null;
  const [year, month, day] = birthDate.split("-").map(Number) as [number, number, number];
  if (!year || !month || !day) return null;
  let age = now.getUTCFullYear() - year;
  const beforeBirthday = now.getUTCMonth() + 1 < month || (now.getUTCMonth() + 1 === month && now.getUTCDate() < day);
  if (beforeBirthday) age -= 1;
  return age >= 0 ? age : null;
}

/** The spec 3 experience level of a code, or null for none or an unknown code. */
export function experienceLevelOf(code: number | null) {
  return EXPERIENCE_LEVELS.find((entry) => entry.code === code) ?? null;
}

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());
const numberOrNull = (value: unknown) => (value === null || value === undefined ? null : Number(value));
// Profile facts are free-form JSON; answer only values the contract knows.
export const onlyKnown = <T extends string>(values: unknown, known: readonly T[]): T[] =>
  Array.isArray(values) ? values.filter((value): value is T => (known as readonly unknown[]).includes(value)) : [];
export const knownOrNull = <T extends string>(value: string | null, known: readonly T[]): T | null =>
  value !== null && (known as readonly string[]).includes(value) ? (value as T) : null;

/** A row as the API answers it; the AI score only while the analyzer flag is on. */
export function toCandidate(row: CandidateRow, options: { aiScoreVisible: boolean; now: Date }): Candidate {
  const level = experienceLevelOf(numberOrNull(row.experienceLevel));
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    status: row.status,
    source: row.source,
    appliedAt: iso(row.appliedAt)!,
    statusChangedAt: iso(row.statusChangedAt)!,
    recruitmentStepId: row.recruitmentStepId,
    hasCv: row.hasCv === true,
    portfolioUrl: row.portfolioUrl,
    experienceLevel: level?.code ?? null,
    experienceLevelLabel: level?.label ?? null,
    university: row.university,
    major: row.major,
    gpa: numberOrNull(row.gpa),
    gender: row.gender,
    age: ageOn(row.birthDate, options.now),
    schoolType: knownOrNull(row.schoolType, SCHOOL_TYPES),
    traits: onlyKnown<Trait>(row.traits, TRAITS),
    rank: knownOrNull(row.rank, RANKS),
    companyTypes: onlyKnown<CompanyType>(row.companyTypes, COMPANY_TYPES),
    expectedSalary: numberOrNull(row.expectedSalary),
    toeflScore: numberOrNull(row.toeflScore),
    techTestStatus: row.techTestStatus,
    techTestDeadlineAt: iso(row.techTestDeadlineAt),
    techTestSubmittedAt: iso(row.techTestSubmittedAt),
    aiScore: options.aiScoreVisible ? numberOrNull(row.aiScore) : null,
  };
}
