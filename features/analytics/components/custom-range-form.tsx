"use client";

import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { ANALYTICS_CUSTOM_RANGE_MAX_DAYS } from "@/server/modules/analytics/analytics-contract";

export type RangeErrors = { from?: string; to?: string };

/** The same rules the API applies to a custom period (analyticsQuerySchema), checked before asking. */
export function validateRange(from: string, to: string): RangeErrors {
  const errors: RangeErrors = {};
  if (!from) errors.from = "Choose the first day";
  if (!to) errors.to = "Choose the last day";
  if (from && to) {
    if (from > to) errors.to = "The last day comes before the first";
    else if ((Date.parse(to) - Date.parse(from)) / 86_400_000 + 1 > ANALYTICS_CUSTOM_RANGE_MAX_DAYS) errors.to = `Choose at most ${ANALYTICS_CUSTOM_RANGE_MAX_DAYS} days`;
  }
  return errors;
}

function DateField({ name, label, value, onChange, error }: { name: string; label: string; value: string; onChange: (value: string) => void; error?: string }) {
  const id = useId();
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-gray-800">
        {label}
      </label>
      <Input
        id={id}
        name={name}
        type="date"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className="w-full sm:w-44"
      />
      {error ? (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** Custom period: two calendar days (inclusive, in the company's time zone), applied together. */
export function CustomRangeForm({
  from,
  to,
  keep,
  onApply,
}: {
  from: string | null;
  to: string | null;
  /** The job filter, kept when the form is sent without JavaScript. */
  keep: { jobFilter: string; jobIds: string[] };
  onApply: (from: string, to: string) => void;
}) {
  const [draft, setDraft] = useState({ from: from ?? "", to: to ?? "" });
  const [errors, setErrors] = useState<RangeErrors>({});
  return (
    <form
      className="flex flex-wrap items-start gap-3"
      aria-label="Custom period"
      // Before hydration the form still works: a GET to this page with the period in the address.
      method="get"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const found = validateRange(draft.from, draft.to);
        setErrors(found);
        if (!found.from && !found.to) onApply(draft.from, draft.to);
      }}
    >
      <input type="hidden" name="period" value="custom" />
      {keep.jobFilter === "selectedJob" ? keep.jobIds.map((jobId) => <input key={jobId} type="hidden" name="jobIds" value={jobId} />) : null}
      <input type="hidden" name="jobFilter" value={keep.jobFilter} />
      <DateField name="from" label="From" value={draft.from} onChange={(value) => setDraft((current) => ({ ...current, from: value }))} error={errors.from} />
      <DateField name="to" label="To" value={draft.to} onChange={(value) => setDraft((current) => ({ ...current, to: value }))} error={errors.to} />
      <Button type="submit" variant="secondary" className="sm:mt-6">
        Apply dates
      </Button>
    </form>
  );
}
