import { createHash } from "node:crypto";

/** A stable uuid for a seeded row named by `name` (records without an id of their own in the content). */
export function seedUuid(name: string): string {
  const hex = createHash("sha256").update(name).digest("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

export const seedStepId = (jobId: string, stepKey: string) => seedUuid(`step:${jobId}:${stepKey}`);
export const seedTalentId = (email: string) => seedUuid(`talent:${email}`);
export const seedApplicationId = (jobId: string, email: string) => seedUuid(`application:${jobId}:${email}`);
