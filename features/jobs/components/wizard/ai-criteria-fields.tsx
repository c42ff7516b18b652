"use client";

import { Plus } from "lucide-react";
import { useFieldArray, useFormContext } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { MAX_AI_CRITERIA } from "@/server/modules/jobs/jobs-contract";
import { errorAt } from "../../lib/wizard-errors";
import type { WizardValues } from "../../lib/wizard-values";
import { ListRowActions } from "./list-row-actions";
import { WizardSection } from "./wizard-section";

const WEIGHTS = [1, 2, 3, 4, 5].map((weight) => ({ value: String(weight), label: String(weight) }));

/** What the AI candidate analyzer weighs applicants on (up to 10, weight 1 to 5). */
export function AiCriteriaFields() {
  const { control, register, formState } = useFormContext<WizardValues>();
  const { errors } = formState;
  const { fields, append, move, remove } = useFieldArray({ control, name: "criteriaForAi", keyName: "fieldKey" });
  return (
    <WizardSection title="Criteria for the AI analyzer" description={`Up to ${MAX_AI_CRITERIA}. A higher weight counts more.`}>
      <ol className="flex flex-col gap-3">
        {fields.map((field, index) => (
          <li key={field.fieldKey} className="flex flex-col gap-3 rounded-xl border border-gray-200 p-3 sm:flex-row sm:items-start">
            <FormField label={`Criterion ${index + 1}`} required error={errorAt(errors, `criteriaForAi.${index}.text`)} className="flex-1">
              {(control) => <Input {...control} {...register(`criteriaForAi.${index}.text`)} placeholder="e.g. Has shipped a production web app" />}
            </FormField>
            <FormField label={`Criterion ${index + 1} weight`} error={errorAt(errors, `criteriaForAi.${index}.weight`)} className="sm:w-32">
              {(control) => <NativeSelect {...control} {...register(`criteriaForAi.${index}.weight`, { valueAsNumber: true })} options={WEIGHTS} />}
            </FormField>
            <div className="sm:pt-6">
              <ListRowActions itemLabel={`criterion ${index + 1}`} index={index} count={fields.length} onMove={move} onRemove={() => remove(index)} />
            </div>
          </li>
        ))}
      </ol>
      <div>
        <Button type="button" variant="secondary" disabled={fields.length >= MAX_AI_CRITERIA} onClick={() => append({ text: "", weight: 3 })}>
          <Plus className="size-4" aria-hidden />
          Add criterion
        </Button>
      </div>
    </WizardSection>
  );
}
