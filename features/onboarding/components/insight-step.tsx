import { Controller, type UseFormReturn } from "react-hook-form";
import { AmountInput } from "@/components/ui/amount-input";
import { ChoiceGroup } from "@/components/ui/choice-group";
import { FormField } from "@/components/ui/form-field";
import { TextArea } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { MAX_FUNDING_AMOUNT_IDR } from "@/server/modules/companies/companies-contract";
import type { OnboardingFormValues } from "../onboarding-form-schema";
import { BENEFIT_OPTIONS, CULTURE_OPTIONS, FUNDING_STAGE_OPTIONS, WORKING_POLICY_OPTIONS } from "../onboarding-options";

const CULTURE_CHOICES = CULTURE_OPTIONS.map(({ value, label, subtitle }) => ({ value, label, description: subtitle }));

/** What candidates want to know: culture, what is special, funding, benefits and ways of working. */
export function InsightStep({ form }: { form: UseFormReturn<OnboardingFormValues> }) {
  const company = form.formState.errors.company;
  return (
    <div className="flex flex-col gap-5">
      <ChoiceGroup
        legend="Company culture"
        hint="Pick the values that describe your team best."
        layout="cards"
        error={company?.cultures?.message}
        options={CULTURE_CHOICES}
        inputProps={form.register("company.cultures")}
      />
      <FormField label="What's special about working with you?" error={company?.whatSpecial?.message}>
        {(control) => <TextArea {...control} {...form.register("company.whatSpecial")} />}
      </FormField>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="Funding stage" error={company?.insight?.fundingStage?.message}>
          {(control) => <NativeSelect {...control} {...form.register("company.insight.fundingStage")} placeholder="Select a stage" options={FUNDING_STAGE_OPTIONS} />}
        </FormField>
        <Controller
          control={form.control}
          name="company.insight.fundingAmount"
          render={({ field }) => (
            <FormField label="Funding amount (IDR)" error={company?.insight?.fundingAmount?.message}>
              {(control) => (
                <AmountInput {...control} ref={field.ref} name={field.name} value={field.value} onValueChange={field.onChange} onBlur={field.onBlur} max={MAX_FUNDING_AMOUNT_IDR} placeholder="5.000.000.000" />
              )}
            </FormField>
          )}
        />
      </div>
      <ChoiceGroup legend="Benefits" error={company?.insight?.benefits?.message} options={BENEFIT_OPTIONS} inputProps={form.register("company.insight.benefits")} />
      <ChoiceGroup
        legend="Working policies"
        error={company?.insight?.workingPolicies?.message}
        options={WORKING_POLICY_OPTIONS}
        inputProps={form.register("company.insight.workingPolicies")}
      />
    </div>
  );
}
