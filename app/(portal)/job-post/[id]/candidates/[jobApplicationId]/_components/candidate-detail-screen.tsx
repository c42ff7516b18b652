"use client";

import { HeaderBack } from "@/components/layout/header-back";
import { useFeatureFlags } from "@/features/flags/api/get-feature-flags";
import { useMyPermissions } from "@/features/permissions/api/get-my-permissions";
import { useApplicant } from "@/features/pipeline/api/get-applicant";
import { applicantFilterQuery } from "@/features/pipeline/lib/applicant-address";
import { ApplicantDetail } from "@/features/pipeline/components/applicant/applicant-detail";
import { ApplicantTalentRecord, type TalentDatabaseAccess } from "@/features/talent-database/components/applicant-talent-record";
import { jobPaths } from "@/lib/routes";
import type { MyPermissions } from "@/server/modules/permissions/permissions-schemas";

/** The member's Talent Database access (spec 6 talentDb), none while the hide-talent-database flag is on. */
function talentDatabaseAccess(permissions: MyPermissions | undefined, hidden: boolean): TalentDatabaseAccess {
  if (!permissions || hidden) return null;
  if (permissions.canAccessTalentDB) return "manage";
  return permissions.isOwner || permissions.permissions.talentDb?.view ? "view" : null;
}

/**
 * The applicant page with the header's way back: to the candidates list the recruiter came from
 * (its query kept), or, when they came from elsewhere (a notification), to the applicant's step.
 * Below the applicant, what the company has to do with them as a talent: the Talent Search
 * invitation they answered, their record in the Talent Database and the team's notes on them. Below,
 * not above: it appears once the applicant is read, and above it would push the header and its
 * Previous and Next links down under the recruiter's pointer.
 */
export function CandidateDetailScreen({ jobId, applicationId, listQuery = "" }: { jobId: string; applicationId: string; listQuery?: string }) {
  const { state } = useFeatureFlags();
  // The same cached read the page shows.
  const applicant = useApplicant(jobId, applicationId, applicantFilterQuery(listQuery)).data;
  const step = applicant?.recruitmentStep.id;
  const databaseAccess = talentDatabaseAccess(useMyPermissions().data, state.flags["hide-talent-database"]);
  const backQuery = listQuery || (step ? new URLSearchParams({ recruitmentStepId: step }).toString() : "");
  const back = backQuery ? `${jobPaths.candidates(jobId)}?${backQuery}` : jobPaths.candidates(jobId);
  return (
    <>
      <HeaderBack label="Back to Candidates" href={back} />
      <ApplicantDetail jobId={jobId} applicationId={applicationId} listQuery={listQuery} aiEnabled={state.flags["ai-candidate-analyzer"]} />
      {applicant && (applicant.invitation || (databaseAccess && applicant.talentId)) ? (
        <div className="mx-auto w-full max-w-6xl px-4 pb-6 sm:px-8 sm:pb-8">
          <ApplicantTalentRecord talentId={applicant.talentId ?? null} invitation={applicant.invitation ?? null} access={databaseAccess} />
        </div>
      ) : null}
    </>
  );
}
