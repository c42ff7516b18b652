"use client";

import { Controller, useFormContext, useWatch } from "react-hook-form";
import { ChoiceGroup } from "@/components/ui/choice-group";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { PAID_ADS_ANSWERS, PAID_ADS_QUESTION } from "@/server/modules/jobs/jobs-contract";
import { errorAt } from "../../lib/wizard-errors";
import { nullIfEmpty } from "../../lib/wizard-inputs";
import type { WizardValues } from "../../lib/wizard-values";
import { SwitchField } from "./switch-field";
import { WizardSection } from "./wizard-section";

const PLATFORM_OPTIONS = [
  { value: "internal", label: "On this portal", description: "Candidates apply on your careers page and land in your pipeline." },
  { value: "external", label: "On another site", description: "Candidates are sent to your own application page." },
];

/** Where candidates apply, what they must send, and the paid-ads question (spec 3, in Indonesian). */
export function ApplicationSettings() {
  const { control, register, formState } = useFormContext<WizardValues>();
  const { errors } = formState;
  const platform = useWatch<WizardValues, "applicationPlatform">({ name: "applicationPlatform" });
  return (
    <WizardSection title="How candidates apply">
      <ChoiceGroup legend="Where do candidates apply?" type="radio" layout="cards" options={PLATFORM_OPTIONS} inputProps={register("applicationPlatform")} />
      {platform === "external" ? (
        <FormField label="Application page address" required hint="Starts with http:// or https://" error={errorAt(errors, "externalPlatformUrl")}>
          {(field) => (
            <Input {...field} {...register("externalPlatformUrl", { setValueAs: nullIfEmpty })} type="url" inputMode="url" placeholder="https://careers.example.com/apply" />
          )}
        </FormField>
      ) : null}
      <Controller
        control={control}
        name="cvRequired"
        render={({ field }) => <SwitchField label="CV required" checked={field.value} onCheckedChange={field.onChange} />}
      />
      <Controller
        control={control}
        name="portofolioRequired"
        render={({ field }) => <SwitchField label="Portfolio required" checked={field.value} onCheckedChange={field.onChange} />}
      />
      <ChoiceGroup
        legend={PAID_ADS_QUESTION.question}
        type="radio"
        layout="cards"
        options={PAID_ADS_ANSWERS.map((answer) => ({ value: answer, label: PAID_ADS_QUESTION.answers[answer] }))}
        inputProps={register("paidAds")}
        error={errorAt(errors, "paidAds")}
      />
    </WizardSection>
  );
}
