import type { CompanySessionContext } from "@/server/auth/session-types";
import type { Database, Executor } from "@/server/db/client";
import { companyNotFound } from "@/server/modules/companies/companies-errors";
import { queueEmail } from "@/server/modules/mail/outbox-service";
import { activeOwners } from "@/server/modules/team/members-service";
import type { z } from "zod";
import { alreadyVerified, verificationDocumentNotUploaded, verificationNotSubmitted, verificationOwnerOnly } from "./company-profile-errors";
import type { CompanyVerification, reviewVerificationSchema, submitVerificationSchema } from "./company-profile-schemas";
import { findCompany, findVerification, hasVerification, markVerificationReviewed, photosOfCompany, updateCompany, upsertVerification } from "./company-profile-queries";

type SubmitInput = z.output<typeof submitVerificationSchema>;
type ReviewInput = z.output<typeof reviewVerificationSchema>;

/** GET /v1/job-portal/company/{id}/verification. */
export async function getVerification(db: Executor, companyId: string): Promise<CompanyVerification> {
  const company = await findCompany(db, companyId);
  if (!company) throw companyNotFound();
  const row = await findVerification(db, companyId);
  const verification = row?.verification;
  return {
    companyId,
    status: company.verificationStatus,
    submission: verification
      ? {
          legalName: verification.legalName,
          taxNumber: verification.taxNumber,
          businessRegistrationNumber: verification.businessRegistrationNumber,
          address: verification.address,
          documentPhotoId: verification.documentPhotoId,
          note: verification.note,
          submittedAt: verification.submittedAt.toISOString(),
          submittedBy: row?.submitter?.email ? { name: row.submitter.name, email: row.submitter.email } : null,
        }
      : null,
    reviewedAt: verification?.reviewedAt?.toISOString() ?? null,
    reviewNote: verification?.reviewNote ?? null,
  };
}

/** PUT /v1/job-portal/company/{id}/verification: the Admin (re)submits; the status becomes pending. */
export async function submitVerification(db: Database, session: CompanySessionContext, input: SubmitInput, now = new Date()): Promise<CompanyVerification> {
  if (session.role !== "owner") throw verificationOwnerOnly();
  const company = await findCompany(db, session.companyId);
  if (!company) throw companyNotFound();
  if (company.verificationStatus === "verified") {
    throw alreadyVerified();
  }
  if (input.documentPhotoId && (await photosOfCompany(db, session.companyId, [input.documentPhotoId])).length === 0) {
    throw verificationDocumentNotUploaded();
  }
  const values = {
    legalName: input.legalName,
    taxNumber: input.taxNumber,
    businessRegistrationNumber: input.businessRegistrationNumber || null,
    address: input.address,
    documentPhotoId: input.documentPhotoId ?? null,
    note: input.note || null,
    submittedByUserId: session.userId,
    submittedAt: now,
    reviewedAt: null,
    reviewNote: null,
  };
  await db.transaction(async (tx) => {
    await upsertVerification(tx, session.companyId, values);
    await updateCompany(tx, session.companyId, { verificationStatus: "pending" });
  });
  return getVerification(db, session.companyId);
}

/** PUT /v1/operator/company/{id}/verification: the operator's decision; the owners are mailed. */
export async function reviewVerification(db: Database, companyId: string, input: ReviewInput, now = new Date()): Promise<CompanyVerification> {
  const company = await findCompany(db, companyId);
  if (!company) throw companyNotFound();
  if (!(await hasVerification(db, companyId))) {
    throw verificationNotSubmitted();
  }
  await db.transaction(async (tx) => {
    await markVerificationReviewed(tx, companyId, { reviewedAt: now, reviewNote: input.note || null });
    await updateCompany(tx, companyId, { verificationStatus: input.status });
    const verified = input.status === "verified";
    for (const owner of await activeOwners(tx, companyId)) {
      await queueEmail(tx, {
        to: owner.email,
        category: "company-verification",
        subject: verified ? `${company.name} is verified` : `${company.name}'s verification needs another look`,
        text: verified
          ? `Good news: ${company.name} is now a verified company on the hiring portal.`
          : `We could not verify ${company.name} yet${input.note ? `: ${input.note}` : "."} Review the details on your company profile and submit them again.`,
      });
    }
  });
  return getVerification(db, companyId);
}
