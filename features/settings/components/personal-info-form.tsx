"use client";

import { useState } from "react";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { FormErrorAlert } from "@/components/ui/form-error-alert";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { toast } from "@/components/ui/toast";
import { applyServerFieldErrors } from "@/lib/form-errors";
import { lazyResolver } from "@/lib/lazy-resolver";
import { useUpdatePersonalInfo } from "../api/update-personal-info";
import type { PersonalInfoValues } from "../lib/settings-form-schema";

/** The API's personal fields; the job title may be left empty (not sent). */
export type { PersonalInfoValues };

const personalInfoValidation = lazyResolver(() => import("../lib/settings-form-schema").then((schema) => schema.personalInfoResolver));

type Option = { value: string; label: string };

type PersonalInfoFormProps = {
  initial: PersonalInfoValues;
  email: string;
  departments: Option[];
  /** After a save: refresh what the rest of the portal shows of the user. */
  onSaved: () => void;
};

/** Settings, Personal Info (PUT /v1/profiles/employer with the personal fields); server errors land on their fields. */
export function PersonalInfoForm({ initial, email, departments, onSaved }: PersonalInfoFormProps) {
  const update = useUpdatePersonalInfo();
  const [error, setError] = useState<unknown>(null);
  const form = useForm<PersonalInfoValues>({ resolver: personalInfoValidation.resolver, defaultValues: initial });
  const { errors, isDirty } = form.formState;
  const departmentOptions = initial.department && !departments.some((option) => option.value === initial.department) ? [{ value: initial.department, label: initial.department }, ...departments] : departments;

  const submit = form.handleSubmit(async ({ jobTitle, ...values }) => {
    setError(null);
    try {
      await update.mutateAsync({ ...values, ...(jobTitle ? { jobTitle } : {}) });
      form.reset({ jobTitle, ...values });
      toast.success({ title: "Personal info saved" });
      onSaved();
    } catch (caught) {
      const placed = applyServerFieldErrors(caught, form.setError, ["name", "handphone", "jobTitle", "department"]);
      if (placed === 0) setError(caught);
    }
  });

  return (
    <form method="post" onSubmit={submit} onFocus={personalInfoValidation.preload} noValidate className="flex flex-col gap-5">
      <FormField label="Full name" required error={errors.name?.message}>
        {(control) => <Input {...control} {...form.register("name")} autoComplete="name" />}
      </FormField>
      <FormField label="Email" hint="Your sign-in email cannot be changed here.">
        {(control) => <Input {...control} value={email} readOnly disabled type="email" />}
      </FormField>
      <FormField label="Phone number" required error={errors.handphone?.message}>
        {(control) => <Input {...control} {...form.register("handphone")} type="tel" autoComplete="tel" inputMode="tel" placeholder="+62 812-3456-7890" />}
      </FormField>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="Job title" error={errors.jobTitle?.message}>
          {(control) => <Input {...control} {...form.register("jobTitle")} autoComplete="organization-title" />}
        </FormField>
        <FormField label="Department" required error={errors.department?.message}>
          {(control) => <NativeSelect {...control} {...form.register("department")} placeholder="Select a department" options={departmentOptions} />}
        </FormField>
      </div>
      {error ? <FormErrorAlert error={error} /> : null}
      <div className="flex justify-end">
        <Button type="submit" loading={update.isPending} disabled={!isDirty && !update.isPending}>
          Save changes
        </Button>
      </div>
    </form>
  );
}
