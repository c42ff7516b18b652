"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogFooter } from "@/components/ui/dialog";
import { FormErrorAlert } from "@/components/ui/form-error-alert";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/toast";
import { formatDateTime } from "@/lib/format/date";
import { TECH_TEST_MAX_EXTENSION_HOURS } from "@/server/modules/tech-tests/tech-tests-contract";
import { useExtendTechTest } from "../../api/extend-tech-test";
import type { TechTest } from "../../api/get-applicant-tech-tests";

const HOUR_MS = 60 * 60 * 1000;
const QUICK_PICKS = [24, 48, 72];

/** The deadline the candidate works to now: confirming until they confirm, then submitting. */
export function currentDeadline(test: TechTest): { stage: "confirm" | "submit"; at: string } | null {
  if (test.status === "waitConfirm" || test.status === "notConfirm") return { stage: "confirm", at: test.confirmBy };
  if ((test.status === "waitSubmit" || test.status === "notSubmit") && test.submitBy) return { stage: "submit", at: test.submitBy };
  return null;
}

function hoursProblem(text: string): string | null {
  const hours = Number(text);
  if (text.trim() === "" || !Number.isInteger(hours)) return "Enter whole hours";
  if (hours < 1) return "At least 1 hour";
  if (hours > TECH_TEST_MAX_EXTENSION_HOURS) return `At most ${TECH_TEST_MAX_EXTENSION_HOURS} hours`;
  return null;
}

function ExtendForm({ jobId, applicationId, test, onDone, now }: { jobId: string; applicationId: string; test: TechTest; onDone: () => void; now: () => number }) {
  const deadline = currentDeadline(test)!;
  const [hours, setHours] = useState("24");
  const [error, setError] = useState<string | null>(null);
  const extend = useExtendTechTest(jobId, applicationId);
  const valid = hoursProblem(hours) === null;
  // A deadline still ahead moves by the hours; one that passed reopens for the hours from now (as the API does).
  const newDeadline = valid ? new Date(Math.max(new Date(deadline.at).getTime(), now()) + Number(hours) * HOUR_MS) : null;

  function submit(event: React.FormEvent) {
    event.preventDefault();
    const problem = hoursProblem(hours);
    setError(problem);
    if (problem || extend.isPending) return;
    extend.mutate(
      { techTestId: test.id, hours: Number(hours) },
      {
        onSuccess: (updated) => {
          const at = currentDeadline(updated)?.at;
          toast.success({ content: at ? `Deadline extended to ${formatDateTime(at, { withZoneLabel: true })}` : "Deadline extended" });
          onDone();
        },
        onError: (failure) => setError(failure.fieldErrors.find((field) => field.field === "hours")?.message ?? null),
      },
    );
  }

  return (
    <form method="post" noValidate onSubmit={submit} className="flex flex-col gap-4">
      <p className="text-sm text-gray-700">
        {deadline.stage === "confirm" ? "Time to confirm" : "Time to submit"}: until {formatDateTime(deadline.at, { withZoneLabel: true })}.
        {test.status === "notConfirm" || test.status === "notSubmit" ? " The deadline passed; extending reopens the test." : ""}
      </p>
      <FormField label="Extra hours" required error={error ?? undefined} hint={`1 to ${TECH_TEST_MAX_EXTENSION_HOURS} hours (14 days).`}>
        {(control) => (
          <Input {...control} type="number" inputMode="numeric" min={1} max={TECH_TEST_MAX_EXTENSION_HOURS} step={1} value={hours} onChange={(event) => setHours(event.target.value)} />
        )}
      </FormField>
      <div className="flex flex-wrap gap-2" role="group" aria-label="Quick choices">
        {QUICK_PICKS.map((pick) => (
          <Button key={pick} type="button" size="sm" variant="secondary" aria-pressed={hours === String(pick)} onClick={() => setHours(String(pick))}>
            {pick} hours
          </Button>
        ))}
      </div>
      <p className="text-sm text-gray-900" aria-live="polite">
        {newDeadline ? `New deadline: ${formatDateTime(newDeadline, { withZoneLabel: true })}` : null}
      </p>
      <p className="text-xs text-gray-600">The candidate gets an email with the new deadline.</p>
      {extend.isError && !error ? <FormErrorAlert error={extend.error} /> : null}
      <DialogFooter flush>
        <Button type="button" variant="secondary" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" loading={extend.isPending}>
          Extend deadline
        </Button>
      </DialogFooter>
    </form>
  );
}

/** Gives the candidate more time for the deadline they work to now; an expired test reopens. */
export function ExtendDeadlineDialog(props: {
  jobId: string;
  applicationId: string;
  test: TechTest;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The clock the new deadline is previewed with (tests pass their own). */
  now?: () => number;
}) {
  return (
    <Dialog open={props.open} onOpenChange={props.onOpenChange}>
      <DialogContent size="sm" title="Extend deadline">
        <ExtendForm jobId={props.jobId} applicationId={props.applicationId} test={props.test} onDone={() => props.onOpenChange(false)} now={props.now ?? Date.now} />
      </DialogContent>
    </Dialog>
  );
}
