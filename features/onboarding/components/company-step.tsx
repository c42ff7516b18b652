import type { UseFormReturn } from "react-hook-form";
import { ChoiceGroup } from "@/components/ui/choice-group";
import { FormField } from "@/components/ui/form-field";
import { Input, TextArea } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { CITY_OPTIONS } from "@/lib/format/city";
import { COMPANY_SIZE_BANDS } from "@/lib/format/company-size";
import { COMPANY_SIZES } from "@/server/modules/companies/companies-contract";
import type { OnboardingFormValues } from "../onboarding-form-schema";
import { SECTORS } from "../onboarding-options";

const SIZE_OPTIONS = COMPANY_SIZES.map((size) => ({ value: size, label: `${COMPANY_SIZE_BANDS[size]} employees` }));

/** The company itself: name, sector, size, city, website, logo and description. */
export function CompanyStep({ form, emailDomain }: { form: UseFormReturn<OnboardingFormValues>; emailDomain: string }) {
  const { errors } = form.formState;
  const company = errors.company;
  return (
    <div className="flex flex-col gap-5">
      <FormField label="Company name" required error={company?.name?.message} hint={`Everyone with an @${emailDomain} email will join this company.`}>
        {(control) => <Input {...control} {...form.register("company.name")} autoComplete="organization" />}
      </FormField>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="Sector" required error={company?.sector?.message}>
          {(control) => <NativeSelect {...control} {...form.register("company.sector")} placeholder="Select a sector" options={SECTORS} />}
        </FormField>
        <FormField label="City" error={company?.cityId?.message}>
          {(control) => <NativeSelect {...control} {...form.register("company.cityId")} placeholder="Select a city" options={CITY_OPTIONS} />}
        </FormField>
      </div>
      <ChoiceGroup legend="Company size" required type="radio" error={company?.size?.message} options={SIZE_OPTIONS} inputProps={form.register("company.size")} />
      <FormField label="Website" error={company?.website?.message}>
        {(control) => <Input {...control} {...form.register("company.website")} type="url" inputMode="url" placeholder="https://" />}
      </FormField>
      <FormField label="Logo URL" error={company?.logoUrl?.message} hint="A link to your logo image; you can upload one later in the company profile.">
        {(control) => <Input {...control} {...form.register("company.logoUrl")} type="url" inputMode="url" placeholder="https://" />}
      </FormField>
      <FormField label="Description" error={company?.description?.message}>
        {(control) => <TextArea {...control} {...form.register("company.description")} placeholder="What does your company do?" />}
      </FormField>
    </div>
  );
}
