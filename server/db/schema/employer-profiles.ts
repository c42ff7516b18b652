import { jsonb, pgTable, uuid } from "drizzle-orm/pg-core";
import { timestamps } from "./columns";
import { users } from "./users";

/** What onboarding asks a recruiter about themselves beyond the user record (spec 3 registration mapping). */
export const employerProfiles = pgTable("employer_profiles", {
  userId: uuid()
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  /** The form's "expectation": what the company hopes to hire. */
  employeeTargets: jsonb().$type<string[]>().notNull().default([]),
  /** Where the user heard of the product, from the comma list of the form. */
  howToKnowDeall: jsonb().$type<string[]>().notNull().default([]),
  ...timestamps,
});
