"use client";

import { lazy, Suspense } from "react";
import { Dialog, DialogContent } from "@/components/ui/dialog";
import { Spinner } from "@/components/ui/spinner";

// The editor (and the schemas it checks lengths with) loads when the dialog first opens.
const EmailTemplatesEditor = lazy(() => import("./email-templates-editor").then((module) => ({ default: module.EmailTemplatesEditor })));

/**
 * The company's candidate email templates: case-study invitation, shortlist, rejection, moving to
 * another role and reconsideration, with their placeholders, and the company's setting of who may
 * change them.
 */
export function EmailTemplatesDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent size="lg" className="lg:max-w-4xl" title="Email templates" description="The emails your team sends candidates. Placeholders are filled in for each candidate.">
        <Suspense fallback={<Spinner />}>
          <EmailTemplatesEditor />
        </Suspense>
      </DialogContent>
    </Dialog>
  );
}
