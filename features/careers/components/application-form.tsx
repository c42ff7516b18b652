"use client";

import { CircleCheck } from "lucide-react";
import { useEffect, useMemo, useRef, useState } from "react";
import { useForm, type Path } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { FormErrorAlert } from "@/components/ui/form-error-alert";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { applyServerFieldErrors } from "@/lib/form-errors";
import { lazyResolver } from "@/lib/lazy-resolver";
import type { ApplicationReceipt, PublicJob } from "@/server/modules/careers/careers-schemas";
import { useSubmitApplication } from "../api/submit-application";
import { CV_LIMIT_LABEL, toAnswer, type ApplicationFormValues } from "../lib/application-form-values";
import { QuestionField } from "./question-field";

type ApplicationFormProps = {
  companySlug: string;
  job: Pick<PublicJob, "slug" | "role" | "cvRequired" | "portofolioRequired" | "preScreeningQuestions">;
  /** The token of the Talent Search invitation the applicant followed, if any. */
  invitationToken?: string;
};

function ApplicationSent({ receipt }: { receipt: ApplicationReceipt }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // Screen readers and keyboards land on the outcome, not on a form that is gone.
  useEffect(() => heading.current?.focus(), []);
  return (
    <div role="status" className="flex flex-col items-center gap-2 rounded-xl border border-green-200 bg-green-50 px-6 py-10 text-center">
      <CircleCheck className="size-10 text-green-700" aria-hidden />
      <h3 ref={heading} tabIndex={-1} className="text-lg font-semibold text-gray-900 outline-none">
        Application sent
      </h3>
      <p className="max-w-md text-sm text-gray-700">
        Thank you for applying for {receipt.role} at {receipt.companyName}. A confirmation email is on its way to{" "}
        <span className="font-medium break-all">{receipt.email}</span>.
      </p>
    </div>
  );
}

/** The careers page's application form: the applicant, the CV (PDF, 5 MB), the portfolio and the job's questions. */
export function ApplicationForm({ companySlug, job, invitationToken }: ApplicationFormProps) {
  const submit = useSubmitApplication();
  const [receipt, setReceipt] = useState<ApplicationReceipt | null>(null);
  const [formError, setFormError] = useState<unknown>(null);
  const questions = job.preScreeningQuestions;
  const validation = useMemo(
    () => lazyResolver(() => import("../lib/application-form-schema").then((schema) => schema.applicationFormResolver(job))),
    [job],
  );
  const form = useForm<ApplicationFormValues>({
    resolver: validation.resolver,
    defaultValues: {
      name: "",
      email: "",
      phone: "",
      portfolioUrl: "",
      cv: undefined,
      answers: Object.fromEntries(questions.map((question) => [question.id, question.type === "checkbox" ? [] : question.type === "radio" ? null : ""])),
    },
  });
  const { errors, isSubmitting } = form.formState;
  const answerError = (id: string) => (errors.answers as Record<string, { message?: string }> | undefined)?.[id]?.message;

  const onSubmit = form.handleSubmit(async (values) => {
    // Double submit: a second press while one is on its way does nothing.
    if (submit.isPending) return;
    setFormError(null);
    try {
      const result = await submit.mutateAsync({
        companySlug,
        jobSlug: job.slug,
        name: values.name,
        email: values.email,
        phone: values.phone,
        portfolioUrl: values.portfolioUrl,
        cv: values.cv?.[0] ?? null,
        answers: questions.flatMap((question) => toAnswer(question, values.answers[question.id]) ?? []),
        invitationToken,
      });
      setReceipt(result);
    } catch (error) {
      const known = ["name", "email", "phone", "portfolioUrl", "cv", ...questions.map((question) => `answers.${question.id}`)] as Path<ApplicationFormValues>[];
      if (applyServerFieldErrors(error, form.setError, known) === 0) setFormError(error);
    }
  });

  if (receipt) return <ApplicationSent receipt={receipt} />;

  return (
    <form onSubmit={onSubmit} onFocus={validation.preload} method="post" noValidate aria-label={`Apply for ${job.role}`} className="flex flex-col gap-4">
      <noscript>
        <p className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">Applying needs JavaScript; turn it on to send this form.</p>
      </noscript>
      <FormField label="Full name" required error={errors.name?.message}>
        {(control) => <Input {...control} {...form.register("name")} autoComplete="name" />}
      </FormField>
      <FormField label="Email" required error={errors.email?.message}>
        {(control) => <Input {...control} {...form.register("email")} type="email" autoComplete="email" inputMode="email" />}
      </FormField>
      <FormField label="Phone number" required error={errors.phone?.message} hint="8-20 digits; +, spaces and dashes are fine.">
        {(control) => <Input {...control} {...form.register("phone")} type="tel" autoComplete="tel" inputMode="tel" />}
      </FormField>
      <FormField label="CV" required={job.cvRequired} error={errors.cv?.message} hint={`PDF only, up to ${CV_LIMIT_LABEL}.`}>
        {(control) => (
          <input
            {...control}
            {...form.register("cv")}
            type="file"
            accept="application/pdf,.pdf"
            className="block w-full text-sm text-gray-700 file:mr-3 file:rounded-lg file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:text-sm file:font-medium file:text-brand-800 hover:file:bg-brand-100"
          />
        )}
      </FormField>
      <FormField label="Portfolio link" required={job.portofolioRequired} error={errors.portfolioUrl?.message} hint="A URL starting with http:// or https://">
        {(control) => <Input {...control} {...form.register("portfolioUrl")} type="url" inputMode="url" placeholder="https://" />}
      </FormField>
      {questions.map((question) => (
        <QuestionField key={question.id} question={question} error={answerError(question.id)} inputProps={form.register(`answers.${question.id}` as Path<ApplicationFormValues>)} />
      ))}
      {formError ? <FormErrorAlert error={formError} /> : null}
      <Button type="submit" size="lg" loading={isSubmitting || submit.isPending}>
        Send application
      </Button>
    </form>
  );
}
