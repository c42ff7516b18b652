"use client";

import { Download, Link as LinkIcon } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { formatDateTime } from "@/lib/format/date";
import type { TechTest } from "../../api/get-applicant-tech-tests";
import { techTestDocumentUrl } from "../../api/tech-test-paths";
import { ExtendDeadlineDialog, currentDeadline } from "./extend-deadline-dialog";
import { TechTestStatusBadge } from "./tech-test-status-badge";

const when = (at: string) => formatDateTime(at, { withZoneLabel: true });
const hoursText = (hours: number) => (hours === 1 ? "1 hour" : `${hours} hours`);

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium text-gray-600">{label}</dt>
      <dd className="text-sm break-words text-gray-900">{children}</dd>
    </div>
  );
}

/** One test: its state, deadlines, settings and submission, with "Extend deadline" for editors. */
export function TechTestCard({ jobId, applicationId, test, canManage }: { jobId: string; applicationId: string; test: TechTest; canManage: boolean }) {
  const [extending, setExtending] = useState(false);
  const deadline = currentDeadline(test);
  const kinds = test.submissionTypes.map((type) => (type === "link" ? "link" : "document")).join(" or ");
  return (
    <li className="flex flex-col gap-3 rounded-lg border border-gray-200 p-3 sm:p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="min-w-0 font-medium break-words text-gray-900">{test.stepName ?? "Tech test"}</p>
        <TechTestStatusBadge status={test.status} />
      </div>
      <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <Fact label="Sent">{when(test.sentAt)}</Fact>
        <Fact label={test.confirmedAt ? "Confirmed" : "Confirm by"}>{when(test.confirmedAt ?? test.confirmBy)}</Fact>
        {test.submitBy ? <Fact label="Submit by">{when(test.submitBy)}</Fact> : null}
        {test.submittedAt ? <Fact label="Submitted">{when(test.submittedAt)}</Fact> : null}
        <Fact label="Settings">
          {hoursText(test.startLimitHours)} to confirm, {hoursText(test.durationHours)} to work; {kinds}
        </Fact>
      </dl>
      {test.submissionLink || test.hasDocument ? (
        <div className="flex flex-col gap-2 border-t border-gray-100 pt-3">
          <p className="text-xs font-medium text-gray-600">Submission</p>
          {test.submissionLink ? (
            <a href={test.submissionLink} target="_blank" rel="noopener noreferrer nofollow" className="inline-flex max-w-full items-start gap-1.5 text-sm break-all text-brand-700 hover:underline">
              <LinkIcon className="mt-0.5 size-4 shrink-0" aria-hidden />
              {test.submissionLink}
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          ) : null}
          {test.hasDocument ? (
            <a
              href={techTestDocumentUrl(jobId, applicationId, test.id)}
              download={test.submissionFileName ?? true}
              className="inline-flex max-w-full items-start gap-1.5 text-sm break-all text-brand-700 hover:underline"
            >
              <Download className="mt-0.5 size-4 shrink-0" aria-hidden />
              Download {test.submissionFileName ?? "the document"}
            </a>
          ) : null}
        </div>
      ) : null}
      {canManage && deadline ? (
        <>
          <Button variant="secondary" size="sm" className="self-start" onClick={() => setExtending(true)}>
            Extend deadline
          </Button>
          <ExtendDeadlineDialog jobId={jobId} applicationId={applicationId} test={test} open={extending} onOpenChange={setExtending} />
        </>
      ) : null}
    </li>
  );
}
