import { boolean, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/**
 * Every password check, kept in the database so the brute-force limit (per account and per IP)
 * holds across restarts and across app instances. `email` is stored lower-cased.
 */
export const loginAttempts = pgTable(
  "login_attempts",
  {
    id: uuid().primaryKey().defaultRandom(),
    email: text().notNull(),
    ipAddress: text().notNull(),
    succeeded: boolean().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("login_attempts_email_created_idx").on(table.email, table.createdAt),
    index("login_attempts_ip_created_idx").on(table.ipAddress, table.createdAt),
  ],
);
