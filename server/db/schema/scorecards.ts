import { index, jsonb, pgEnum, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { SCORECARD_RECOMMENDATIONS } from "../../modules/scorecards/scorecards-contract";
import { jobApplications } from "./applications";
import { timestamps } from "./columns";
import { companies } from "./companies";
import { jobs } from "./jobs";
import { users } from "./users";

export const scorecardRecommendation = pgEnum("scorecard_recommendation", SCORECARD_RECOMMENDATIONS);

/**
 * A job's interview kit once someone edited it: the ordered attributes each scorecard rates.
 * Without a row the kit is derived from the job's skills and AI criteria (scorecards-service.ts).
 */
export const interviewKits = pgTable("interview_kits", {
  jobId: uuid()
    .primaryKey()
    .references(() => jobs.id, { onDelete: "cascade" }),
  companyId: uuid()
    .notNull()
    .references(() => companies.id, { onDelete: "cascade" }),
  attributes: jsonb().$type<string[]>().notNull(),
  updatedByUserId: uuid().references(() => users.id, { onDelete: "set null" }),
  ...timestamps,
});

/** One rated attribute of a scorecard; the attribute's name is kept, so a later kit edit leaves it readable. */
export type ScorecardRatingRow = { attribute: string; rating: number; note: string };

/** One interviewer's scorecard on one application: a rating per kit attribute and an overall recommendation. */
export const scorecards = pgTable(
  "scorecards",
  {
    id: uuid().primaryKey().defaultRandom(),
    companyId: uuid()
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    jobId: uuid()
      .notNull()
      .references(() => jobs.id, { onDelete: "cascade" }),
    applicationId: uuid()
      .notNull()
      .references(() => jobApplications.id, { onDelete: "cascade" }),
    authorUserId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    ratings: jsonb().$type<ScorecardRatingRow[]>().notNull(),
    recommendation: scorecardRecommendation().notNull(),
    note: text().notNull().default(""),
    ...timestamps,
  },
  (table) => [
    uniqueIndex("scorecards_application_author_unique").on(table.applicationId, table.authorUserId),
    index("scorecards_job_idx").on(table.jobId),
  ],
);
