"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTechTest, type CandidateTechTest } from "../api/get-tech-test";
import { techTestKeys } from "../api/tech-test-keys";
import { useNow } from "../hooks/use-now";
import { hoursText, statusAt } from "../lib/tech-test-time";
import { ConfirmPanel } from "./confirm-panel";
import { LinkedText } from "./linked-text";
import { SubmissionForm } from "./submission-form";
import { ExpiredPanel, SubmittedPanel } from "./tech-test-outcome";

/**
 * The candidate's case study: the instructions, then what to do now (confirm, submit) or how it
 * ended (submitted, a deadline passed). The server rendered the first state; confirm and submit
 * replace it with the API's answer.
 */
export function TechTestScreen({ token, initialTest }: { token: string; initialTest: CandidateTechTest }) {
  const queryClient = useQueryClient();
  const { data: test = initialTest } = useTechTest(token, initialTest);
  const now = useNow();
  const status = statusAt(test, now);
  // Focus moves to the outcome only when it replaces the form on this visit.
  const [wasOpen] = useState(initialTest.status !== "submitted");
  const refresh = () => void queryClient.invalidateQueries({ queryKey: techTestKeys.byToken(token) });

  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby="instructions-heading" className="flex flex-col gap-3 rounded-2xl border border-gray-200 bg-white p-5 sm:p-8">
        <h2 id="instructions-heading" className="text-lg font-semibold break-words text-gray-900">
          {test.subject}
        </h2>
        <LinkedText text={test.message} />
        <dl className="grid grid-cols-1 gap-2 border-t border-gray-100 pt-3 text-sm sm:grid-cols-3">
          <div>
            <dt className="text-gray-600">Time to confirm</dt>
            <dd className="font-medium text-gray-900">{hoursText(test.startLimitHours)} from the invitation</dd>
          </div>
          <div>
            <dt className="text-gray-600">Time to work on it</dt>
            <dd className="font-medium text-gray-900">{hoursText(test.durationHours)} from confirming</dd>
          </div>
          <div>
            <dt className="text-gray-600">Submit as</dt>
            <dd className="font-medium text-gray-900">{test.submissionTypes.map((type) => (type === "link" ? "a link" : "a document")).join(" or ")}</dd>
          </div>
        </dl>
      </section>

      <div className="rounded-2xl border border-gray-200 bg-white p-5 sm:p-8">
        {status === "waitConfirm" ? <ConfirmPanel token={token} test={test} onRefused={refresh} /> : null}
        {status === "waitSubmit" ? <SubmissionForm token={token} test={test} onRefused={refresh} /> : null}
        {status === "submitted" ? <SubmittedPanel test={test} focus={wasOpen} /> : null}
        {status === "notConfirm" ? <ExpiredPanel test={test} stage="confirm" /> : null}
        {status === "notSubmit" ? <ExpiredPanel test={test} stage="submit" /> : null}
      </div>
    </div>
  );
}
