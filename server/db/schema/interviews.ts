import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { INTERVIEW_MODES, INTERVIEW_STAGES, INTERVIEW_STATUSES, INTERVIEW_TIME_ZONES } from "../../modules/interviews/interviews-contract";
import { jobApplications } from "./applications";
import { companies } from "./companies";
import { jobs } from "./jobs";
import { users } from "./users";
import { timestamps } from "./columns";

/**
 * An interview scheduled with one applicant. `sequence` is the iCalendar SEQUENCE of the invites:
 * 0 when scheduled, raised by each reschedule and by the cancel, so calendar programs take the
 * newest invite for the same UID (the row's id).
 */
export const interviews = pgTable(
  "interviews",
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
    /** The interview status of spec 3 the applicant is in for it: hrInterview or userInterview. */
    step: text({ enum: INTERVIEW_STAGES }).notNull(),
    startsAt: timestamp({ withTimezone: true }).notNull(),
    durationMinutes: integer().notNull(),
    timeZone: text({ enum: INTERVIEW_TIME_ZONES }).notNull(),
    mode: text({ enum: INTERVIEW_MODES }).notNull(),
    location: text(),
    meetingUrl: text(),
    /** Users of the company, each an owner or a member with access to the job. */
    interviewerUserIds: jsonb().$type<string[]>().notNull().default([]),
    message: text().notNull().default(""),
    sequence: integer().notNull().default(0),
    status: text({ enum: INTERVIEW_STATUSES }).notNull().default("scheduled"),
    createdByUserId: uuid().references(() => users.id, { onDelete: "set null" }),
    cancelledAt: timestamp({ withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    index("interviews_application_idx").on(table.applicationId, table.startsAt),
    index("interviews_company_idx").on(table.companyId, table.startsAt),
    check("interviews_duration_range", sql`${table.durationMinutes} between 1 and 1440`),
    check("interviews_place", sql`(${table.mode} = 'inPerson' and ${table.location} is not null) or (${table.mode} = 'online' and ${table.meetingUrl} is not null)`),
  ],
);
