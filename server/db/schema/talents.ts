import { sql } from "drizzle-orm";
import { index, integer, jsonb, numeric, pgEnum, pgTable, text, uniqueIndex, uuid, date } from "drizzle-orm/pg-core";
import { timestamps } from "./columns";

export const talentSource = pgEnum("talent_source", ["application", "import", "seed"]);
export const talentGender = pgEnum("talent_gender", ["male", "female"]);

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
    ...timestamps,
  },
  (table) => [uniqueIndex("talents_email_unique").on(sql`lower(${table.email})`), index("talents_name_trgm_idx").using("gin", sql`${table.name} gin_trgm_ops`)],
);
