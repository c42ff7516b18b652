"use client";

import { useState } from "react";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { FormErrorAlert } from "@/components/ui/form-error-alert";
import { FormField } from "@/components/ui/form-field";
import { Input, TextArea } from "@/components/ui/input";
import { toast } from "@/components/ui/toast";
import { applyServerFieldErrors } from "@/lib/form-errors";
import { lazyResolver } from "@/lib/lazy-resolver";
import { formatNpwp, type BillingDetails } from "@/server/modules/checkout/billing-details-contract";
import { useUpdateBillingDetails } from "../api/update-billing-details";

type BillingDetailsValues = { billingName: string; billingEmail: string; address: string; taxId: string };

const validation = lazyResolver(() => import("../lib/billing-details-form-schema").then((schema) => schema.billingDetailsResolver));
const FIELDS = ["billingName", "billingEmail", "address", "taxId"] as const;

function formValues(details: BillingDetails | null): BillingDetailsValues {
  return {
    billingName: details?.billingName ?? "",
    billingEmail: details?.billingEmail ?? "",
    address: details?.address ?? "",
    taxId: details?.taxId ? formatNpwp(details.taxId) : "",
  };
}

/** The company admin's billing details form (PUT .../billing-details); the server's field errors land on their fields. */
export function BillingDetailsForm({ companyId, initial }: { companyId: string; initial: BillingDetails | null }) {
  const update = useUpdateBillingDetails(companyId);
  const [error, setError] = useState<unknown>(null);
  const form = useForm<BillingDetailsValues, unknown, { billingName: string; billingEmail: string; address: string; taxId?: string | null }>({
    resolver: validation.resolver as never,
    defaultValues: formValues(initial),
  });
  const { errors, isDirty } = form.formState;

  const submit = form.handleSubmit(async ({ taxId, ...values }) => {
    setError(null);
    try {
      const saved = await update.mutateAsync({ ...values, taxId: taxId ?? null });
      form.reset(formValues(saved.details));
      toast.success({ title: "Billing details saved" });
    } catch (caught) {
      if (applyServerFieldErrors(caught, form.setError, FIELDS) === 0) setError(caught);
    }
  });

  return (
    <form method="post" onSubmit={submit} onFocus={validation.preload} noValidate aria-label="Billing details" className="flex flex-col gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="Billing name" required error={errors.billingName?.message} hint="The company name invoices are made out to.">
          {(control) => <Input {...control} {...form.register("billingName")} autoComplete="organization" />}
        </FormField>
        <FormField label="Billing email" required error={errors.billingEmail?.message}>
          {(control) => <Input {...control} {...form.register("billingEmail")} type="email" autoComplete="email" />}
        </FormField>
      </div>
      <FormField label="Address" required error={errors.address?.message}>
        {(control) => <TextArea {...control} {...form.register("address")} rows={3} autoComplete="street-address" />}
      </FormField>
      <FormField label="NPWP (tax ID)" error={errors.taxId?.message} hint="15 or 16 digits; dots and dashes are fine. Leave empty if the company has none.">
        {(control) => <Input {...control} {...form.register("taxId")} inputMode="numeric" placeholder="01.234.567.8-901.000" />}
      </FormField>
      {error ? <FormErrorAlert error={error} /> : null}
      <div className="flex justify-end">
        <Button type="submit" loading={update.isPending} disabled={!isDirty && !update.isPending}>
          Save billing details
        </Button>
      </div>
    </form>
  );
}
