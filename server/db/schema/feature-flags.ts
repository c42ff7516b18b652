import { boolean, jsonb, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { timestamps } from "./columns";
import { companies } from "./companies";

/** A product gate of spec section 6. `config` carries extra settings (maintenance target and routes). */
export const featureFlags = pgTable("feature_flags", {
  key: text().primaryKey(),
  description: text().notNull(),
  enabledByDefault: boolean().notNull().default(false),
  config: jsonb().$type<Record<string, unknown>>().notNull().default({}),
  ...timestamps,
});

export const featureFlagOverrides = pgTable(
  "feature_flag_overrides",
  {
    flagKey: text()
      .notNull()
      .references(() => featureFlags.key, { onDelete: "cascade" }),
    companyId: uuid()
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    enabled: boolean().notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.flagKey, table.companyId] })],
);
