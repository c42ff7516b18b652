"use client";

import { Mail } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import type { EmailTemplateKey } from "../../api/get-email-templates";
import { decisionButtonClass } from "../decisions/decision-menu";

// The composer (and the schemas it validates with) loads when an email is first written.
const EmailComposerDialog = lazy(() => import("./email-composer-dialog").then((module) => ({ default: module.EmailComposerDialog })));

/** Emails applicants from a template without a decision: one email each, sent at once. */
export function EmailCandidatesButton({ jobId, applicationIds, templateKey }: { jobId: string; applicationIds: string[]; templateKey: EmailTemplateKey }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className={decisionButtonClass("neutral")} disabled={applicationIds.length === 0} onClick={() => setOpen(true)}>
        <Mail className="size-4" aria-hidden />
        {applicationIds.length === 1 ? "Email" : `Email ${applicationIds.length}`}
      </button>
      {open ? (
        <Suspense fallback={null}>
          <EmailComposerDialog open onOpenChange={setOpen} jobId={jobId} applicationIds={applicationIds} templateKey={templateKey} />
        </Suspense>
      ) : null}
    </>
  );
}
