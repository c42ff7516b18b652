"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useEffect } from "react";
import { Spinner } from "@/components/ui/spinner";
import { AiAnalysisPanel } from "../ai-analysis/ai-analysis-panel";
import { applicantQueryOptions, useApplicant } from "../../api/get-applicant";
import { applicantFilterQuery, applicantPagePath } from "../../lib/applicant-address";
import { AnswersSection } from "./applicant-answers";
import { ApplicantHeader } from "./applicant-header";
import { ApplicantNoteForm } from "./applicant-notes";
import { ApplicantInterviewsSection } from "./applicant-interviews-section";
import { ApplicantTechTestsSection } from "./applicant-tech-tests-section";
import { ApplicantScorecardsSection } from "../scorecards/applicant-scorecards-section";
import { EducationSection, PortfolioSection, ProfileSection, SkillsSection } from "./applicant-profile";
import { ApplicantTimeline } from "./applicant-timeline";
import { ApplicantUnavailable } from "./applicant-unavailable";
import { CvSection } from "./applicant-cv";
import { DetailSection } from "./detail-section";
import { useUndoShortcut } from "../../hooks/use-undo-shortcut";

const page = "mx-auto flex w-full max-w-6xl flex-col gap-5 px-4 py-6 sm:px-8 sm:py-8";

export type ApplicantDetailProps = {
  jobId: string;
  applicationId: string;
  /** The candidates page's query string (its filter, sort and view), kept on every link from here. */
  listQuery?: string;
  /** The ai-candidate-analyzer flag, read by the page (features do not import each other). */
  aiEnabled?: boolean;
  /** The clock the timeline's relative times read (tests pass a fixed one). */
  now?: number;
};

/**
 * One applicant of a job (/job-post/{jobId}/candidates/{jobApplicationId}): profile, education and
 * experience, skills, portfolio, answers, tech tests, the scorecards, the CV, the AI analysis, the activity
 * timeline with notes, and the decisions. Previous and next (K and J) follow the list the
 * recruiter came from; after a decision the next applicant opens, so reviewing stays fast.
 */
export function ApplicantDetail({ jobId, applicationId, listQuery = "", aiEnabled = false, now }: ApplicantDetailProps) {
  const filterQuery = applicantFilterQuery(listQuery);
  const applicant = useApplicant(jobId, applicationId, filterQuery);
  const queryClient = useQueryClient();
  const router = useRouter();
  useUndoShortcut();
  const previousId = applicant.data?.previousApplicationId;
  const nextId = applicant.data?.nextApplicationId;
  // Reviewers step through applicants with J and K: have the neighbours ready.
  useEffect(() => {
    for (const id of [previousId, nextId]) if (id) void queryClient.prefetchQuery(applicantQueryOptions(jobId, id, filterQuery));
  }, [queryClient, jobId, filterQuery, previousId, nextId]);

  if (applicant.isPending) return <Spinner className="m-8" />;
  if (applicant.isError) {
    return (
      <div className={page}>
        <ApplicantUnavailable jobId={jobId} error={applicant.error} onRetry={() => void applicant.refetch()} />
      </div>
    );
  }

  const data = applicant.data;
  const openNext = () => {
    if (nextId) router.push(applicantPagePath(jobId, nextId, listQuery));
  };
  return (
    <div className={page}>
      <ApplicantHeader jobId={jobId} candidate={data} listQuery={listQuery} onDecisionScheduled={openNext} />
      <div className="grid grid-cols-1 gap-5 lg:grid-cols-2">
        <div className="flex min-w-0 flex-col gap-5">
          <ProfileSection candidate={data} />
          <EducationSection candidate={data} />
          <SkillsSection skills={data.skills} />
          <PortfolioSection portfolioUrl={data.portfolioUrl} />
          <AnswersSection answers={data.answers} />
          <ApplicantTechTestsSection jobId={jobId} candidate={data} />
          <ApplicantInterviewsSection jobId={jobId} candidate={data} />
          <ApplicantScorecardsSection jobId={jobId} applicationId={data.id} />
        </div>
        <div className="flex min-w-0 flex-col gap-5">
          <AiAnalysisPanel jobId={jobId} applicationId={data.id} aiEnabled={aiEnabled} canManage={data.canManage} />
          <CvSection jobId={jobId} candidate={data} />
          <DetailSection id="applicant-activity" title="Activity">
            <div className="flex flex-col gap-5">
              {data.canManage ? <ApplicantNoteForm jobId={jobId} applicationId={data.id} /> : null}
              <ApplicantTimeline jobId={jobId} applicationId={data.id} candidateName={data.name} now={now} />
            </div>
          </DetailSection>
        </div>
      </div>
    </div>
  );
}
