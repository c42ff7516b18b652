"use client";

import { UserPlus } from "lucide-react";
import { Controller, useFieldArray, useFormContext } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { MAX_HIRING_TEAM } from "@/server/modules/jobs/jobs-contract";
import { JOB_ACCESS_LEVELS } from "@/server/modules/permissions/permissions-contract";
import { errorAt } from "../../lib/wizard-errors";
import type { WizardValues } from "../../lib/wizard-values";
import { ListRowActions } from "./list-row-actions";
import { SwitchField } from "./switch-field";

const ACCESS_OPTIONS = JOB_ACCESS_LEVELS.map((level) => ({ value: level.key, label: level.label }));

/** The people who work on this job and the access each gets to it. */
export function HiringTeamEditor() {
  const { control, register, formState } = useFormContext<WizardValues>();
  const { errors } = formState;
  const { fields, append, move, remove } = useFieldArray({ control, name: "hiringTeam", keyName: "fieldKey" });
  return (
    <div className="flex flex-col gap-4">
      {fields.length === 0 ? <p className="text-sm text-gray-600">Only you so far. Add teammates by their work email.</p> : null}
      <ul className="flex flex-col gap-3" aria-label="Hiring team">
        {fields.map((field, index) => (
          <li key={field.fieldKey} className="flex flex-col gap-3 rounded-xl border border-gray-200 p-3 sm:flex-row sm:items-start">
            <FormField label={`Team member ${index + 1} email`} required error={errorAt(errors, `hiringTeam.${index}.email`)} className="flex-1">
              {(control) => <Input {...control} {...register(`hiringTeam.${index}.email`)} type="email" autoComplete="off" placeholder="name@company.com" />}
            </FormField>
            <FormField label={`Team member ${index + 1} access`} className="sm:w-52">
              {(control) => <NativeSelect {...control} {...register(`hiringTeam.${index}.access`)} options={ACCESS_OPTIONS} />}
            </FormField>
            <div className="sm:pt-6">
              <ListRowActions itemLabel={`team member ${index + 1}`} index={index} count={fields.length} onMove={move} onRemove={() => remove(index)} />
            </div>
          </li>
        ))}
      </ul>
      {errorAt(errors, "hiringTeam") ? (
        <p role="alert" className="text-sm text-red-600">
          {errorAt(errors, "hiringTeam")}
        </p>
      ) : null}
      <div>
        <Button type="button" variant="secondary" disabled={fields.length >= MAX_HIRING_TEAM} onClick={() => append({ email: "", access: "viewer" })}>
          <UserPlus className="size-4" aria-hidden />
          Add team member
        </Button>
      </div>
      <Controller
        control={control}
        name="canChangeHiringTeamAccess"
        render={({ field }) => (
          <SwitchField
            label="Team members can change the hiring team's access"
            description="Editors of this job may add people and change what they can do."
            checked={field.value}
            onCheckedChange={field.onChange}
          />
        )}
      />
    </div>
  );
}
