import { pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { timestamps } from "./columns";
import { companies } from "./companies";
import { companyPhotos } from "./company-photos";
import { users } from "./users";

/**
 * What a company submitted to be verified, and the review. The status itself is
 * companies.verification_status (pending, verified, rejected).
 */
export const companyVerifications = pgTable("company_verifications", {
  companyId: uuid()
    .primaryKey()
    .references(() => companies.id, { onDelete: "cascade" }),
  legalName: text().notNull(),
  taxNumber: text().notNull(),
  businessRegistrationNumber: text(),
  address: text().notNull(),
  documentPhotoId: uuid().references(() => companyPhotos.id, { onDelete: "set null" }),
  note: text(),
  submittedByUserId: uuid().references(() => users.id, { onDelete: "set null" }),
  submittedAt: timestamp({ withTimezone: true }).notNull(),
  reviewedAt: timestamp({ withTimezone: true }),
  reviewNote: text(),
  ...timestamps,
});
