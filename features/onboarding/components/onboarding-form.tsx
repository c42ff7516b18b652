"use client";

import { useMemo, useState } from "react";
import { get, useForm, type Path } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { FormErrorAlert } from "@/components/ui/form-error-alert";
import { applyServerFieldErrors } from "@/lib/form-errors";
import { lazyResolver } from "@/lib/lazy-resolver";
import type { CurrentUser } from "@/server/modules/auth/auth-schemas";
import type { CompanyByDomain } from "@/server/modules/companies/companies-schemas";
import { useRegisterEmployerProfile } from "../api/register-employer-profile";
import { clearOnboardingDraft, readOnboardingDraft, useSaveOnboardingDraft } from "../hooks/use-onboarding-draft";
import type { OnboardingFormValues } from "../onboarding-form-schema";
import {
  COMPANY_FIELDS,
  emptyOnboardingValues,
  INSIGHT_FIELDS,
  PERSONAL_FIELDS,
  SERVER_FIELD_MAP,
  toEmployerProfileRequest,
} from "../onboarding-form-values";
import { CompanyStep } from "./company-step";
import { InsightStep } from "./insight-step";
import { JoinCompanyNotice } from "./join-company-notice";
import { PersonalStep } from "./personal-step";

type Step = { title: string; fields: readonly Path<OnboardingFormValues>[] };

const CREATE_STEPS: Step[] = [
  { title: "About you", fields: PERSONAL_FIELDS },
  { title: "Your company", fields: COMPANY_FIELDS },
  { title: "Culture and insight", fields: INSIGHT_FIELDS },
];
const JOIN_STEPS: Step[] = [{ title: "About you", fields: PERSONAL_FIELDS }];

type OnboardingFormProps = {
  userId: string;
  emailDomain: string;
  /** The company already registered on the user's email domain: the user asks to join it (isJoin). */
  existingCompany: CompanyByDomain | null;
  onCompleted: (user: CurrentUser) => void | Promise<void>;
};

/** Spec 3's company registration, in steps, saved locally as it is filled in. */
export function OnboardingForm({ userId, emailDomain, existingCompany, onCompleted }: OnboardingFormProps) {
  const isJoin = existingCompany !== null;
  const steps = isJoin ? JOIN_STEPS : CREATE_STEPS;
  const [draft] = useState(() => readOnboardingDraft(userId));
  const [stepIndex, setStepIndex] = useState(() => Math.min(draft?.step ?? 0, steps.length - 1));
  const [formError, setFormError] = useState<unknown>(null);
  const [leaving, setLeaving] = useState(false);
  const register = useRegisterEmployerProfile();
  const validation = useMemo(
    () => lazyResolver(() => import("../onboarding-form-schema").then((schema) => schema.onboardingResolver(isJoin))),
    [isJoin],
  );
  const form = useForm<OnboardingFormValues>({
    resolver: validation.resolver,
    defaultValues: { ...emptyOnboardingValues, ...draft?.values } as OnboardingFormValues,
    shouldUnregister: false,
  });
  useSaveOnboardingDraft(form, userId, stepIndex);
  const { isSubmitting } = form.formState;
  const step = steps[stepIndex]!;
  const isLast = stepIndex === steps.length - 1;

  const goTo = (index: number) => {
    setStepIndex(index);
    window.scrollTo({ top: 0 });
  };

  const next = async () => {
    if (await form.trigger(step.fields as Path<OnboardingFormValues>[], { shouldFocus: true })) goTo(stepIndex + 1);
  };

  const onSubmit = form.handleSubmit(
    async (values) => {
      setFormError(null);
      try {
        const user = await register.mutateAsync(toEmployerProfileRequest(values, isJoin));
        clearOnboardingDraft();
        setLeaving(true);
        await onCompleted(user);
      } catch (error) {
        const allFields = steps.flatMap((item) => item.fields);
        const placed = applyServerFieldErrors(error, form.setError, allFields, SERVER_FIELD_MAP as Record<string, Path<OnboardingFormValues>>);
        if (placed === 0) {
          setFormError(error);
          return;
        }
        // Show the first step that holds a server error.
        const errored = steps.findIndex((item) => item.fields.some((field) => form.getFieldState(field).error));
        if (errored >= 0 && errored !== stepIndex) goTo(errored);
      }
    },
    (errors) => {
      const errored = steps.findIndex((item) => item.fields.some((field) => get(errors, field)));
      if (errored >= 0 && errored !== stepIndex) goTo(errored);
    },
  );

  const onFormSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    if (isLast) return onSubmit(event);
    event.preventDefault();
    void next();
  };

  return (
    <form method="post" onSubmit={onFormSubmit} onFocus={validation.preload} noValidate className="flex flex-col gap-6">
      {steps.length > 1 ? (
        <div>
          <p className="text-sm font-medium text-brand-700">
            Step {stepIndex + 1} of {steps.length}
          </p>
          <div className="mt-2 flex gap-1.5" aria-hidden>
            {steps.map((item, index) => (
              <span key={item.title} className={index <= stepIndex ? "h-1.5 flex-1 rounded-full bg-brand-600" : "h-1.5 flex-1 rounded-full bg-gray-200"} />
            ))}
          </div>
        </div>
      ) : null}
      <h2 className="text-lg font-semibold text-gray-900">{step.title}</h2>
      {isJoin ? <JoinCompanyNotice company={existingCompany} /> : null}

      {stepIndex === 0 ? <PersonalStep form={form} /> : null}
      {stepIndex === 1 ? <CompanyStep form={form} emailDomain={emailDomain} /> : null}
      {stepIndex === 2 ? <InsightStep form={form} /> : null}

      {formError ? <FormErrorAlert error={formError} /> : null}
      <div className="flex flex-col-reverse gap-3 border-t border-gray-100 pt-5 sm:flex-row sm:justify-between">
        {stepIndex > 0 ? (
          <Button type="button" variant="secondary" size="lg" onClick={() => goTo(stepIndex - 1)} disabled={isSubmitting || leaving}>
            Back
          </Button>
        ) : (
          <span className="hidden sm:block" />
        )}
        <Button type="submit" size="lg" loading={isSubmitting || leaving}>
          {!isLast ? "Continue" : isJoin ? `Ask to join ${existingCompany.name}` : "Finish registration"}
        </Button>
      </div>
    </form>
  );
}
