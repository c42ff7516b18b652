"use client";

import { Controller, useFormContext } from "react-hook-form";
import { ChoiceGroup } from "@/components/ui/choice-group";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { EDUCATION_LEVEL_LABELS, EDUCATION_LEVELS } from "@/server/modules/jobs/jobs-contract";
import { errorAt } from "../../lib/wizard-errors";
import { decimalFromInput } from "../../lib/wizard-inputs";
import type { WizardValues } from "../../lib/wizard-values";
import { TagInput } from "./tag-input";
import { WizardSection } from "./wizard-section";

type MonthRange = WizardValues["candidatePreference"]["graduationDateRange"];

/** Both months empty means no range; one alone is kept so its missing half is reported. */
function rangeOf(from: string, to: string): MonthRange {
  return from === "" && to === "" ? null : { from, to };
}

/** Who the job is for: graduation window, studies, skills, GPA and education (all optional). */
export function CandidatePreferenceFields() {
  const { control, register, formState } = useFormContext<WizardValues>();
  const { errors } = formState;
  const base = "candidatePreference" as const;
  return (
    <WizardSection title="Candidate preferences" description="Used to highlight the applicants who match. Leave empty for no preference.">
      <Controller
        control={control}
        name={`${base}.graduationDateRange`}
        render={({ field }) => {
          const range = field.value ?? { from: "", to: "" };
          return (
            <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
              <FormField label="Graduated from (month)" error={errorAt(errors, `${base}.graduationDateRange.from`)}>
                {(control) => <Input {...control} ref={field.ref} type="month" value={range.from} onChange={(event) => field.onChange(rangeOf(event.target.value, range.to))} />}
              </FormField>
              <FormField label="Graduated until (month)" error={errorAt(errors, `${base}.graduationDateRange.to`)}>
                {(control) => <Input {...control} type="month" value={range.to} onChange={(event) => field.onChange(rangeOf(range.from, event.target.value))} />}
              </FormField>
            </div>
          );
        }}
      />
      <Controller
        control={control}
        name={`${base}.major`}
        render={({ field }) => <TagInput label="Majors" values={field.value} onChange={field.onChange} placeholder="e.g. Computer Science" error={errorAt(errors, `${base}.major`)} max={20} />}
      />
      <Controller
        control={control}
        name={`${base}.skillIds`}
        render={({ field }) => <TagInput label="Preferred skills" values={field.value} onChange={field.onChange} placeholder="e.g. SQL" error={errorAt(errors, `${base}.skillIds`)} max={50} />}
      />
      <Controller
        control={control}
        name={`${base}.university`}
        render={({ field }) => <TagInput label="Universities" values={field.value} onChange={field.onChange} placeholder="e.g. Universitas Indonesia" error={errorAt(errors, `${base}.university`)} max={20} />}
      />
      <FormField label="Minimum GPA" hint="From 0 to 4." error={errorAt(errors, `${base}.minimumGpa`)} className="sm:max-w-48">
        {(field) => <Input {...field} {...register(`${base}.minimumGpa`, { setValueAs: decimalFromInput })} inputMode="decimal" placeholder="3.00" />}
      </FormField>
      <ChoiceGroup
        legend="Last education"
        options={EDUCATION_LEVELS.map((level) => ({ value: level, label: EDUCATION_LEVEL_LABELS[level] }))}
        inputProps={register(`${base}.lastEducations`)}
        error={errorAt(errors, `${base}.lastEducations`)}
      />
    </WizardSection>
  );
}
