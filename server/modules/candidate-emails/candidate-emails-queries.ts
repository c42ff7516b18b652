import { and, asc, eq, sql } from "drizzle-orm";
import type { Executor } from "@/server/db/client";
import { companies } from "@/server/db/schema/companies";
import { jobs, recruitmentSteps } from "@/server/db/schema/jobs";
import { emailTemplates } from "@/server/db/schema/pipeline";
import { users } from "@/server/db/schema/users";
import type { EmailTemplateKey } from "@/server/modules/jobs/jobs-contract";
import { DEFAULT_EMAIL_TEMPLATE_EDITORS, type EmailTemplateEditors } from "./candidate-emails-contract";

/** The company's own wordings of the templates. */
export function companyTemplates(db: Executor, companyId: string) {
  return db
    .select({ key: emailTemplates.key, subject: emailTemplates.subject, body: emailTemplates.body, updatedAt: emailTemplates.updatedAt })
    .from(emailTemplates)
    .where(eq(emailTemplates.companyId, companyId));
}
export type CompanyTemplateRow = Awaited<ReturnType<typeof companyTemplates>>[number];

export async function upsertCompanyTemplate(
  db: Executor,
  params: { companyId: string; key: EmailTemplateKey; subject: string; body: string; userId: string; now: Date },
): Promise<CompanyTemplateRow> {
  const [row] = await db
    .insert(emailTemplates)
    .values({ companyId: params.companyId, key: params.key, subject: params.subject, body: params.body, updatedByUserId: params.userId, createdAt: params.now, updatedAt: params.now })
    .onConflictDoUpdate({
      target: [emailTemplates.companyId, emailTemplates.key],
      set: { subject: params.subject, body: params.body, updatedByUserId: params.userId, updatedAt: params.now },
    })
    .returning({ key: emailTemplates.key, subject: emailTemplates.subject, body: emailTemplates.body, updatedAt: emailTemplates.updatedAt });
  return row!;
}

export async function deleteCompanyTemplate(db: Executor, companyId: string, key: EmailTemplateKey): Promise<void> {
  await db.delete(emailTemplates).where(and(eq(emailTemplates.companyId, companyId), eq(emailTemplates.key, key)));
}

/**
 * What every email of one send shares: the company's name and published jobs count ({{total jobs}})
 * and the sending member's name ({{Your Name}}). One query.
 */
export async function senderFacts(db: Executor, params: { companyId: string; userId: string }) {
  const [row] = await db
    .select({
      companyName: companies.name,
      senderName: sql<string | null>`(select ${users.name} from ${users} where ${users.id} = ${params.userId})`,
      // By value, not by column: Drizzle leaves columns unqualified in a one-table select, and an
      // unqualified "id" inside the subquery would mean the job's.
      publishedJobs: sql<number>`(select count(*) from ${jobs} where ${jobs.companyId} = ${params.companyId} and ${jobs.status} = 'published')`.mapWith(Number),
    })
    .from(companies)
    .where(eq(companies.id, params.companyId))
    .limit(1);
  return row ?? null;
}
export type SenderFacts = NonNullable<Awaited<ReturnType<typeof senderFacts>>>;

/** A job of the company with the name of its first step (where a moved candidate starts). */
export async function jobWithFirstStep(db: Executor, params: { companyId: string; jobId: string }) {
  const [row] = await db
    .select({ id: jobs.id, role: jobs.role, firstStepName: recruitmentSteps.name })
    .from(jobs)
    .leftJoin(recruitmentSteps, eq(recruitmentSteps.jobId, jobs.id))
    .where(and(eq(jobs.id, params.jobId), eq(jobs.companyId, params.companyId)))
    .orderBy(asc(recruitmentSteps.position))
    .limit(1);
  return row ?? null;
}

/** Who may reword the company's templates (a company setting). */
export async function emailTemplateEditorsOf(db: Executor, companyId: string): Promise<EmailTemplateEditors> {
  const [row] = await db.select({ editors: companies.emailTemplateEditors }).from(companies).where(eq(companies.id, companyId));
  return row?.editors ?? DEFAULT_EMAIL_TEMPLATE_EDITORS;
}

export async function setEmailTemplateEditors(db: Executor, companyId: string, editors: EmailTemplateEditors): Promise<void> {
  await db.update(companies).set({ emailTemplateEditors: editors }).where(eq(companies.id, companyId));
}
