/**
 * The SQL of candidate filters, sorts and cursors (candidate-filters.ts describes them), and the
 * columns of a Candidate: SQL building blocks, which other modules' queries (the exports) compose.
 */
import { inArray, or, sql, type SQL } from "drizzle-orm";
import type { SelectedFields } from "drizzle-orm/pg-core";
import {
  decodeKeysetCursor,
  encodeKeysetCursor,
  keysetCondition,
  keysetKeyText,
  keysetOrderBy,
  type KeysetColumns,
  type KeysetKey,
  type KeysetPosition,
} from "@/server/lib/keyset-cursor";
import type { Executor } from "@/server/db/client";
import { jobApplications } from "@/server/db/schema/applications";
import { recruitmentSteps } from "@/server/db/schema/jobs";
import { YEARS_OF_EXPERIENCE_FILTERS, type SortDirection, type SortParam } from "@/server/modules/pipeline/pipeline-contract";
import type { CandidateFilter } from "./applications-schemas";

// ---------------------------------------------------------------------------------------------
// Filters

/**
 * The application's experience level, else the talent's (as the detail shows it). Every talent fact
 * the filters, sorts and text search read is the copy on `job_applications` (`talent_*`, kept in
 * step with `talents` by the database, migration 0009), so no candidate query joins the talent pool.
 */
export const candidateExperienceLevel = sql<number | null>`coalesce(${jobApplications.experienceLevel}, ${jobApplications.talentExperienceLevel})`;

/**
 * The columns of a Candidate (contract §1): job_applications alone (the talent's facts are its
 * copies) joined to recruitment_steps, e.g. a query built with `candidateFrom` joined to
 * recruitment_steps (`recruitmentSteps.id = jobApplications.recruitmentStepId`). The applications
 * table (S6) selects these plus the step's name; `toCandidate` turns a row into the answer.
 */
export const candidateColumns = {
  id: jobApplications.id,
  name: jobApplications.name,
  email: jobApplications.email,
  phone: jobApplications.phone,
  status: jobApplications.status,
  source: jobApplications.source,
  appliedAt: jobApplications.appliedAt,
  statusChangedAt: jobApplications.statusChangedAt,
  recruitmentStepId: recruitmentSteps.stepKey,
  hasCv: sql<boolean>`${jobApplications.cvStorageKey} is not null`,
  portfolioUrl: jobApplications.portfolioUrl,
  experienceLevel: candidateExperienceLevel,
  university: jobApplications.talentUniversity,
  major: jobApplications.talentMajor,
  gpa: jobApplications.talentGpa,
  gender: jobApplications.talentGender,
  birthDate: jobApplications.talentBirthDate,
  schoolType: jobApplications.talentSchoolType,
  traits: jobApplications.talentTraits,
  rank: jobApplications.talentRank,
  companyTypes: jobApplications.talentCompanyTypes,
  expectedSalary: jobApplications.talentExpectedSalary,
  toeflScore: jobApplications.talentToeflScore,
  techTestStatus: jobApplications.techTestStatus,
  techTestDeadlineAt: jobApplications.techTestDeadlineAt,
  techTestSubmittedAt: jobApplications.techTestSubmittedAt,
  aiScore: jobApplications.aiScore,
};

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (match) => `\\${match}`);
const jsonbHasAny = (column: SQL, values: readonly string[]) =>
  sql`${column} ?| array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;

/**
 * Name, email, university, major or one skill containing the text (case aside; % and _ literal).
 * Most rows match none: one test of all the fields joined by a separator a query cannot hold,
 * the skills as their JSON text, rules them out before the exact test (which unpacks the skills,
 * so text never matches across two skills). A JSON-escaped character in the text (a quote, a
 * backslash, a control character) would not be found as typed in the JSON text: such a text gets
 * the exact test alone.
 */
function textSearch(text: string): SQL {
  const pattern = `%${escapeLike(text)}%`;
  const exact = or(
    sql`${jobApplications.name} ilike ${pattern}`,
    sql`${jobApplications.email} ilike ${pattern}`,
    sql`${jobApplications.talentUniversity} ilike ${pattern}`,
    sql`${jobApplications.talentMajor} ilike ${pattern}`,
    sql`exists (select 1 from jsonb_array_elements_text(${jobApplications.talentSkills}) as skill where skill ilike ${pattern})`,
  )!;
  if (/["\\\u0000-\u001f]/.test(text)) return exact;
  // search_text is those fields in one stored string, under a trigram index.
  return sql`(${jobApplications.searchText} ilike ${pattern} and ${exact})`;
}

/**
 * WHERE conditions of a filter (without the job: the caller adds it). Values of one filter are
 * alternatives (any of them); different filters all apply.
 */
export function candidateFilterConditions(filter: CandidateFilter, options: { stepRowId?: string | SQL } = {}): SQL[] {
  const conditions: SQL[] = [];
  if (options.stepRowId) conditions.push(sql`${jobApplications.recruitmentStepId} = ${options.stepRowId}`);
  if (filter.status?.length) conditions.push(inArray(jobApplications.status, filter.status));
  if (filter.yearsOfExperience?.length) {
    const levels = YEARS_OF_EXPERIENCE_FILTERS.filter((entry) => filter.yearsOfExperience!.includes(entry.key)).flatMap((entry) => [...entry.levels]);
    conditions.push(sql`${candidateExperienceLevel} in (${sql.join(
      levels.map((level) => sql`${level}`),
      sql`, `,
    )})`);
  }
  if (filter.gender?.length) conditions.push(inArray(jobApplications.talentGender, filter.gender));
  if (filter.schoolType?.length) conditions.push(inArray(jobApplications.talentSchoolType, filter.schoolType));
  if (filter.traits?.length) conditions.push(jsonbHasAny(sql`${jobApplications.talentTraits}`, filter.traits));
  if (filter.rank?.length) conditions.push(inArray(jobApplications.talentRank, filter.rank));
  if (filter.companyTypes?.length) conditions.push(jsonbHasAny(sql`${jobApplications.talentCompanyTypes}`, filter.companyTypes));
  if (filter.source?.length) {
    // Spec 3: "applicant" covers people who applied and people a recruiter imported.
    const sources = filter.source.flatMap((source) => (source === "applicant" ? (["applicant", "import"] as const) : (["recommendation"] as const)));
    conditions.push(inArray(jobApplications.source, sources));
  }
  if (filter.q) conditions.push(textSearch(filter.q));
  return conditions;
}

/**
 * Whether a filter's conditions read `talents` (so a query must join it). None does any more: the
 * facts are copied onto `job_applications`. Kept so callers need not know.
 */
export function candidateFilterNeedsTalent(_filter: CandidateFilter): boolean {
  return false;
}

/**
 * `select <columns> from job_applications`: every candidate query starts here (the filters' and
 * sorts' talent facts are the application's own copies). The caller adds joins, then
 * `.where(and(eq(jobApplications.jobId, jobId), ...candidateFilterConditions(filter)))`.
 */
export function candidateFrom<T extends SelectedFields>(db: Executor, columns: T) {
  return db.select(columns).from(jobApplications);
}

// ---------------------------------------------------------------------------------------------
// Sorts

/** A sort's key (keyset-cursor.ts), and whether it reads the talent (else job_applications alone orders the rows). */
type SortDefinition = KeysetKey & { talent: boolean };

/**
 * Years of experience as an order: students by year (1-4), then fresh graduates, then 1-3, 4-5
 * and 5+ years. "Others" (8) is not a number of years; it ranks below students. A stored generated
 * column of job_applications (experience_rank), so an index holds it per job.
 */
const experienceRank = sql`${jobApplications.experienceRank}`;

const SORTS: Record<SortParam, SortDefinition> = {
  applicationDate: { key: sql`${jobApplications.appliedAt}`, kind: "timestamp", nullable: false, talent: false },
  submissionDate: { key: sql`${jobApplications.techTestSubmittedAt}`, kind: "timestamp", nullable: true, talent: false },
  deadline: { key: sql`${jobApplications.techTestDeadlineAt}`, kind: "timestamp", nullable: true, talent: false },
  yearsOfExperience: { key: experienceRank, kind: "integer", nullable: true, talent: false },
  salary: { key: sql`${jobApplications.talentExpectedSalary}`, kind: "bigint", nullable: true, talent: false },
  gpa: { key: sql`${jobApplications.talentGpa}`, kind: "numeric", nullable: true, talent: false },
  toefl: { key: sql`${jobApplications.talentToeflScore}`, kind: "integer", nullable: true, talent: false },
  age: { key: sql`${jobApplications.talentBirthDate}`, kind: "date", nullable: true, inverted: true, talent: false },
  aiScore: { key: sql`${jobApplications.aiScore}`, kind: "integer", nullable: true, talent: false },
};

export type CandidateSort = { param: SortParam; dir: SortDirection };

export function candidateSortOf(filter: Pick<CandidateFilter, "sortParam" | "sortDir">): CandidateSort {
  return { param: filter.sortParam, dir: filter.sortDir };
}

/** Whether a sort reads the talent (a query sorting by it must join talents). */
export function candidateSortNeedsTalent(sort: CandidateSort): boolean {
  return SORTS[sort.param].talent;
}

const columnsOf = (sort: CandidateSort, on?: CandidateSortColumns): KeysetColumns => ({ key: on?.key ?? SORTS[sort.param].key, id: on?.id ?? sql`${jobApplications.id}` });

/**
 * ORDER BY of a sort: the key (nulls last), then the id the same way. "backward" is the exact
 * reverse (nulls first), to find the previous row.
 */
export function candidateOrderBy(sort: CandidateSort, way: "forward" | "backward" = "forward", on?: CandidateSortColumns): SQL[] {
  return keysetOrderBy(SORTS[sort.param], sort.dir, columnsOf(sort, on), way);
}

/** The row's sort value (typed: a timestamp, number or date), to carry in a subquery. */
export function candidateSortKey(sort: CandidateSort): SQL {
  return SORTS[sort.param].key;
}

/**
 * Where the sort value and the id are read from, when not from job_applications and talents:
 * the columns of a subquery that selected `candidateSortKey` and the id.
 */
export type CandidateSortColumns = KeysetColumns;

/** The row's sort value as exact text (timestamps in UTC with microseconds), or null. */
export function candidateSortKeyText(sort: CandidateSort): SQL<string | null> {
  return keysetKeyText(SORTS[sort.param]);
}

/** A keyset position: the row's sort value (as candidateSortKeyText gives it) and its id. */
export type CandidatePosition = KeysetPosition;

/**
 * Rows strictly after (or before) a position in the sort's order. Nulls come last, so after a
 * null only nulls with a later id remain; before a value every null is excluded.
 */
export function candidateCursorCondition(sort: CandidateSort, position: CandidatePosition, side: "after" | "before", on?: CandidateSortColumns): SQL {
  return keysetCondition(SORTS[sort.param], sort.dir, position, side, columnsOf(sort, on));
}

// ---------------------------------------------------------------------------------------------
// Cursors

/** The opaque cursor after a row: which sort it belongs to, the row's sort value and id. */
export function encodeCandidateCursor(sort: CandidateSort, position: CandidatePosition): string {
  return encodeKeysetCursor(sort, position);
}

/** A cursor back to a position; anything this sort did not give (edited, of another sort) is a 422 on `cursor`. */
export function decodeCandidateCursor(sort: CandidateSort, text: string): CandidatePosition {
  return decodeKeysetCursor(SORTS[sort.param], sort, text);
}
