import { sql } from "drizzle-orm";
import { bigint, date, index, integer, jsonb, numeric, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { timestamps } from "./columns";
import type { CompanyType, Rank, SchoolType, Trait } from "../../modules/pipeline/pipeline-contract";
import { discoverablePredicate, TALENT_SORT_COLUMNS, talentSortExpression } from "../../modules/talents/talent-search-sort-keys";
import { TALENT_SORT_PARAMS } from "../../modules/talents/talents-contract";

/** A school the talent attended, newest first. */
export type TalentEducation = { school: string; degree: string | null; major: string | null; startYear: number | null; endYear: number | null; gpa: number | null };
/** A position the talent held, newest first; endDate null while current (dates YYYY-MM). */
export type TalentExperience = { company: string; title: string; companyType: CompanyType | null; startDate: string; endDate: string | null; description: string | null };


export const talentSource = pgEnum("talent_source", ["application", "import", "seed"]);
export const talentGender = pgEnum("talent_gender", ["male", "female"]);
/** Spec 3 Talent job-seeking status. Only activelyLooking and openOpportunity are discoverable. */
export const talentJobSeekingStatus = pgEnum("talent_job_seeking_status", ["activelyLooking", "openOpportunity", "notActivelyLooking", "closedOpportunity"]);
/** The talent's choice: found by any company's Talent Search (discoverable), or only by companies they applied to (private). */
export const talentVisibility = pgEnum("talent_visibility", ["discoverable", "private"]);

/**
 * A person in the platform's talent pool. Everyone who applies (or is imported) becomes one, keyed
 * by email; the talent search issue searches this table.
 */
export const talents = pgTable(
  "talents",
  {
    id: uuid().primaryKey().defaultRandom(),
    email: text().notNull(),
    name: text().notNull(),
    phone: text(),
    /** Spec 3 experience or education level code (0-8). */
    experienceLevel: integer(),
    lastEducation: text(),
    university: text(),
    major: text(),
    gpa: numeric({ precision: 3, scale: 2, mode: "number" }),
    gender: talentGender(),
    birthDate: date({ mode: "string" }),
    city: text(),
    skills: jsonb().$type<string[]>().notNull().default([]),
    portfolioUrl: text(),
    linkedinUrl: text(),
    /** The latest CV the talent sent, in the file storage. */
    cvStorageKey: text(),
    source: talentSource().notNull().default("application"),
    /** Profile facts the pipeline filters and sorts on (spec 3 Filters and Sort options). */
    schoolType: text().$type<SchoolType>(),
    traits: jsonb().$type<Trait[]>().notNull().default([]),
    rank: text().$type<Rank>(),
    companyTypes: jsonb().$type<CompanyType[]>().notNull().default([]),
    /** Monthly salary expectation in rupiah. */
    expectedSalary: bigint({ mode: "number" }),
    toeflScore: integer(),
    education: jsonb().$type<TalentEducation[]>().notNull().default([]),
    experiences: jsonb().$type<TalentExperience[]>().notNull().default([]),
    /** One line under the name ("Backend Engineer at Pay Nusantara"). */
    headline: text(),
    summary: text(),
    jobSeekingStatus: talentJobSeekingStatus().notNull().default("notActivelyLooking"),
    /** Applicants and imported people stay private until they opt in on the job-seeker site. */
    visibility: talentVisibility().notNull().default("private"),
    /** When the talent last updated the profile or applied: the default order of Talent Search. */
    lastActiveAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Years of experience as an order, as job_applications.experience_rank (Others lowest). */
    experienceRank: integer().generatedAlwaysAs(
      sql`case "experience_level" when 8 then 0 when 1 then 1 when 2 then 2 when 3 then 3 when 4 then 4 when 0 then 5 when 5 then 6 when 6 then 7 when 7 then 8 end`,
    ),
    /**
     * What Talent Search's text matches (name, headline, university, skills, schools, companies) in
     * one string, fields apart by a control character no search holds, under a trigram index.
     */
    searchText: text().generatedAlwaysAs(
      sql`"name" || chr(31) || coalesce("headline", '') || chr(31) || coalesce("university", '') || chr(31) || "skills"::text || chr(31) || jsonb_path_query_array("education", '$[*].school')::text || chr(31) || jsonb_path_query_array("experiences", '$[*].company')::text`,
    ),
    /**
     * Every spec 3 filter value the talent has, as one token each ("rank:top1", "trait:ambitious",
     * "company:gov", ...): a combination of filters is then one GIN bitmap over this array
     * (migration 0021, talent_search_facets), however rare the combination and however the filters'
     * values correlate.
     */
    searchFacets: text()
      .array()
      .generatedAlwaysAs(sql`talent_search_facets("experience_level", "gender", "school_type", "traits", "rank", "company_types", "job_seeking_status")`),
    ...timestamps,
  },
  (table) => [
    uniqueIndex("talents_email_unique").on(sql`lower(${table.email})`),
    index("talents_name_trgm_idx").using("gin", sql`${table.name} gin_trgm_ops`),
    // Talent Search (migration 0013): only discoverable talents, so the indexes are partial on
    // the query's own predicate. The text prefilter, then one btree per sort and direction on the
    // exact key of the query (nulls as sentinels), so a page of any depth is one index range.
    index("talents_search_text_trgm_idx").using("gin", sql`${table.searchText} gin_trgm_ops`).where(sql.raw(discoverablePredicate(null))),
    ...talentSortIndexes({ name: "talents_search", discoverableOnly: true }),
    // A filter combination few talents share is gathered through this one GIN index (every filter
    // is a condition on search_facets) and sorted, instead of walking a sort index past every talent.
    index("talents_search_facets_gin_idx").using("gin", table.searchFacets).where(sql.raw(discoverablePredicate(null))),
    // The Talent Database's orders over every talent (any visibility): a company holding many talents
    // walks one, probing its own rows, instead of joining all of them and sorting (migrations 0015,
    // 0021). The default order's index also serves lastActive ascending, read backwards.
    index("talents_last_active_idx").on(sql.raw(`"last_active_at" desc`), sql.raw(`"id" desc`)),
    ...talentSortIndexes({ name: "talents", discoverableOnly: false }),
    // Recommendations prefilter talents sharing a skill with a job (skills ?| array[...]).
    index("talents_skills_gin_idx").using("gin", table.skills),
  ],
);

/**
 * One btree per sort and SQL direction, on talentSortExpression, the id breaking ties: Talent Search's
 * (partial on the discoverable predicate, every sort) or the Talent Database's (every talent; its
 * default order has its own index, talents_last_active_idx).
 */
function talentSortIndexes(options: { name: string; discoverableOnly: boolean }) {
  const params = options.discoverableOnly ? TALENT_SORT_PARAMS : TALENT_SORT_PARAMS.filter((param) => param !== "lastActive");
  return params.flatMap((param) => {
    // A key without nulls is read backwards for the other direction; a sentinel key is not (its sentinel differs).
    const directions = TALENT_SORT_COLUMNS[param].low ? (["desc", "asc"] as const) : (["desc"] as const);
    return directions.map((dir) => {
      const sortIndex = index(`${options.name}_${TALENT_SORT_COLUMNS[param].column}_${dir}_idx`).on(
        sql.raw(`${talentSortExpression(param, dir, null)} ${dir}`),
        sql.raw(`"id" ${dir}`),
      );
      return options.discoverableOnly ? sortIndex.where(sql.raw(discoverablePredicate(null))) : sortIndex;
    });
  });
}
