"use client";

import { useId } from "react";
import { cn } from "@/lib/cn";
import type { BillingPeriod } from "@/server/modules/checkout/checkout-schemas";

const OPTIONS: { value: BillingPeriod; label: string }[] = [
  { value: "monthly", label: "Monthly" },
  { value: "yearly", label: "Yearly" },
];

/** Monthly or Yearly: native radios drawn as a segmented switch, so arrows and Tab work as usual. */
export function BillingPeriodSwitch({
  value,
  onChange,
  yearlySavingPercent,
}: {
  value: BillingPeriod;
  onChange: (period: BillingPeriod) => void;
  /** The best saving of a yearly plan, shown on the Yearly option. */
  yearlySavingPercent: number;
}) {
  const name = useId();
  return (
    <fieldset className="inline-flex rounded-xl border border-gray-200 bg-white p-1">
      <legend className="sr-only">Billing period</legend>
      {OPTIONS.map((option) => (
        <label
          key={option.value}
          className={cn(
            "cursor-pointer rounded-lg px-4 py-2 text-sm font-medium text-gray-700 transition-colors hover:bg-gray-50",
            "has-[:checked]:bg-brand-600 has-[:checked]:text-white has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600",
          )}
        >
          <input
            type="radio"
            name={name}
            value={option.value}
            checked={value === option.value}
            onChange={() => onChange(option.value)}
            className="sr-only"
          />
          {option.label}
          {option.value === "yearly" && yearlySavingPercent > 0 ? <span className="ml-1.5 text-xs">(save up to {yearlySavingPercent}%)</span> : null}
        </label>
      ))}
    </fieldset>
  );
}
