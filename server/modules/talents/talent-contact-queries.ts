import { and, eq } from "drizzle-orm";
import type { Executor } from "@/server/db/client";
import { companies } from "@/server/db/schema/companies";
import { talentContacts } from "@/server/db/schema/company-talents";
import { users } from "@/server/db/schema/users";

/** The user's name and email with the company's name, or null for an unknown user. */
export async function findSender(db: Executor, companyId: string, userId: string): Promise<{ recruiterName: string; recruiterEmail: string; companyName: string } | null> {
  const [row] = await db
    .select({ recruiterName: users.name, recruiterEmail: users.email, companyName: companies.name })
    .from(users)
    .innerJoin(companies, eq(companies.id, companyId))
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
}

/** The company's contact sent for this request id, with its sender's name, or null. */
export async function findContactByRequestId(db: Executor, companyId: string, requestId: string) {
  const [row] = await db
    .select({
      id: talentContacts.id,
      talentId: talentContacts.talentId,
      subject: talentContacts.subject,
      message: talentContacts.message,
      createdAt: talentContacts.createdAt,
      userId: talentContacts.contactedByUserId,
      userName: users.name,
    })
    .from(talentContacts)
    .leftJoin(users, eq(users.id, talentContacts.contactedByUserId))
    .where(and(eq(talentContacts.companyId, companyId), eq(talentContacts.requestId, requestId)))
    .limit(1);
  return row ?? null;
}

export async function insertTalentContact(
  db: Executor,
  params: { companyId: string; talentId: string; contactedByUserId: string; requestId: string; subject: string; message: string; emailId: string },
): Promise<void> {
  await db.insert(talentContacts).values({
    companyId: params.companyId,
    talentId: params.talentId,
    contactedByUserId: params.contactedByUserId,
    requestId: params.requestId,
    subject: params.subject,
    message: params.message,
    emailId: params.emailId,
  });
}
