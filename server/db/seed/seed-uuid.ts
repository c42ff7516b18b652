import { createHash } from "node:crypto";
import { sql, type SQL } from "drizzle-orm";

/** A stable uuid for a seeded row named by `name` (records without an id of their own in the content). */
export function seedUuid(name: string): string {
  const hex = createHash("sha256").update(name).digest("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

export const seedStepId = (jobId: string, stepKey: string) => seedUuid(`step:${jobId}:${stepKey}`);
export const seedTalentId = (email: string) => seedUuid(`talent:${email}`);
export const seedApplicationId = (jobId: string, email: string) => seedUuid(`application:${jobId}:${email}`);

/**
 * The same idea in SQL, for rows generated set-based: the md5 of a name with the version (4) and
 * variant (8) digits set. A bare `md5(name)::uuid` fits a uuid column but is no RFC 4122 UUID, and
 * the API's id checks (zod's uuid) refuse it: such a seeded talent could not be put on a list.
 */
export function seedUuidSql(name: SQL): SQL {
  return sql`overlay(overlay(md5(${name}) placing '4' from 13) placing '8' from 17)::uuid`;
}
