import type { UseFormReturn } from "react-hook-form";
import { ChoiceGroup } from "@/components/ui/choice-group";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import type { OnboardingFormValues } from "../onboarding-form-schema";
import { DEPARTMENTS, HEARD_FROM, HIRING_EXPECTATIONS } from "../onboarding-options";

/** About you: the personal half of spec 3's registration mapping. */
export function PersonalStep({ form }: { form: UseFormReturn<OnboardingFormValues> }) {
  const { errors } = form.formState;
  return (
    <div className="flex flex-col gap-5">
      <FormField label="Phone number" required error={errors.phoneNumber?.message} hint="We only call about your account, e.g. +62 812-3456-7890.">
        {(control) => <Input {...control} {...form.register("phoneNumber")} type="tel" autoComplete="tel" inputMode="tel" placeholder="+62 812-3456-7890" />}
      </FormField>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="Job title" error={errors.jobTitle?.message}>
          {(control) => <Input {...control} {...form.register("jobTitle")} autoComplete="organization-title" placeholder="HR Manager" />}
        </FormField>
        <FormField label="Department" required error={errors.department?.message}>
          {(control) => <NativeSelect {...control} {...form.register("department")} placeholder="Select a department" options={DEPARTMENTS} />}
        </FormField>
      </div>
      <ChoiceGroup
        legend="How did you hear about us?"
        hint="Choose all that apply."
        error={errors.howToKnowDeall?.message}
        options={HEARD_FROM}
        inputProps={form.register("howToKnowDeall")}
      />
      <ChoiceGroup
        legend="Who do you expect to hire?"
        hint="Choose all that apply."
        error={errors.expectation?.message}
        options={HIRING_EXPECTATIONS}
        inputProps={form.register("expectation")}
      />
    </div>
  );
}
