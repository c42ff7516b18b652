import { and, asc, desc, eq, isNull, sql } from "drizzle-orm";
import type { Executor } from "@/server/db/client";
import { companies } from "@/server/db/schema/companies";
import { companyPhotos } from "@/server/db/schema/company-photos";
import { jobs, recruitmentSteps } from "@/server/db/schema/jobs";
import { jobRunsBoost } from "@/server/modules/job-boosts/job-boosts-sql";
import { isOpenJob } from "./careers-sql";

export type CareersCompanyRow = Pick<
  typeof companies.$inferSelect,
  "id" | "name" | "slug" | "logoUrl" | "sector" | "size" | "website" | "description" | "cityId"
>;
export type CareersJobRow = typeof jobs.$inferSelect;

/** An active, not deleted company by its careers slug. */
export async function findPublicCompany(db: Executor, slug: string): Promise<CareersCompanyRow | null> {
  const [row] = await db
    .select({
      id: companies.id,
      name: companies.name,
      slug: companies.slug,
      logoUrl: companies.logoUrl,
      sector: companies.sector,
      size: companies.size,
      website: companies.website,
      description: companies.description,
      cityId: companies.cityId,
    })
    .from(companies)
    .where(and(eq(companies.slug, slug), eq(companies.isActive, true), isNull(companies.deletedAt)))
    .limit(1);
  return row ?? null;
}

export function companyPhotoIds(db: Executor, companyId: string): Promise<{ id: string }[]> {
  return db
    .select({ id: companyPhotos.id })
    .from(companyPhotos)
    .where(and(eq(companyPhotos.companyId, companyId), eq(companyPhotos.kind, "photo")))
    .orderBy(asc(companyPhotos.createdAt));
}

export type OpenJobRow = CareersJobRow & { promoted: boolean };

/**
 * The company's open jobs: those running a boost first, then newest first. Not paged: the plan's
 * job quota keeps a company's open jobs to a handful, and the careers page shows them all. A boost
 * counts until its end by the database's clock, whether or not the worker has marked it ended.
 */
export async function openJobsOfCompany(db: Executor, companyId: string): Promise<OpenJobRow[]> {
  const promoted = jobRunsBoost();
  const rows = await db
    .select({ job: jobs, promoted })
    .from(jobs)
    .where(and(eq(jobs.companyId, companyId), isOpenJob()))
    .orderBy(desc(promoted), desc(jobs.publishedAt), desc(jobs.id));
  return rows.map((row) => ({ ...row.job, promoted: row.promoted === true || (row.promoted as unknown) === "t" }));
}

/** The step's id within its job (its step key), or undefined when the step is gone. */
export async function findStepKey(db: Executor, stepId: string): Promise<string | undefined> {
  const [step] = await db.select({ stepKey: recruitmentSteps.stepKey }).from(recruitmentSteps).where(eq(recruitmentSteps.id, stepId)).limit(1);
  return step?.stepKey;
}

/** A company's job by its slug, whatever its state (the caller decides what a state means). */
export async function findJobBySlug(db: Executor, companyId: string, slug: string): Promise<(CareersJobRow & { open: boolean }) | null> {
  const [row] = await db
    .select({ job: jobs, open: sql<boolean>`(${isOpenJob()})` })
    .from(jobs)
    .where(and(eq(jobs.companyId, companyId), eq(jobs.slug, slug)))
    .limit(1);
  return row ? { ...row.job, open: row.open === true || (row.open as unknown) === "t" } : null;
}
