"use client";

import { Controller, useFormContext, useWatch } from "react-hook-form";
import { ChoiceGroup } from "@/components/ui/choice-group";
import { AmountInput } from "@/components/ui/amount-input";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { formatSalaryRange } from "@/lib/format/currency";
import { MAX_SALARY_IDR, PAY_TYPE_LABELS, PAY_TYPES } from "@/server/modules/jobs/jobs-contract";
import { JOB_TYPE_LABELS, JOB_TYPES, WORKPLACE_TYPE_LABELS, WORKPLACE_TYPES } from "@/server/modules/jobs/job-listing-contract";
import { errorAt } from "../../lib/wizard-errors";
import { fromLocalDateTime, nullIfEmpty, toLocalDateTime } from "../../lib/wizard-inputs";
import type { WizardValues } from "../../lib/wizard-values";
import { SwitchField } from "./switch-field";
import { TagInput } from "./tag-input";
import { WizardSection } from "./wizard-section";

const ACTIVATION_OPTIONS = [
  { value: "immediate", label: "Immediately", description: "The job goes live as soon as you publish it." },
  { value: "scheduled", label: "On a date", description: "The job goes live at the date and time you choose." },
];

function SalaryPreview() {
  const [start, end] = useWatch<WizardValues, ["startRange", "endRange"]>({ name: ["startRange", "endRange"] });
  const valid = (value: number | null): value is number => typeof value === "number" && Number.isFinite(value);
  return (
    <p className="text-sm text-gray-700" aria-live="polite">
      Shown as: <span className="font-semibold text-gray-900">{valid(start) && valid(end) ? formatSalaryRange(start, end) : "—"}</span>
    </p>
  );
}

/** A salary end, typed grouped ("5.000.000") and kept as whole rupiah. */
function SalaryField({ name, label, placeholder }: { name: "startRange" | "endRange"; label: string; placeholder: string }) {
  const { control } = useFormContext<WizardValues>();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <FormField label={label} error={fieldState.error?.message}>
          {(ids) => (
            <AmountInput {...ids} ref={field.ref} name={field.name} value={field.value} onValueChange={field.onChange} onBlur={field.onBlur} max={MAX_SALARY_IDR} placeholder={placeholder} />
          )}
        </FormField>
      )}
    />
  );
}

/** Step 1 of the wizard: what the job is, where, and what it pays. */
export function BasicInfoStep() {
  const { register, control, formState } = useFormContext<WizardValues>();
  const { errors } = formState;
  const salaryType = useWatch<WizardValues, "salaryType">({ name: "salaryType" });
  const activation = useWatch<WizardValues, "jobActivationType">({ name: "jobActivationType" });
  const workplace = useWatch<WizardValues, "workplaceType">({ name: "workplaceType" });

  return (
    <div className="flex flex-col gap-8">
      <WizardSection title="The job">
        <FormField label="Job title" required error={errorAt(errors, "role")}>
          {(field) => <Input {...field} {...register("role")} placeholder="e.g. Frontend Engineer" autoComplete="off" />}
        </FormField>
        <ChoiceGroup
          legend="Job type"
          required
          options={JOB_TYPES.map((type) => ({ value: type, label: JOB_TYPE_LABELS[type] }))}
          inputProps={register("employmentTypes")}
          error={errorAt(errors, "employmentTypes")}
        />
        <ChoiceGroup
          legend="Work arrangement"
          type="radio"
          options={WORKPLACE_TYPES.map((type) => ({ value: type, label: WORKPLACE_TYPE_LABELS[type] }))}
          inputProps={register("workplaceType")}
          error={errorAt(errors, "workplaceType")}
        />
        <FormField label="Location" required={workplace !== "remote"} hint="The office address or area candidates will work from." error={errorAt(errors, "location")}>
          {(field) => <Input {...field} {...register("location", { setValueAs: nullIfEmpty })} placeholder="e.g. Jakarta Selatan" />}
        </FormField>
        <Controller
          control={control}
          name="cityList"
          render={({ field }) => (
            <TagInput label="Cities" values={field.value} onChange={field.onChange} placeholder="e.g. Bandung" error={errorAt(errors, "cityList")} max={20} />
          )}
        />
        <FormField label="Company name on the post" hint="Leave empty to use your company's name." error={errorAt(errors, "companyName")}>
          {(field) => <Input {...field} {...register("companyName", { setValueAs: nullIfEmpty })} />}
        </FormField>
      </WizardSection>

      <WizardSection title="Salary">
        <ChoiceGroup
          legend="Pay"
          type="radio"
          options={PAY_TYPES.map((type) => ({ value: type, label: PAY_TYPE_LABELS[type] }))}
          inputProps={register("salaryType")}
        />
        {salaryType === "paid" ? (
          <>
            <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
              <SalaryField name="startRange" label="Minimum salary (IDR)" placeholder="5.000.000" />
              <SalaryField name="endRange" label="Maximum salary (IDR)" placeholder="8.000.000" />
            </div>
            <SalaryPreview />
            <Controller
              control={control}
              name="showSalaryToApplicants"
              render={({ field }) => (
                <SwitchField label="Show the salary to applicants" checked={field.value} onCheckedChange={field.onChange} />
              )}
            />
          </>
        ) : null}
      </WizardSection>

      <WizardSection title="Going live">
        <ChoiceGroup legend="When does the job go live?" type="radio" layout="cards" options={ACTIVATION_OPTIONS} inputProps={register("jobActivationType")} />
        {activation === "scheduled" ? (
          <Controller
            control={control}
            name="activationDate"
            render={({ field }) => (
              <FormField label="Goes live on" required error={errorAt(errors, "activationDate")}>
                {(control) => (
                  <Input
                    {...control}
                    ref={field.ref}
                    type="datetime-local"
                    value={toLocalDateTime(field.value)}
                    onChange={(event) => field.onChange(fromLocalDateTime(event.target.value))}
                    onBlur={field.onBlur}
                  />
                )}
              </FormField>
            )}
          />
        ) : null}
        <Controller
          control={control}
          name="retail"
          render={({ field }) => (
            <SwitchField label="Retail job" description="Store and outlet roles, listed with the retail jobs." checked={field.value} onCheckedChange={field.onChange} />
          )}
        />
        <Controller
          control={control}
          name="careerFair"
          render={({ field }) => (
            <SwitchField label="Career fair job" description="Also shown to career fair visitors." checked={field.value} onCheckedChange={field.onChange} />
          )}
        />
      </WizardSection>
    </div>
  );
}
