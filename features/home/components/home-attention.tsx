"use client";

import { QueryError } from "@/components/ui/query-error";
import { HOME_ATTENTION_TEXT as TEXT } from "@/server/modules/home/home-contract";
import type { WaitingJob } from "@/server/modules/home/home-schemas";
import { useHomeAttention } from "../api/get-home-attention";
import { HomeSection } from "./home-section";
import { OpenJobPipelines } from "./open-job-pipelines";
import { TechTestsToReview } from "./tech-tests-to-review";
import { WaitingApplicants } from "./waiting-applicants";

export type HomeAttentionProps = {
  /** The job's candidates showing exactly the applicants Home counts as waiting (the pipeline feature's address). */
  waitingCandidatesHref: (job: WaitingJob) => string;
  /** Where to post a job, when the caller may (spec 6 postAJob); null hides the offer. */
  createJobHref: string | null;
};

const SECTIONS = [
  { id: "waiting", title: TEXT.waitingHeading, definition: TEXT.waitingDefinition },
  { id: "tech-tests", title: TEXT.techTestsHeading, definition: TEXT.techTestsDefinition },
  { id: "pipelines", title: TEXT.pipelinesHeading, definition: TEXT.pipelinesDefinition },
];

function AttentionSkeleton() {
  return (
    <>
      {SECTIONS.map((section) => (
        <HomeSection key={section.id} {...section}>
          <div className="flex flex-col gap-3" aria-hidden data-testid="attention-skeleton">
            {[0, 1].map((index) => (
              <div key={index} className="h-[74px] animate-pulse rounded-xl border border-gray-200 bg-white" />
            ))}
          </div>
        </HomeSection>
      ))}
      <p role="status" className="sr-only">
        Loading what needs you now
      </p>
    </>
  );
}

/**
 * What needs the member now (GET /v1/job-portal/home/attention, one request for all three
 * sections): applicants waiting for review, tech tests to review, and each open job's pipeline.
 */
export function HomeAttention({ waitingCandidatesHref, createJobHref }: HomeAttentionProps) {
  const attention = useHomeAttention();
  if (attention.isPending) return <AttentionSkeleton />;
  if (attention.isError) {
    return (
      <QueryError
        error={attention.error}
        title="What needs you now could not be loaded."
        onRetry={() => void attention.refetch()}
        retrying={attention.isFetching}
      />
    );
  }
  const { waiting, techTests, pipelines, reminderDays } = attention.data;
  return (
    <>
      <WaitingApplicants waiting={waiting} reminderDays={reminderDays} hrefOf={waitingCandidatesHref} />
      <TechTestsToReview techTests={techTests} />
      <OpenJobPipelines pipelines={pipelines} createJobHref={createJobHref} />
    </>
  );
}
