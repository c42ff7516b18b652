import type { CompanySessionContext } from "@/server/auth/session-types";
import type { Executor } from "@/server/db/client";
import { safePdfFileName } from "@/server/modules/applications/applications-service";
import { permissionDenied } from "@/server/modules/permissions/permissions-errors";
import { assertCan, can } from "@/server/modules/permissions/permissions-service";
import { talentUnlockAllowance } from "@/server/modules/subscriptions/subscriptions-service";
import type { FileStorage } from "@/server/storage/file-storage";
import { COMPANY_TYPES } from "@/server/modules/pipeline/pipeline-contract";
import { toTalentCard } from "./talent-cards";
import {
  companyApplicationsOf,
  companyContactsOf,
  companyInvitationsOf,
  companyListsAndNotesOf,
  findTalentForCompany,
  type TalentForCompany,
} from "./talent-detail-queries";
import type { TalentDetailContext } from "./talents-contract";
import { cvNotFound, talentLocked, talentNotFound } from "./talents-errors";
import type { TalentDetail } from "./talents-schemas";

// Drivers answer a raw boolean as true or "t", a raw timestamp as a Date or a string.
const isTrue = (value: unknown) => value === true || value === "t";
const isoOrNull = (value: unknown) => (value === null || value === undefined ? null : new Date(value as string).toISOString());


const appliedJobIdsOf = (row: TalentForCompany): string[] => (Array.isArray(row.appliedJobIds) ? row.appliedJobIds : []);

/**
 * The talent gave the company their contact: they applied to (or were imported into) one of its
 * jobs, or the company unlocked the profile.
 */
export function contactIsOpen(row: TalentForCompany): boolean {
  return row.unlockedAt !== null || appliedJobIdsOf(row).length > 0;
}

/**
 * The talent as the caller may read it, else 404 TALENT_NOT_FOUND. Reachable: a talent Talent
 * Search finds for the company (talentHunt view), one in the company's database (talentDb view), or
 * an applicant of one of its jobs the caller sees (jobPost view on that job). A context names where
 * the detail is opened from: the talentHunt and talentDb contexts need their resource's view first
 * (403 PERMISSION_DENIED, which the portal turns into the request-permission dialog).
 */
export async function readableTalent(db: Executor, session: CompanySessionContext, talentId: string, context: TalentDetailContext): Promise<TalentForCompany> {
  if (context === "talentHunt") await assertCan(db, session, "talentHunt", "view");
  if (context === "talentDb") await assertCan(db, session, "talentDb", "view");
  const row = await findTalentForCompany(db, session.companyId, talentId);
  if (!row) throw talentNotFound();
  if (isTrue(row.discoverable) && (await can(db, session, "talentHunt", "view"))) return row;
  if (row.origin !== null && (await can(db, session, "talentDb", "view"))) return row;
  for (const jobId of appliedJobIdsOf(row)) {
    if (await can(db, session, "jobPost", "view", { jobId })) return row;
  }
  throw talentNotFound();
}

/**
 * The talent the caller may act on (unlock, contact, invite): manage on talentHunt for a talent
 * Search finds, or manage on talentDb for one in the company's database. A talent out of the
 * company's reach is 404; one in reach without the permission is 403 PERMISSION_DENIED.
 */
export async function actionableTalent(db: Executor, session: CompanySessionContext, talentId: string): Promise<TalentForCompany> {
  const row = await findTalentForCompany(db, session.companyId, talentId);
  if (!row) throw talentNotFound();
  const discoverable = isTrue(row.discoverable);
  const inDatabase = row.origin !== null;
  if (!discoverable && !inDatabase) throw talentNotFound();
  if (discoverable && (await can(db, session, "talentHunt", "manage"))) return row;
  if (inDatabase && (await can(db, session, "talentDb", "manage"))) return row;
  throw permissionDenied(discoverable ? "talentHunt" : "talentDb", "manage");
}

/** GET /v1/job-portal/talents/{talentId}: profile, contact once open, the company's dealings with the talent, and the unlock quota. */
export async function getTalentDetail(db: Executor, session: CompanySessionContext, talentId: string, context: TalentDetailContext): Promise<TalentDetail> {
  const row = await readableTalent(db, session, talentId, context);
  return talentDetailOf(db, session, row);
}

/** The detail of a talent already checked as reachable (after an unlock, the row read again). */
export async function talentDetailOf(db: Executor, session: CompanySessionContext, row: TalentForCompany): Promise<TalentDetail> {
  const { companyId } = session;
  const [contacts, invitations, applications, listsAndNotes, allowance] = await Promise.all([
    companyContactsOf(db, companyId, row.id),
    companyInvitationsOf(db, companyId, row.id),
    companyApplicationsOf(db, companyId, row.id),
    companyListsAndNotesOf(db, companyId, row.id),
    talentUnlockAllowance(db, companyId),
  ]);
  const visibleApplications = [];
  for (const application of applications) {
    if (await can(db, session, "jobPost", "view", { jobId: application.jobId })) visibleApplications.push(application);
  }
  const open = contactIsOpen(row);
  const unlockedAt = isoOrNull(row.unlockedAt);
  return {
    ...toTalentCard({ ...row, unlocked: unlockedAt !== null, inDatabase: row.origin !== null }),
    summary: row.summary,
    education: row.education,
    experiences: row.experiences.map((experience) => ({
      ...experience,
      companyType: experience.companyType && (COMPANY_TYPES as readonly string[]).includes(experience.companyType) ? experience.companyType : null,
    })),
    contact: open ? { email: row.email, phone: row.phone, linkedinUrl: row.linkedinUrl, portfolioUrl: row.portfolioUrl } : null,
    hasCv: open && row.cvStorageKey !== null,
    company: {
      origin: row.origin,
      unlockedAt,
      contacts: contacts.map((contact) => ({
        id: contact.id,
        subject: contact.subject,
        message: contact.message,
        createdAt: contact.createdAt.toISOString(),
        contactedBy: { userId: contact.userId, name: contact.userName },
      })),
      invitations: invitations.map((invitation) => ({
        id: invitation.id,
        jobId: invitation.jobId,
        jobTitle: invitation.jobTitle,
        createdAt: invitation.createdAt.toISOString(),
        invitedBy: { userId: invitation.userId, name: invitation.userName },
        applicationId: invitation.applicationId,
      })),
      applications: visibleApplications.map((application) => ({
        ...application,
        stepName: application.stepName ?? null,
        appliedAt: application.appliedAt.toISOString(),
      })),
      ...listsAndNotes,
    },
    quota: { used: allowance.used, quota: allowance.quota },
  };
}

/**
 * GET /v1/job-portal/talents/{talentId}/cv: the talent's latest CV, for a talent the caller may
 * read whose contact is open (else 409 TALENT_LOCKED); no CV on file is 404.
 */
export async function readTalentCv(db: Executor, storage: FileStorage, session: CompanySessionContext, talentId: string): Promise<{ data: Buffer; fileName: string }> {
  const row = await readableTalent(db, session, talentId, "none");
  if (!contactIsOpen(row)) throw talentLocked();
  if (!row.cvStorageKey) throw cvNotFound();
  const data = await storage.get(row.cvStorageKey);
  if (!data) throw cvNotFound();
  return { data, fileName: safePdfFileName(`${row.name} CV`) };
}
