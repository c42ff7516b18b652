"use client";

import { FormErrorAlert } from "@/components/ui/form-error-alert";
import { lazyModule } from "@/components/ui/lazy-module";
import { Spinner } from "@/components/ui/spinner";
import { formatNpwp, type BillingDetails } from "@/server/modules/checkout/billing-details-contract";
import { useBillingDetails } from "../api/get-billing-details";

// The form (with react-hook-form) loads after the page, for the admin only: the page's first load
// stays within the shell's budget, and members, who only read, never fetch it.
const formModule = lazyModule(() => import("./billing-details-form"));

function ReadOnlyDetails({ details }: { details: BillingDetails | null }) {
  if (!details) return <p className="text-sm text-gray-700">Your company admin has not added billing details yet.</p>;
  const rows: [string, string][] = [
    ["Billing name", details.billingName],
    ["Billing email", details.billingEmail],
    ["Address", details.address],
    ["NPWP (tax ID)", details.taxId ? formatNpwp(details.taxId) : "Not given"],
  ];
  return (
    <dl className="grid gap-4 sm:grid-cols-2">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt className="text-sm font-medium text-gray-600">{label}</dt>
          <dd className="mt-0.5 whitespace-pre-line text-sm text-gray-900">{value}</dd>
        </div>
      ))}
      <p className="text-xs text-gray-500 sm:col-span-2">Only your company admin can change these.</p>
    </dl>
  );
}

/** Billing & Invoicing: who invoices are made out to; the admin edits them, everyone else reads them. */
export function BillingDetailsSection({ companyId }: { companyId: string }) {
  const state = useBillingDetails(companyId);
  const form = formModule.useModule(state.data?.canEdit === true);
  return (
    <section aria-labelledby="billing-details-heading" className="mb-8 rounded-xl border border-gray-200 bg-white p-4 sm:p-6">
      <h2 id="billing-details-heading" className="mb-1 text-lg font-semibold text-gray-900">
        Billing details
      </h2>
      <p className="mb-5 text-sm text-gray-600">Printed on each invoice as they are when the order is paid.</p>
      {state.isPending ? <Spinner label="Loading billing details..." /> : null}
      {state.isError ? <FormErrorAlert error={state.error} /> : null}
      {state.data && !state.data.canEdit ? <ReadOnlyDetails details={state.data.details} /> : null}
      {state.data?.canEdit ? form ? <form.BillingDetailsForm companyId={companyId} initial={state.data.details} /> : <Spinner label="Loading the form..." /> : null}
    </section>
  );
}
