"use client";

import { Button } from "@/components/ui/button";
import { FormErrorAlert } from "@/components/ui/form-error-alert";
import { useConfirmTechTest } from "../api/confirm-tech-test";
import type { CandidateTechTest } from "../api/get-tech-test";
import { hoursText } from "../lib/tech-test-time";
import { DeadlineLine } from "./deadline-line";

/** Before the start: what confirming means, the deadline to do it, and the button. */
export function ConfirmPanel({ token, test, onRefused }: { token: string; test: CandidateTechTest; onRefused: () => void }) {
  const confirm = useConfirmTechTest(token);
  const onConfirm = () => {
    if (confirm.isPending) return;
    confirm.mutate(undefined, {
      // The deadline passed meanwhile: show the test as it now is.
      onError: (error) => {
        if (error.status === 409) onRefused();
      },
    });
  };
  return (
    <section aria-labelledby="confirm-heading" className="flex flex-col gap-3">
      <h2 id="confirm-heading" className="text-base font-semibold text-gray-900">
        Confirm to start
      </h2>
      <DeadlineLine label="Confirm by" at={test.confirmBy} emphasis />
      <p className="text-sm text-gray-700">
        Once you confirm, you have <strong>{hoursText(test.durationHours)}</strong> to submit your answer. Confirm when you are ready to start.
      </p>
      {confirm.error && confirm.error.status !== 409 ? <FormErrorAlert error={confirm.error} /> : null}
      <Button size="lg" className="w-full sm:w-fit" loading={confirm.isPending} onClick={onConfirm}>
        Confirm and start
      </Button>
    </section>
  );
}
