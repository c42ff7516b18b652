"use client";

import { Plus } from "lucide-react";
import { useState } from "react";
import { useFieldArray, useFormContext } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { ADDABLE_STEP_TYPES } from "@/server/modules/jobs/jobs-contract";
import { MAX_RECRUITMENT_STEPS } from "@/server/modules/jobs/jobs-contract";
import { ADDABLE_STEP_LABELS, NEW_STEP_NAMES } from "../../lib/wizard-preview";
import { errorAt } from "../../lib/wizard-errors";
import { newClientKey, type WizardStep, type WizardValues } from "../../lib/wizard-values";
import { defaultTechTest, RecruitmentStepCard } from "./recruitment-step-card";

type AddableType = (typeof ADDABLE_STEP_TYPES)[number];

function newStep(type: AddableType, name: string): WizardStep {
  const techTest = type === "techTest";
  return {
    clientKey: newClientKey(),
    type,
    name,
    action: techTest ? "send-case-study" : "none",
    techTest: techTest ? defaultTechTest() : null,
    emailSubject: null,
    emailMessage: null,
  };
}

/** The hiring flow: the fixed steps of every job plus the ones added here, in order. */
export function RecruitmentStepsEditor() {
  const { control, formState } = useFormContext<WizardValues>();
  const { fields, insert, move, remove } = useFieldArray({ control, name: "recruitmentSteps", keyName: "fieldKey" });
  const [type, setType] = useState<AddableType>("custom");
  const [name, setName] = useState(NEW_STEP_NAMES.custom);
  const [nameError, setNameError] = useState<string>();
  const full = fields.length >= MAX_RECRUITMENT_STEPS;

  const add = () => {
    if (name.trim() === "") {
      setNameError("Name the step");
      return;
    }
    // New steps go before Rejected, which ends the flow.
    const rejectedAt = fields.findIndex((field) => field.type === "rejected");
    insert(rejectedAt >= 0 ? rejectedAt : fields.length, newStep(type, name.trim()));
    setName(NEW_STEP_NAMES[type]);
    setNameError(undefined);
  };

  const listError = errorAt(formState.errors, "recruitmentSteps");
  return (
    <div className="flex flex-col gap-4">
      <ol className="flex flex-col gap-3" aria-label="Hiring steps">
        {fields.map((field, index) => (
          <RecruitmentStepCard key={field.fieldKey} index={index} count={fields.length} onMove={move} onRemove={() => remove(index)} />
        ))}
      </ol>
      {listError ? (
        <p role="alert" className="text-sm text-red-600">
          {listError}
        </p>
      ) : null}
      <div className="flex flex-col gap-3 rounded-xl border border-dashed border-gray-300 p-4 sm:flex-row sm:items-end">
        <FormField label="New step type" className="sm:w-44">
          {(control) => (
            <NativeSelect
              {...control}
              value={type}
              onChange={(event) => {
                const next = event.target.value as AddableType;
                setType(next);
                setName(NEW_STEP_NAMES[next]);
              }}
              options={ADDABLE_STEP_TYPES.map((value) => ({ value, label: ADDABLE_STEP_LABELS[value] }))}
            />
          )}
        </FormField>
        <FormField label="New step name" error={nameError} className="flex-1">
          {(control) => (
            <Input
              {...control}
              value={name}
              placeholder="e.g. HR Interview"
              onChange={(event) => setName(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === "Enter") {
                  event.preventDefault();
                  add();
                }
              }}
            />
          )}
        </FormField>
        <Button type="button" variant="secondary" onClick={add} disabled={full}>
          <Plus className="size-4" aria-hidden />
          Add step
        </Button>
      </div>
    </div>
  );
}
