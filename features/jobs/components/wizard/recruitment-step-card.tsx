"use client";

import { useFormContext, useWatch } from "react-hook-form";
import { FormField } from "@/components/ui/form-field";
import { Input, TextArea } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { DEFAULT_TECH_TEST, FIXED_STEP_TYPES, STEP_ACTION_LABELS, STEP_ACTIONS, type StepType } from "@/server/modules/jobs/jobs-contract";
import { errorAt } from "../../lib/wizard-errors";
import type { WizardValues } from "../../lib/wizard-values";
import { ListRowActions } from "./list-row-actions";
import { TechTestFields } from "./tech-test-fields";

export const isFixedStep = (type: StepType) => (FIXED_STEP_TYPES as readonly StepType[]).includes(type);

export function defaultTechTest(): NonNullable<WizardValues["recruitmentSteps"][number]["techTest"]> {
  return { ...DEFAULT_TECH_TEST, submissionTypes: [...DEFAULT_TECH_TEST.submissionTypes], caseStudyUrl: null };
}

type RecruitmentStepCardProps = {
  index: number;
  count: number;
  onMove: (from: number, to: number) => void;
  onRemove: () => void;
};

/** One hiring step: its name, what happens when a candidate enters it, and its place in the flow. */
export function RecruitmentStepCard({ index, count, onMove, onRemove }: RecruitmentStepCardProps) {
  const { register, setValue, getValues, formState } = useFormContext<WizardValues>();
  const { errors } = formState;
  const base = `recruitmentSteps.${index}` as const;
  const [type, name, action] = useWatch<WizardValues, [`${typeof base}.type`, `${typeof base}.name`, `${typeof base}.action`]>({
    name: [`${base}.type`, `${base}.name`, `${base}.action`],
  });
  const fixed = isFixedStep(type);
  const label = name?.trim() ? name : `Step ${index + 1}`;
  // A case study is a tech test's own action (spec 3).
  const actions = STEP_ACTIONS.filter((value) => value !== "send-case-study" || type === "techTest").map((value) => ({ value, label: STEP_ACTION_LABELS[value] }));
  const actionField = register(`${base}.action`, {
    onChange: (event: React.ChangeEvent<HTMLSelectElement>) => {
      if (event.target.value === "send-case-study" && !getValues(`${base}.techTest`)) setValue(`${base}.techTest`, defaultTechTest());
    },
  });

  return (
    <li className="flex flex-col gap-4 rounded-xl border border-gray-200 bg-white p-4">
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="text-xs font-medium tracking-wide text-gray-500 uppercase">Step {index + 1}</p>
          <h4 className="truncate text-sm font-semibold text-gray-900">{label}</h4>
        </div>
        {type === "notProcessed" ? (
          <span className="text-xs text-gray-500">Always first</span>
        ) : (
          <ListRowActions itemLabel={label} index={index} count={count} minIndex={1} onMove={onMove} onRemove={fixed ? undefined : onRemove} />
        )}
      </div>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        {fixed ? null : (
          <FormField label={`${label} name`} required error={errorAt(errors, `${base}.name`)}>
            {(field) => <Input {...field} {...register(`${base}.name`)} />}
          </FormField>
        )}
        <FormField label={`${label} action`} error={errorAt(errors, `${base}.action`)}>
          {(field) => <NativeSelect {...field} {...actionField} options={actions} />}
        </FormField>
      </div>
      {action === "send-email" ? (
        <div className="flex flex-col gap-4">
          <FormField label={`${label} email subject`} required error={errorAt(errors, `${base}.emailSubject`)}>
            {(field) => <Input {...field} {...register(`${base}.emailSubject`)} />}
          </FormField>
          <FormField label={`${label} email message`} required error={errorAt(errors, `${base}.emailMessage`)}>
            {(field) => <TextArea {...field} {...register(`${base}.emailMessage`)} />}
          </FormField>
        </div>
      ) : null}
      {type === "techTest" ? <TechTestFields index={index} stepLabel={label} /> : null}
    </li>
  );
}
