"use client";

import { Eye } from "lucide-react";
import { useState } from "react";
import { useWatch } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogFooter } from "@/components/ui/dialog";
import { describeStepForCandidate } from "../../lib/wizard-preview";
import type { WizardValues } from "../../lib/wizard-values";

function PreviewSteps() {
  const steps = useWatch<WizardValues, "recruitmentSteps">({ name: "recruitmentSteps" });
  const role = useWatch<WizardValues, "role">({ name: "role" });
  return (
    <>
      <p className="mb-4 text-sm text-gray-600">
        {role.trim() ? `Applying for ${role.trim()}: ` : "Applying for this job: "}
        the steps in the order candidates go through them.
      </p>
      <ol className="flex flex-col gap-0" aria-label="Hiring flow">
        {steps.map((step, index) => (
          <li key={step.clientKey} className="relative flex gap-3 pb-5 last:pb-0">
            <span className="z-10 grid size-7 shrink-0 place-items-center rounded-full bg-brand-600 text-xs font-semibold text-white" aria-hidden>
              {index + 1}
            </span>
            {index < steps.length - 1 ? <span className="absolute top-7 bottom-0 left-3.5 w-px bg-brand-200" aria-hidden /> : null}
            <div className="min-w-0 pt-0.5">
              <p className="font-semibold text-gray-900">{step.name || `Step ${index + 1}`}</p>
              {describeStepForCandidate(step).map((line) => (
                <p key={line} className="text-sm text-gray-600">
                  {line}
                </p>
              ))}
            </div>
          </li>
        ))}
      </ol>
    </>
  );
}

/** 'See Preview' (spec 2.6): the hiring flow as a candidate will see it, from the form as it is now. */
export function HiringFlowPreview() {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button type="button" variant="secondary" onClick={() => setOpen(true)}>
        <Eye className="size-4" aria-hidden />
        See Preview
      </Button>
      {open ? (
        <DialogContent title="Hiring flow preview" description="What candidates experience at each step of this job." size="md">
          <PreviewSteps />
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button">Close preview</Button>
            </DialogClose>
          </DialogFooter>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
