"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import type { CandidateDetail } from "../../api/get-applicant";
import { ApplicantInterviews } from "../interviews/applicant-interviews";
import { interviewDialogModule, preloadInterviewDialog } from "../interviews/lazy-interview-dialog";
import { DetailSection } from "./detail-section";

/** The applicant's interviews; editors of the job schedule new ones. */
export function ApplicantInterviewsSection({ jobId, candidate }: { jobId: string; candidate: Pick<CandidateDetail, "id" | "canManage" | "status"> }) {
  const [scheduling, setScheduling] = useState(false);
  const dialog = interviewDialogModule.useModule(scheduling);
  return (
    <DetailSection
      id="applicant-interviews"
      title="Interviews"
      action={
        candidate.canManage ? (
          <Button variant="secondary" size="sm" onClick={() => setScheduling(true)} onPointerEnter={preloadInterviewDialog} onFocus={preloadInterviewDialog}>
            Schedule interview
          </Button>
        ) : null
      }
    >
      <ApplicantInterviews jobId={jobId} applicationId={candidate.id} canManage={candidate.canManage} />
      {candidate.canManage && scheduling && dialog ? (
        <dialog.InterviewDialog
          jobId={jobId}
          applicationId={candidate.id}
          defaultStep={candidate.status === "userInterview" ? "userInterview" : "hrInterview"}
          open
          onOpenChange={setScheduling}
        />
      ) : null}
    </DetailSection>
  );
}
