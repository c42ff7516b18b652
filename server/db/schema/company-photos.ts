import { index, integer, pgEnum, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { companies } from "./companies";
import { users } from "./users";

export const companyPhotoKind = pgEnum("company_photo_kind", ["photo", "logo"]);

/** A company photo or logo held in the file storage (spec 7.2 company-photo). */
export const companyPhotos = pgTable(
  "company_photos",
  {
    id: uuid().primaryKey().defaultRandom(),
    companyId: uuid()
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    kind: companyPhotoKind().notNull().default("photo"),
    /** The key FileStorage chose. */
    storageKey: text().notNull(),
    mimeType: text().notNull(),
    sizeBytes: integer().notNull(),
    uploadedByUserId: uuid().references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("company_photos_company_created_idx").on(table.companyId, table.createdAt)],
);
