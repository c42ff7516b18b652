import { index, integer, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./users";

export const authCodePurpose = pgEnum("auth_code_purpose", ["email-verification", "password-reset"]);

/**
 * A mailed 6-digit code (email verification, password reset). Only an HMAC of it is stored; a new
 * code of the same purpose retires the old one, and each code allows a fixed number of tries.
 */
export const authCodes = pgTable(
  "auth_codes",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    purpose: authCodePurpose().notNull(),
    codeHash: text().notNull(),
    attempts: integer().notNull().default(0),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    /** Set when the code was used, used up its tries, or was replaced by a newer one. */
    consumedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("auth_codes_user_purpose_idx").on(table.userId, table.purpose, table.createdAt)],
);

/** A short-lived one-time token that hands a signed-in user to another product (HRIS switch). */
export const loginTokens = pgTable(
  "login_tokens",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The product the token is for; only that product may redeem it. */
    platform: text().notNull(),
    tokenHash: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex("login_tokens_hash_unique").on(table.tokenHash)],
);
