"use client";

import { CircleAlert, CircleCheck, FileText, Link as LinkIcon } from "lucide-react";
import { useEffect, useRef } from "react";
import { useTimeZoneLabel } from "../hooks/use-now";
import type { CandidateTechTest } from "../api/get-tech-test";
import { formatDeadline } from "../lib/tech-test-time";

/** The test is in: when, and what was sent. The heading takes focus when it replaces the form. */
export function SubmittedPanel({ test, focus }: { test: CandidateTechTest; focus: boolean }) {
  const heading = useRef<HTMLHeadingElement>(null);
  const zone = useTimeZoneLabel();
  useEffect(() => {
    if (focus) heading.current?.focus();
  }, [focus]);
  return (
    <section role="status" className="flex flex-col gap-3 rounded-xl border border-green-200 bg-green-50 p-5">
      <div className="flex items-center gap-2">
        <CircleCheck className="size-6 shrink-0 text-green-700" aria-hidden />
        <h2 ref={heading} tabIndex={-1} className="text-lg font-semibold text-gray-900 outline-none">
          Case study submitted
        </h2>
      </div>
      {test.submittedAt ? (
        <p className="text-sm text-gray-700">
          {test.companyName} received your answer on <time dateTime={test.submittedAt}>{formatDeadline(test.submittedAt, zone)}</time>. The hiring team will
          get back to you.
        </p>
      ) : null}
      <ul className="flex flex-col gap-2 text-sm text-gray-800">
        {test.submissionLink ? (
          <li className="flex min-w-0 gap-2">
            <LinkIcon className="mt-0.5 size-4 shrink-0 text-gray-500" aria-hidden />
            <a href={test.submissionLink} target="_blank" rel="noopener noreferrer" className="break-all text-brand-700 underline underline-offset-2">
              {test.submissionLink}
            </a>
          </li>
        ) : null}
        {test.submissionFileName ? (
          <li className="flex min-w-0 gap-2">
            <FileText className="mt-0.5 size-4 shrink-0 text-gray-500" aria-hidden />
            <span className="break-all">{test.submissionFileName}</span>
          </li>
        ) : null}
      </ul>
    </section>
  );
}

/** A deadline passed: said plainly, with who can give more time. */
export function ExpiredPanel({ test, stage }: { test: CandidateTechTest; stage: "confirm" | "submit" }) {
  const zone = useTimeZoneLabel();
  const deadline = stage === "confirm" ? test.confirmBy : test.submitBy;
  return (
    <section role="status" className="flex flex-col gap-2 rounded-xl border border-amber-200 bg-amber-50 p-5">
      <div className="flex items-center gap-2">
        <CircleAlert className="size-6 shrink-0 text-amber-700" aria-hidden />
        <h2 className="text-lg font-semibold text-gray-900">{stage === "confirm" ? "The time to confirm has passed" : "The time to submit has passed"}</h2>
      </div>
      {deadline ? (
        <p className="text-sm text-gray-700">
          The deadline was <time dateTime={deadline}>{formatDeadline(deadline, zone)}</time>.
        </p>
      ) : null}
      <p className="text-sm text-gray-700">
        If you still want to take this case study, reply to {test.companyName}&apos;s email: the hiring team can give you more time, and this page will open
        again.
      </p>
    </section>
  );
}
