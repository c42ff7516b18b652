"use client";

import { MessageSquarePlus } from "lucide-react";
import { Controller, useFieldArray, useFormContext, useWatch } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { OPTION_QUESTION_TYPES, QUESTION_TYPE_LABELS, QUESTION_TYPES, type QuestionType } from "@/server/modules/jobs/jobs-contract";
import { MAX_QUESTIONS } from "@/server/modules/jobs/jobs-contract";
import { errorAt } from "../../lib/wizard-errors";
import type { WizardValues } from "../../lib/wizard-values";
import { ListRowActions } from "./list-row-actions";
import { QuestionOptionsEditor } from "./question-options-editor";
import { SwitchField } from "./switch-field";
import { WizardSection } from "./wizard-section";

const hasOptions = (type: QuestionType) => (OPTION_QUESTION_TYPES as readonly QuestionType[]).includes(type);

function QuestionCard({ index, count, onMove, onRemove }: { index: number; count: number; onMove: (from: number, to: number) => void; onRemove: () => void }) {
  const { control, register, formState } = useFormContext<WizardValues>();
  const { errors } = formState;
  const type = useWatch<WizardValues, `preScreeningQuestions.${number}.type`>({ name: `preScreeningQuestions.${index}.type` });
  const number = index + 1;
  const path = `preScreeningQuestions.${index}` as const;
  return (
    <li className="flex flex-col gap-4 rounded-xl border border-gray-200 p-4">
      <div className="flex items-center justify-between gap-2">
        <h4 className="text-sm font-semibold text-gray-900">Question {number}</h4>
        <ListRowActions itemLabel={`question ${number}`} index={index} count={count} onMove={onMove} onRemove={onRemove} />
      </div>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-[2fr_1fr]">
        <FormField label={`Question ${number}`} required error={errorAt(errors, `${path}.question`)}>
          {(field) => <Input {...field} {...register(`${path}.question`)} placeholder="e.g. Why do you want this job?" />}
        </FormField>
        <FormField label={`Question ${number} answer type`} error={errorAt(errors, `${path}.type`)}>
          {(field) => <NativeSelect {...field} {...register(`${path}.type`)} options={QUESTION_TYPES.map((value) => ({ value, label: QUESTION_TYPE_LABELS[value] }))} />}
        </FormField>
      </div>
      {type && hasOptions(type) ? (
        <Controller
          control={control}
          name={`${path}.options`}
          render={({ field }) => (
            <QuestionOptionsEditor
              questionNumber={number}
              options={field.value}
              onChange={field.onChange}
              error={errorAt(errors, `${path}.options`)}
              optionError={(option) => errorAt(errors, `${path}.options.${option}`)}
            />
          )}
        />
      ) : null}
      <Controller
        control={control}
        name={`${path}.required`}
        render={({ field }) => <SwitchField label={`Question ${number} must be answered`} checked={field.value} onCheckedChange={field.onChange} />}
      />
    </li>
  );
}

/** Questions every applicant answers when applying: add, reorder, remove. */
export function PreScreeningQuestions() {
  const { control, formState } = useFormContext<WizardValues>();
  const { fields, append, move, remove } = useFieldArray({ control, name: "preScreeningQuestions", keyName: "fieldKey" });
  return (
    <WizardSection title="Pre-screening questions" description="Asked on the application form. Answers appear with each applicant.">
      {fields.length === 0 ? <p className="text-sm text-gray-600">No questions yet.</p> : null}
      <ol className="flex flex-col gap-3">
        {fields.map((field, index) => (
          <QuestionCard key={field.fieldKey} index={index} count={fields.length} onMove={move} onRemove={() => remove(index)} />
        ))}
      </ol>
      {errorAt(formState.errors, "preScreeningQuestions") ? (
        <p role="alert" className="text-xs text-red-600">
          {errorAt(formState.errors, "preScreeningQuestions")}
        </p>
      ) : null}
      <div>
        <Button
          type="button"
          variant="secondary"
          disabled={fields.length >= MAX_QUESTIONS}
          onClick={() => append({ id: crypto.randomUUID(), type: "shortText", question: "", options: [], required: false })}
        >
          <MessageSquarePlus className="size-4" aria-hidden />
          Add question
        </Button>
      </div>
    </WizardSection>
  );
}
