import { timestamp } from "drizzle-orm/pg-core";

/** createdAt/updatedAt pair shared by every table that records edits. */
export const timestamps = {
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};
