import { invalidFields, type FieldError } from "@/server/api/errors";
import { appBaseUrl } from "@/server/config/env";
import type { Database } from "@/server/db/client";
import { addApplicant } from "@/server/modules/applications/applications-service";
import { CV_MAX_BYTES } from "@/server/modules/jobs/jobs-contract";
import { jobNotFound } from "@/server/modules/jobs/jobs-errors";
import { queueEmail } from "@/server/modules/mail/outbox-service";
import { notifyJobAudience } from "@/server/modules/notifications/notify-service";
import { invitationForJob } from "@/server/modules/talents/talent-invitation-service";
import { queueApplicationAnalysis } from "@/server/modules/ai-analyzer/ai-analyzer-service";
import type { FileStorage } from "@/server/storage/file-storage";
import { checkUpload } from "@/server/storage/upload-policy";
import { validateApplication, type RawApplicationForm } from "./application-validation";
import { findJobBySlug, findStepKey } from "./careers-queries";
import { alreadyApplied, appliesExternally, jobNotTakingApplications } from "./careers-errors";
import { APPLICATION_FIELDS, type ApplicationReceipt } from "./careers-schemas";
import { requirePublicCompany } from "./careers-service";

export type ApplicationSubmission = RawApplicationForm & { cv: { data: Uint8Array; fileName: string } | null; invitationToken?: unknown };

/** The client's file name, kept for display and the download's name: printable, without a path. */
function displayFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? "";
  const cleaned = base.replace(/[^\p{L}\p{N} ._()-]/gu, "").trim().slice(0, 150);
  return cleaned || "cv.pdf";
}

function careersJobUrl(companySlug: string, jobSlug: string): string {
  return `${appBaseUrl()}/careers/${companySlug}/${jobSlug}`;
}

/**
 * POST /v1/careers/{companySlug}/jobs/{jobSlug}/applications. Checks the job is open and takes
 * applications here, the fields and answers, and the CV (PDF by content, at most 5 MB). The CV is
 * stored first; the application, the talent, the applicant's confirmation email and the hiring
 * team's notification are then written in one transaction. If that fails the CV is deleted, so
 * no file is left without a record.
 */
export async function submitApplication(
  db: Database,
  storage: FileStorage,
  params: { companySlug: string; jobSlug: string },
  submission: ApplicationSubmission,
): Promise<ApplicationReceipt> {
  const company = await requirePublicCompany(db, params.companySlug);
  const job = await findJobBySlug(db, company.id, params.jobSlug);
  if (!job) throw jobNotFound();
  if (!job.open) throw jobNotTakingApplications();
  if (job.applicationPlatform === "external") {
    throw appliesExternally(job.externalPlatformUrl);
  }

  const checked = validateApplication(job, submission);
  const errors: FieldError[] = checked.ok ? [] : [...checked.errors];
  if (job.cvRequired && !submission.cv) errors.push({ field: APPLICATION_FIELDS.cv, message: "Attach your CV as a PDF" });
  if (!checked.ok || errors.length > 0) {
    throw invalidFields("form", errors);
  }
  const { fields, answers } = checked.value;

  const cv = submission.cv
    ? { ...(await checkUpload({ data: submission.cv.data, kind: "cv", field: APPLICATION_FIELDS.cv, fileName: submission.cv.fileName, maxBytes: CV_MAX_BYTES })), fileName: displayFileName(submission.cv.fileName) }
    : null;
  const stored = cv ? await storage.put({ data: cv.data, prefix: `cvs/${company.id}`, extension: cv.extension }) : null;

  try {
    return await db.transaction(async (tx) => {
      // An invitation from Talent Search for this job makes it a recommendation; any other token is ignored.
      const invitationId = typeof submission.invitationToken === "string" ? await invitationForJob(tx, job.id, submission.invitationToken) : null;
      const added = await addApplicant(
        tx,
        { id: job.id, companyId: company.id },
        { name: fields.name, email: fields.email, phone: fields.phone, portfolioUrl: fields.portfolioUrl, cvStorageKey: stored?.key ?? null, cvFileName: cv?.fileName ?? null, answers },
        invitationId ? { source: "recommendation", invitationId } : { source: "applicant" },
      );
      if (added.outcome === "duplicate") {
        throw alreadyApplied();
      }
      const stepKey = await findStepKey(tx, added.recruitmentStepId);

      await queueEmail(tx, {
        to: fields.email,
        category: "application-received",
        subject: `Your application for ${job.role} at ${company.name}`,
        text:
          `Hi ${fields.name},\n\n` +
          `Thank you for applying for ${job.role} at ${company.name}. We have received your application and the hiring team will review it.\n\n` +
          `Job: ${job.role}\nCompany: ${company.name}\n${careersJobUrl(company.slug, job.slug)}\n\n` +
          `You will hear from ${company.name} about the next steps.`,
      });
      // The job's audience (spec 6: owners and members whose job access reaches it), in the catalogue's words.
      await notifyJobAudience(tx, {
        type: "applicantsReceived",
        companyId: company.id,
        jobId: job.id,
        params: { jobTitle: job.role, applicantName: fields.name, companyName: company.name },
        subject: { jobApplicationId: added.applicationId, recruitmentStepId: stepKey },
      });
      // The AI candidate analyzer scores the applicant in the background (nothing while its flag is off).
      await queueApplicationAnalysis(tx, { companyId: company.id, jobId: job.id, applicationIds: [added.applicationId] });
      return { id: added.applicationId, email: fields.email, role: job.role, companyName: company.name };
    });
  } catch (error) {
    if (stored) await storage.delete(stored.key);
    throw error;
  }
}
