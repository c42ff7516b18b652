"use client";

import { useMemo, useState } from "react";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { FormErrorAlert } from "@/components/ui/form-error-alert";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { applyServerFieldErrors } from "@/lib/form-errors";
import { lazyResolver } from "@/lib/lazy-resolver";
import { TECH_TEST_DOCUMENT_ACCEPT } from "@/server/modules/tech-tests/tech-tests-contract";
import type { CandidateTechTest } from "../api/get-tech-test";
import { useSubmitTechTest } from "../api/submit-tech-test";
import { DOCUMENT_LIMIT_LABEL, type SubmissionFormValues } from "../lib/submission-form-values";
import { DeadlineLine } from "./deadline-line";

type SubmissionFormProps = {
  token: string;
  test: CandidateTechTest;
  /** The server refused because the test changed (deadline passed, submitted elsewhere): show it as it is. */
  onRefused: () => void;
};

/** The answer: a link and/or a document, as the test takes them, before the submission deadline. */
export function SubmissionForm({ token, test, onRefused }: SubmissionFormProps) {
  const submit = useSubmitTechTest(token);
  const [formError, setFormError] = useState<unknown>(null);
  const allowsLink = test.submissionTypes.includes("link");
  const allowsDocument = test.submissionTypes.includes("document");
  const validation = useMemo(
    () => lazyResolver(() => import("../lib/submission-form-schema").then((schema) => schema.submissionFormResolver(test.submissionTypes))),
    [test.submissionTypes],
  );
  const form = useForm<SubmissionFormValues>({
    resolver: validation.resolver,
    defaultValues: { link: "", document: undefined },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    if (submit.isPending) return;
    setFormError(null);
    try {
      await submit.mutateAsync({ link: allowsLink ? values.link : "", document: allowsDocument ? (values.document?.[0] ?? null) : null });
    } catch (error) {
      if (applyServerFieldErrors(error, form.setError, ["link", "document"]) > 0) return;
      setFormError(error);
      if ((error as { status?: number }).status === 409) onRefused();
    }
  });

  const what = allowsLink && allowsDocument ? "a link, a document, or both" : allowsLink ? "a link" : "a document";
  return (
    <section aria-labelledby="submit-heading" className="flex flex-col gap-3">
      <h2 id="submit-heading" className="text-base font-semibold text-gray-900">
        Submit your answer
      </h2>
      {test.submitBy ? <DeadlineLine label="Submit by" at={test.submitBy} emphasis /> : null}
      <p className="text-sm text-gray-700">Send {what}. You can submit once.</p>
      <form method="post" onSubmit={onSubmit} onFocus={validation.preload} noValidate aria-label="Submit your case study" className="flex flex-col gap-4">
        {allowsLink ? (
          <FormField label="Link to your answer" error={errors.link?.message} hint="A URL starting with http:// or https:// (a repository, a shared document...)">
            {(control) => <Input {...control} {...form.register("link")} type="url" inputMode="url" placeholder="https://" autoComplete="url" />}
          </FormField>
        ) : null}
        {allowsDocument ? (
          <FormField label="Document" error={errors.document?.message} hint={`PDF, Word (.docx) or ZIP, up to ${DOCUMENT_LIMIT_LABEL}.`}>
            {(control) => (
              <input
                {...control}
                {...form.register("document")}
                type="file"
                accept={TECH_TEST_DOCUMENT_ACCEPT}
                className="block w-full text-sm text-gray-700 file:mr-3 file:rounded-lg file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:text-sm file:font-medium file:text-brand-800 hover:file:bg-brand-100"
              />
            )}
          </FormField>
        ) : null}
        {formError ? <FormErrorAlert error={formError} /> : null}
        <Button type="submit" size="lg" className="w-full sm:w-fit" loading={isSubmitting || submit.isPending}>
          Submit case study
        </Button>
      </form>
    </section>
  );
}
