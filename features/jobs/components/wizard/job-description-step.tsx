"use client";

import { Controller, useFormContext, useWatch } from "react-hook-form";
import { ChoiceGroup } from "@/components/ui/choice-group";
import { INTERNSHIP_PERK_LABELS, INTERNSHIP_PERKS } from "@/server/modules/company-profile/company-profile-contract";
import { errorAt } from "../../lib/wizard-errors";
import type { WizardValues } from "../../lib/wizard-values";
import { RichTextEditor } from "@/components/ui/rich-text-editor";
import { TagInput } from "./tag-input";
import { WizardSection } from "./wizard-section";

const RICH_TEXT_FIELDS = [
  { name: "description", label: "Description", required: true, hint: "What the job is about and why it matters." },
  { name: "responsibilities", label: "Responsibilities", required: false, hint: "What the person will do day to day." },
  { name: "requirements", label: "Requirements", required: false, hint: "The skills and experience you look for." },
] as const;

/** Step 2 of the wizard: the job's text, skills, and what it offers. */
export function JobDescriptionStep() {
  const { control, register, formState } = useFormContext<WizardValues>();
  const { errors } = formState;
  const employmentTypes = useWatch<WizardValues, "employmentTypes">({ name: "employmentTypes" });
  const internship = employmentTypes?.includes("internship");

  return (
    <div className="flex flex-col gap-8">
      <WizardSection title="About the job">
        {RICH_TEXT_FIELDS.map(({ name, label, required, hint }) => (
          <Controller
            key={name}
            control={control}
            name={name}
            render={({ field }) => (
              <RichTextEditor label={label} required={required} hint={hint} value={field.value} onChange={field.onChange} error={errorAt(errors, name)} />
            )}
          />
        ))}
        <Controller
          control={control}
          name="skills"
          render={({ field }) => (
            <TagInput label="Skills" values={field.value} onChange={field.onChange} placeholder="e.g. React" error={errorAt(errors, "skills")} max={30} />
          )}
        />
      </WizardSection>

      <WizardSection title="What you offer">
        {internship ? (
          <ChoiceGroup
            legend="Internship perks"
            options={INTERNSHIP_PERKS.map((perk) => ({ value: perk, label: INTERNSHIP_PERK_LABELS[perk] }))}
            inputProps={register("perks")}
            error={errorAt(errors, "perks")}
          />
        ) : null}
        <Controller
          control={control}
          name="customBenefits"
          render={({ field }) => (
            <TagInput label="Benefits" values={field.value} onChange={field.onChange} placeholder="e.g. Health insurance" error={errorAt(errors, "customBenefits")} max={20} />
          )}
        />
        <Controller
          control={control}
          name="customPerks"
          render={({ field }) => (
            <TagInput label="Other perks" values={field.value} onChange={field.onChange} placeholder="e.g. Free snacks" error={errorAt(errors, "customPerks")} max={20} />
          )}
        />
      </WizardSection>
    </div>
  );
}
