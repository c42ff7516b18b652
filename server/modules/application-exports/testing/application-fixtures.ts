import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Executor } from "@/server/db/client";
import { jobApplications } from "@/server/db/schema/applications";
import { applicationExports } from "@/server/db/schema/pipeline";
import { talents } from "@/server/db/schema/talents";
import { addApplicant } from "@/server/modules/applications/add-applicant";
import type { ApplicationStatus, TechTestStatus } from "@/server/modules/jobs/jobs-contract";
import type { CompanyType, Rank, SchoolType, Trait } from "@/server/modules/pipeline/pipeline-contract";

/** One applicant of a test job: what the table shows and the filters read (tests only). */
export type TestApplicant = {
  name: string;
  appliedAt: Date;
  phone?: string;
  /** A step key of the job (stepIds of insertJob); CV Screening when omitted. */
  stepKey?: string;
  status?: ApplicationStatus;
  source?: "applicant" | "import" | "recommendation";
  experienceLevel?: number;
  university?: string;
  major?: string;
  gpa?: number;
  gender?: "male" | "female";
  birthDate?: string;
  schoolType?: SchoolType;
  traits?: Trait[];
  rank?: Rank;
  companyTypes?: CompanyType[];
  expectedSalary?: number;
  toeflScore?: number;
  techTestStatus?: TechTestStatus;
  techTestDeadlineAt?: Date;
};

/**
 * Adds the applicants through addApplicant (as the careers page does), then writes the profile facts
 * and pipeline state the tests need straight to the tables. Emails are unique per call; answers the
 * application ids in the given order.
 */
export async function addTestApplicants(
  db: Executor,
  job: { id: string; companyId: string; stepIds: Record<string, string> },
  people: readonly TestApplicant[],
): Promise<string[]> {
  const tag = randomUUID().slice(0, 8);
  const ids: string[] = [];
  for (const [index, person] of people.entries()) {
    const added = await addApplicant(
      db,
      job,
      {
        name: person.name,
        email: `applicant${index + 1}-${tag}@example.test`,
        phone: person.phone ?? null,
        experienceLevel: person.experienceLevel ?? null,
        university: person.university ?? null,
        major: person.major ?? null,
        gpa: person.gpa ?? null,
      },
      { source: person.source ?? "applicant", appliedAt: person.appliedAt },
    );
    if (added.outcome !== "created") throw new Error(`Applicant ${person.name} was not created`);
    await db
      .update(talents)
      .set({
        gender: person.gender ?? null,
        birthDate: person.birthDate ?? null,
        schoolType: person.schoolType ?? null,
        traits: person.traits ?? [],
        rank: person.rank ?? null,
        companyTypes: person.companyTypes ?? [],
        expectedSalary: person.expectedSalary ?? null,
        toeflScore: person.toeflScore ?? null,
      })
      .where(eq(talents.id, added.talentId));
    await db
      .update(jobApplications)
      .set({
        ...(person.stepKey ? { recruitmentStepId: job.stepIds[person.stepKey]! } : {}),
        ...(person.status ? { status: person.status } : {}),
        techTestStatus: person.techTestStatus ?? null,
        techTestDeadlineAt: person.techTestDeadlineAt ?? null,
      })
      .where(eq(jobApplications.id, added.applicationId));
    ids.push(added.applicationId);
  }
  return ids;
}

/** A fixed id for a finished export of Demo Company (the tenant isolation suite aims at it). */
export const DEMO_EXPORT_ID = "0d3e0000-0000-4000-8000-00000000e001";

/** A finished CSV export, written straight to the table (its file need not exist). */
export async function insertTestExport(
  db: Executor,
  params: { companyId: string; jobId: string; requestedByUserId: string; id?: string; now?: Date },
): Promise<string> {
  const id = params.id ?? randomUUID();
  const now = params.now ?? new Date();
  await db.insert(applicationExports).values({
    id,
    companyId: params.companyId,
    jobId: params.jobId,
    requestedByUserId: params.requestedByUserId,
    format: "csv",
    filter: { sortParam: "applicationDate", sortDir: "desc" },
    status: "done",
    totalRows: 1,
    processedRows: 1,
    storageKey: `exports/${params.companyId}/${id}.csv`,
    fileName: "applications.csv",
    finishedAt: now,
    expiresAt: new Date(now.getTime() + 7 * 24 * 60 * 60 * 1000),
  });
  return id;
}
