import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgEnum, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { timestamps } from "./columns";
import { companies } from "./companies";
import { jobs } from "./jobs";
import { talents } from "./talents";
import { users } from "./users";

/**
 * What a company has to do with talents of the pool (issue 14): its talent database, what it
 * unlocked, contacted and invited, its lists and notes, and each open job's recommended set.
 * Every row carries the company, so every query is scoped by it.
 */

/** How a talent entered the company's database: applied to one of its jobs, imported, or saved from Talent Search. */
export const companyTalentOrigin = pgEnum("company_talent_origin", ["applied", "imported", "saved"]);

/**
 * The company's talent database: one row per talent. Applications and imports add theirs through a
 * trigger on job_applications (migration 0012); a recruiter adds the rest from Talent Search.
 */
export const companyTalents = pgTable(
  "company_talents",
  {
    companyId: uuid()
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    talentId: uuid()
      .notNull()
      .references(() => talents.id, { onDelete: "cascade" }),
    origin: companyTalentOrigin().notNull(),
    /** Who saved the talent, for origin "saved". */
    savedByUserId: uuid().references(() => users.id, { onDelete: "set null" }),
    ...timestamps,
  },
  (table) => [primaryKey({ columns: [table.companyId, table.talentId] }), index("company_talents_company_created_idx").on(table.companyId, table.createdAt.desc(), table.talentId.desc())],
);

/** A talent hidden from one company (e.g. their current employer): that company never finds them in Talent Search. */
export const talentHiddenCompanies = pgTable(
  "talent_hidden_companies",
  {
    talentId: uuid()
      .notNull()
      .references(() => talents.id, { onDelete: "cascade" }),
    companyId: uuid()
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.talentId, table.companyId] }), index("talent_hidden_companies_company_idx").on(table.companyId)],
);

/**
 * A profile a company unlocked (POST user-company-accessed-student): its contact details and CV are
 * open to the company from then on. One per company and talent, so nothing is charged twice; the
 * rows since the subscription period began are its talentContacts usage.
 */
export const talentUnlocks = pgTable(
  "talent_unlocks",
  {
    id: uuid().primaryKey().defaultRandom(),
    companyId: uuid()
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    talentId: uuid()
      .notNull()
      .references(() => talents.id, { onDelete: "cascade" }),
    unlockedByUserId: uuid().references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex("talent_unlocks_company_talent_unique").on(table.companyId, table.talentId), index("talent_unlocks_company_created_idx").on(table.companyId, table.createdAt)],
);

/**
 * An email a recruiter sent a talent (POST user-company-contacted-student), through the outbox.
 * requestId is the sender's key for one send: the same request twice sends one email.
 */
export const talentContacts = pgTable(
  "talent_contacts",
  {
    id: uuid().primaryKey().defaultRandom(),
    companyId: uuid()
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    talentId: uuid()
      .notNull()
      .references(() => talents.id, { onDelete: "cascade" }),
    contactedByUserId: uuid().references(() => users.id, { onDelete: "set null" }),
    requestId: uuid().notNull(),
    subject: text().notNull(),
    message: text().notNull(),
    /** The outbox email that carries it. */
    emailId: uuid(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("talent_contacts_company_request_unique").on(table.companyId, table.requestId),
    index("talent_contacts_company_talent_idx").on(table.companyId, table.talentId, table.createdAt.desc()),
  ],
);

/**
 * An invitation to apply to one published job. The email links to the job's careers page with the
 * token; an application sent with it is attributed to the invitation (job_applications.invitation_id).
 */
export const talentInvitations = pgTable(
  "talent_invitations",
  {
    id: uuid().primaryKey().defaultRandom(),
    companyId: uuid()
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    talentId: uuid()
      .notNull()
      .references(() => talents.id, { onDelete: "cascade" }),
    jobId: uuid()
      .notNull()
      .references(() => jobs.id, { onDelete: "cascade" }),
    invitedByUserId: uuid().references(() => users.id, { onDelete: "set null" }),
    /** Random, URL-safe; carried by the careers link. */
    token: text().notNull(),
    message: text(),
    emailId: uuid(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("talent_invitations_job_talent_unique").on(table.jobId, table.talentId),
    uniqueIndex("talent_invitations_token_unique").on(table.token),
    index("talent_invitations_company_talent_idx").on(table.companyId, table.talentId),
  ],
);

/** A list (tag) a recruiter keeps talents in. Names are unique per company, case aside. */
export const talentLists = pgTable(
  "talent_lists",
  {
    id: uuid().primaryKey().defaultRandom(),
    companyId: uuid()
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    name: text().notNull(),
    createdByUserId: uuid().references(() => users.id, { onDelete: "set null" }),
    ...timestamps,
  },
  (table) => [uniqueIndex("talent_lists_company_name_unique").on(table.companyId, sql`lower(${table.name})`)],
);

export const talentListMembers = pgTable(
  "talent_list_members",
  {
    listId: uuid()
      .notNull()
      .references(() => talentLists.id, { onDelete: "cascade" }),
    talentId: uuid()
      .notNull()
      .references(() => talents.id, { onDelete: "cascade" }),
    companyId: uuid()
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    addedByUserId: uuid().references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.listId, table.talentId] }), index("talent_list_members_company_talent_idx").on(table.companyId, table.talentId)],
);

/** A recruiter's note on a talent, seen by the whole company (spec 9: at most 300 characters). */
export const talentNotes = pgTable(
  "talent_notes",
  {
    id: uuid().primaryKey().defaultRandom(),
    companyId: uuid()
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    talentId: uuid()
      .notNull()
      .references(() => talents.id, { onDelete: "cascade" }),
    authorUserId: uuid().references(() => users.id, { onDelete: "set null" }),
    body: text().notNull(),
    ...timestamps,
  },
  (table) => [index("talent_notes_company_talent_idx").on(table.companyId, table.talentId, table.createdAt.desc())],
);

/** Why a talent is recommended for a job: the skills both share, and the education and experience that fit. */
export type RecommendationReasons = { matchedSkills: string[]; education: string | null; experience: string | null };

/** One talent of a job's recommended set, with its score (0-100) and reasons. Rebuilt by a background job. */
export const jobTalentRecommendations = pgTable(
  "job_talent_recommendations",
  {
    jobId: uuid()
      .notNull()
      .references(() => jobs.id, { onDelete: "cascade" }),
    talentId: uuid()
      .notNull()
      .references(() => talents.id, { onDelete: "cascade" }),
    companyId: uuid()
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    score: integer().notNull(),
    reasons: jsonb().$type<RecommendationReasons>().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.jobId, table.talentId] }),
    index("job_talent_recommendations_job_score_idx").on(table.jobId, table.score.desc(), table.talentId),
    index("job_talent_recommendations_company_score_idx").on(table.companyId, table.score.desc(), table.talentId),
  ],
);

/**
 * The latest recommended set of a job: its fingerprint (the talents in it) tells a new set from a
 * rebuilt same one, so studentRecommendationSetReady is sent only when the set changed.
 */
export const jobRecommendationSets = pgTable("job_recommendation_sets", {
  jobId: uuid()
    .primaryKey()
    .references(() => jobs.id, { onDelete: "cascade" }),
  companyId: uuid()
    .notNull()
    .references(() => companies.id, { onDelete: "cascade" }),
  fingerprint: text().notNull(),
  talentCount: integer().notNull(),
  builtAt: timestamp({ withTimezone: true }).notNull(),
  notifiedAt: timestamp({ withTimezone: true }),
});
