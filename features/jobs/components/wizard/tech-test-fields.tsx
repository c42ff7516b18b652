"use client";

import { useFormContext } from "react-hook-form";
import { ChoiceGroup } from "@/components/ui/choice-group";
import { FormField } from "@/components/ui/form-field";
import { Input, TextArea } from "@/components/ui/input";
import { TECH_TEST_SUBMISSION_TYPES } from "@/server/modules/jobs/jobs-contract";
import { errorAt } from "../../lib/wizard-errors";
import { nullIfEmpty } from "../../lib/wizard-inputs";
import type { WizardValues } from "../../lib/wizard-values";

const SUBMISSION_LABELS = { link: "Link", document: "Document" } as const;

/** The case study a tech test step sends: time limits, accepted submissions, and the email. */
export function TechTestFields({ index, stepLabel }: { index: number; stepLabel: string }) {
  const { register, formState } = useFormContext<WizardValues>();
  const { errors } = formState;
  const base = `recruitmentSteps.${index}.techTest` as const;
  return (
    <fieldset className="flex flex-col gap-4 rounded-lg bg-gray-50 p-3">
      <legend className="sr-only">{stepLabel} case study</legend>
      <p className="text-sm font-medium text-gray-800">Case study</p>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <FormField label="Hours to start" hint="How long candidates have to confirm they take the test." error={errorAt(errors, `${base}.startLimitHours`)}>
          {(field) => <Input {...field} {...register(`${base}.startLimitHours`, { valueAsNumber: true })} type="number" min={1} inputMode="numeric" />}
        </FormField>
        <FormField label="Hours to submit" hint="How long the test lasts once started." error={errorAt(errors, `${base}.durationHours`)}>
          {(field) => <Input {...field} {...register(`${base}.durationHours`, { valueAsNumber: true })} type="number" min={1} inputMode="numeric" />}
        </FormField>
      </div>
      <ChoiceGroup
        legend="Accepted submissions"
        options={TECH_TEST_SUBMISSION_TYPES.map((type) => ({ value: type, label: SUBMISSION_LABELS[type] }))}
        inputProps={register(`${base}.submissionTypes`)}
        error={errorAt(errors, `${base}.submissionTypes`)}
      />
      <FormField label="Case study link" hint="Optional: where the brief is (starts with http:// or https://)." error={errorAt(errors, `${base}.caseStudyUrl`)}>
        {(field) => <Input {...field} {...register(`${base}.caseStudyUrl`, { setValueAs: nullIfEmpty })} type="url" inputMode="url" />}
      </FormField>
      <FormField label="Email subject" required error={errorAt(errors, `${base}.subject`)}>
        {(field) => <Input {...field} {...register(`${base}.subject`)} />}
      </FormField>
      <FormField label="Email message" required error={errorAt(errors, `${base}.message`)}>
        {(field) => <TextArea {...field} {...register(`${base}.message`)} rows={6} />}
      </FormField>
    </fieldset>
  );
}
