"use client";

import { BadgeCheck, Clock, ShieldAlert, ShieldQuestion } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input, TextArea } from "@/components/ui/input";
import { QueryError } from "@/components/ui/query-error";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/toast";
import { cn } from "@/lib/cn";
import { formatDateTime } from "@/lib/format/date";
import { applyServerFieldErrors } from "@/lib/form-errors";
import { lazyResolver } from "@/lib/lazy-resolver";
import type { CompanyVerification } from "@/server/modules/company-profile/company-profile-schemas";
import { useVerification } from "../api/get-verification";
import { useSubmitVerification } from "../api/submit-verification";
import { SectionFormActions } from "./section-form-actions";
import type { VerificationFormValues } from "../lib/company-profile-form-schema";

type Stage = "notSubmitted" | "inReview" | "verified" | "rejected";

function stageOf(verification: CompanyVerification): Stage {
  if (verification.status === "verified") return "verified";
  if (verification.status === "rejected") return "rejected";
  return verification.submission ? "inReview" : "notSubmitted";
}

const STAGES: Record<Stage, { label: string; icon: typeof BadgeCheck; tone: string; text: string }> = {
  notSubmitted: {
    label: "Pending",
    icon: ShieldQuestion,
    tone: "bg-gray-100 text-gray-700",
    text: "Your company is not verified yet. Submit its legal details so candidates know your jobs are real.",
  },
  inReview: { label: "Pending", icon: Clock, tone: "bg-amber-50 text-amber-800", text: "We are reviewing the details you submitted." },
  verified: { label: "Verified", icon: BadgeCheck, tone: "bg-green-50 text-green-700", text: "Your company is verified." },
  rejected: { label: "Rejected", icon: ShieldAlert, tone: "bg-red-50 text-red-700", text: "The last submission was not accepted. Correct the details and submit again." },
};

/** The form's fields: the API's contract with the optional ones as text ("" = not given). */
const verificationFormValidation = lazyResolver(() => import("../lib/company-profile-form-schema").then((schema) => schema.verificationFormResolver));

function VerificationForm({ companyId, verification, onDone }: { companyId: string; verification: CompanyVerification; onDone: () => void }) {
  const submitVerification = useSubmitVerification(companyId);
  const [error, setError] = useState<unknown>(null);
  const previous = verification.submission;
  const form = useForm<VerificationFormValues>({
    resolver: verificationFormValidation.resolver,
    defaultValues: {
      legalName: previous?.legalName ?? "",
      taxNumber: previous?.taxNumber ?? "",
      businessRegistrationNumber: previous?.businessRegistrationNumber ?? "",
      address: previous?.address ?? "",
      note: "",
    },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit(async ({ businessRegistrationNumber, note, ...values }) => {
    setError(null);
    try {
      await submitVerification.mutateAsync({ ...values, ...(businessRegistrationNumber ? { businessRegistrationNumber } : {}), ...(note ? { note } : {}) });
      toast.success({ title: "Submitted for verification", subtitle: "We will review your company's details." });
      onDone();
    } catch (caught) {
      if (applyServerFieldErrors(caught, form.setError, ["legalName", "taxNumber", "businessRegistrationNumber", "address", "note"]) === 0) setError(caught);
    }
  });
  return (
    <form method="post" onSubmit={submit} onFocus={verificationFormValidation.preload} noValidate className="mt-4 flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Legal company name" required error={errors.legalName?.message}>
          {(control) => <Input {...control} {...form.register("legalName")} placeholder="PT Contoh Indonesia" />}
        </FormField>
        <FormField label="Tax number (NPWP)" required error={errors.taxNumber?.message} hint="15 or 16 digits; dots and dashes allowed.">
          {(control) => <Input {...control} {...form.register("taxNumber")} inputMode="numeric" placeholder="01.234.567.8-901.000" />}
        </FormField>
      </div>
      <FormField label="Business registration number (NIB)" error={errors.businessRegistrationNumber?.message}>
        {(control) => <Input {...control} {...form.register("businessRegistrationNumber")} />}
      </FormField>
      <FormField label="Registered address" required error={errors.address?.message}>
        {(control) => <TextArea {...control} {...form.register("address")} rows={3} />}
      </FormField>
      <FormField label="Note for the reviewer" error={errors.note?.message}>
        {(control) => <TextArea {...control} {...form.register("note")} rows={3} />}
      </FormField>
      <SectionFormActions saving={submitVerification.isPending} onCancel={onDone} error={error} />
    </form>
  );
}

/** Verification (GET/PUT /v1/job-portal/company/{id}/verification): the status, and the Admin's submission. */
export function VerificationSection({ companyId, isOwner }: { companyId: string; isOwner: boolean }) {
  const verification = useVerification(companyId);
  const [submitting, setSubmitting] = useState(false);
  return (
    <section aria-labelledby="verification-heading" className="rounded-2xl border border-gray-200 bg-white p-5 sm:p-6">
      <h2 id="verification-heading" className="text-lg font-semibold text-gray-900">
        Verification
      </h2>
      {verification.isPending ? (
        <Spinner className="mt-3" />
      ) : verification.isError ? (
        <QueryError error={verification.error} frame="compact" className="mt-3" />
      ) : (
        (() => {
          const data = verification.data;
          const stage = STAGES[stageOf(data)];
          const Icon = stage.icon;
          return (
            <>
              <div className="mt-3 flex flex-wrap items-center gap-3">
                <span className={cn("inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-sm font-semibold", stage.tone)} data-verification-status={data.status}>
                  <Icon className="size-4" aria-hidden />
                  {stage.label}
                </span>
                <p className="text-sm text-gray-600">{stage.text}</p>
              </div>
              {data.submission ? (
                <p className="mt-2 text-xs text-gray-500">
                  Submitted {formatDateTime(data.submission.submittedAt)}
                  {data.submission.submittedBy ? ` by ${data.submission.submittedBy.name}` : ""}
                  {data.reviewedAt ? ` · reviewed ${formatDateTime(data.reviewedAt)}` : ""}
                </p>
              ) : null}
              {data.status === "rejected" && data.reviewNote ? <p className="mt-2 text-sm text-red-700">Reviewer’s note: {data.reviewNote}</p> : null}
              {isOwner && data.status !== "verified" ? (
                submitting ? (
                  <VerificationForm companyId={companyId} verification={data} onDone={() => setSubmitting(false)} />
                ) : (
                  <Button type="button" className="mt-4" onClick={() => setSubmitting(true)}>
                    {data.submission ? "Update and submit again" : "Submit for verification"}
                  </Button>
                )
              ) : null}
              {!isOwner && data.status !== "verified" ? <p className="mt-3 text-xs text-gray-500">Only the Admin can submit the company for verification.</p> : null}
            </>
          );
        })()
      )}
    </section>
  );
}
