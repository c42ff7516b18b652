"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import type { CandidateDetail } from "../../api/get-applicant";
import { ApplicantTechTests } from "../tech-tests/applicant-tech-tests";
import { SendTechTestDialog } from "../tech-tests/send-tech-test-dialog";
import { DetailSection } from "./detail-section";

/** The applicant's tech tests and their submissions; editors of a job with a tech-test step may send one. */
export function ApplicantTechTestsSection({ jobId, candidate }: { jobId: string; candidate: Pick<CandidateDetail, "id" | "steps" | "canManage"> }) {
  const [sending, setSending] = useState(false);
  const canSend = candidate.canManage && candidate.steps.some((step) => step.type === "techTest");
  return (
    <DetailSection
      id="applicant-tech-tests"
      title="Tech tests"
      action={
        canSend ? (
          <Button variant="secondary" size="sm" onClick={() => setSending(true)}>
            Send tech test
          </Button>
        ) : null
      }
    >
      <ApplicantTechTests jobId={jobId} applicationId={candidate.id} canManage={candidate.canManage} />
      {canSend ? <SendTechTestDialog jobId={jobId} applicationIds={[candidate.id]} steps={candidate.steps} open={sending} onOpenChange={setSending} /> : null}
    </DetailSection>
  );
}
