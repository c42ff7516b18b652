import { sql } from "drizzle-orm";
import { pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { timestamps } from "./columns";

/** Which product the account belongs to: this portal (employer) or the job-seeker site (talent). */
export const userPlatform = pgEnum("user_platform", ["employer", "talent"]);

export const users = pgTable(
  "users",
  {
    id: uuid().primaryKey().defaultRandom(),
    name: text().notNull(),
    email: text().notNull(),
    passwordHash: text(),
    platform: userPlatform().notNull().default("employer"),
    /** Set when the account was created through a social login (Google). */
    socialProvider: text(),
    socialSubject: text(),
    emailVerifiedAt: timestamp({ withTimezone: true }),
    profilePictureUrl: text(),
    phoneNumber: text(),
    ...timestamps,
  },
  (table) => [uniqueIndex("users_email_unique").on(sql`lower(${table.email})`)],
);
