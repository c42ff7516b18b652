"use client";

import { useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { AmountInput } from "@/components/ui/amount-input";
import { ChoiceGroup } from "@/components/ui/choice-group";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { toast } from "@/components/ui/toast";
import { formatRupiah } from "@/lib/format/currency";
import { applyServerFieldErrors } from "@/lib/form-errors";
import { lazyResolver } from "@/lib/lazy-resolver";
import { COMPANY_SIZES, FUNDING_STAGES, MAX_FUNDING_AMOUNT_IDR, WORKING_POLICIES } from "@/server/modules/companies/companies-contract";
import { COMPANY_SIZE_LABELS, FUNDING_STAGE_LABELS, WORKING_POLICY_LABELS } from "@/server/modules/company-profile/company-profile-contract";
import type { CompanyProfile } from "@/server/modules/company-profile/company-profile-schemas";
import { useUpdateCompanyProfile } from "../api/update-company-profile";
import { NotFilled, ProfileSection } from "./profile-section";
import { SectionFormActions } from "./section-form-actions";
import type { DetailsFormValues } from "../lib/company-profile-form-schema";

export type Option = { value: string; label: string };

const detailsFormValidation = lazyResolver(() => import("../lib/company-profile-form-schema").then((schema) => schema.detailsFormResolver));

const SIZE_OPTIONS = COMPANY_SIZES.map((size) => ({ value: size, label: COMPANY_SIZE_LABELS[size] }));
const POLICY_OPTIONS = WORKING_POLICIES.map((policy) => ({ value: policy, label: WORKING_POLICY_LABELS[policy] }));
const FUNDING_OPTIONS = FUNDING_STAGES.map((stage) => ({ value: stage, label: FUNDING_STAGE_LABELS[stage] }));

function DetailsForm({ profile, sectors, onDone }: { profile: CompanyProfile; sectors: Option[]; onDone: () => void }) {
  const update = useUpdateCompanyProfile(profile.id);
  const [error, setError] = useState<unknown>(null);
  const form = useForm<DetailsFormValues>({
    resolver: detailsFormValidation.resolver,
    defaultValues: {
      name: profile.name,
      sector: profile.sector ?? "",
      size: profile.size ?? undefined,
      workingPolicies: profile.insight.workingPolicies,
      fundingStage: profile.insight.fundingStage ?? "",
      fundingAmount: profile.insight.fundingAmount,
    },
  });
  const { errors } = form.formState;
  // A sector saved before the list changed stays choosable.
  const sectorOptions = profile.sector && !sectors.some((option) => option.value === profile.sector) ? [{ value: profile.sector, label: profile.sector }, ...sectors] : sectors;

  const submit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      await update.mutateAsync({
        name: values.name,
        sector: values.sector,
        size: values.size,
        insight: {
          workingPolicies: values.workingPolicies,
          fundingStage: values.fundingStage || null,
          fundingAmount: values.fundingAmount,
        },
      });
      toast.success({ title: "Company details saved" });
      onDone();
    } catch (caught) {
      const placed = applyServerFieldErrors(caught, form.setError, ["name", "sector", "size", "workingPolicies", "fundingStage", "fundingAmount"], {
        "insight.workingPolicies": "workingPolicies",
        "insight.fundingStage": "fundingStage",
        "insight.fundingAmount": "fundingAmount",
      });
      if (placed === 0) setError(caught);
    }
  });

  return (
    <form method="post" onSubmit={submit} onFocus={detailsFormValidation.preload} noValidate className="flex flex-col gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="Company name" required error={errors.name?.message}>
          {(control) => <Input {...control} {...form.register("name")} autoComplete="organization" />}
        </FormField>
        <FormField label="Sector" required error={errors.sector?.message}>
          {(control) => <NativeSelect {...control} {...form.register("sector")} placeholder="Select a sector" options={sectorOptions} />}
        </FormField>
      </div>
      <ChoiceGroup legend="Company size" required type="radio" options={SIZE_OPTIONS} error={errors.size?.message} inputProps={form.register("size")} />
      <ChoiceGroup legend="Work arrangement" hint="Choose all that apply." options={POLICY_OPTIONS} error={errors.workingPolicies?.message} inputProps={form.register("workingPolicies")} />
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="Funding stage" error={errors.fundingStage?.message}>
          {(control) => <NativeSelect {...control} {...form.register("fundingStage")} placeholder="Not shared" options={FUNDING_OPTIONS} />}
        </FormField>
        <Controller
          control={form.control}
          name="fundingAmount"
          render={({ field }) => (
            <FormField label="Funding amount (IDR)" error={errors.fundingAmount?.message} hint="Whole rupiah, e.g. 5.000.000.000.">
              {(control) => (
                <AmountInput {...control} ref={field.ref} name={field.name} value={field.value} onValueChange={field.onChange} onBlur={field.onBlur} max={MAX_FUNDING_AMOUNT_IDR} placeholder="5.000.000.000" />
              )}
            </FormField>
          )}
        />
      </div>
      <SectionFormActions saving={update.isPending} onCancel={onDone} error={error} />
    </form>
  );
}

function Detail({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className="font-medium text-gray-500">{label}</dt>
      <dd className="mt-1 text-gray-900">{children}</dd>
    </div>
  );
}

/** Name, sector, size band, work arrangement, funding stage and amount (PATCH /v1/job-portal/company/{id}). */
export function DetailsSection({ profile, canEdit, sectors }: { profile: CompanyProfile; canEdit: boolean; sectors: Option[] }) {
  const [editing, setEditing] = useState(false);
  const { insight } = profile;
  return (
    <ProfileSection title="Company details" canEdit={canEdit} editing={editing} onEdit={() => setEditing(true)}>
      {editing ? (
        <DetailsForm profile={profile} sectors={sectors} onDone={() => setEditing(false)} />
      ) : (
        <dl className="grid gap-4 text-sm sm:grid-cols-2">
          <Detail label="Company name">{profile.name}</Detail>
          <Detail label="Sector">{profile.sector || <NotFilled />}</Detail>
          <Detail label="Company size">{profile.size ? `${COMPANY_SIZE_LABELS[profile.size]} employees` : <NotFilled />}</Detail>
          <Detail label="Work arrangement">
            {insight.workingPolicies.length > 0 ? insight.workingPolicies.map((policy) => WORKING_POLICY_LABELS[policy]).join(", ") : <NotFilled />}
          </Detail>
          <Detail label="Funding stage">{insight.fundingStage ? FUNDING_STAGE_LABELS[insight.fundingStage] : <NotFilled>Not shared</NotFilled>}</Detail>
          <Detail label="Funding amount">{insight.fundingAmount !== null ? formatRupiah(insight.fundingAmount) : <NotFilled>Not shared</NotFilled>}</Detail>
        </dl>
      )}
    </ProfileSection>
  );
}
