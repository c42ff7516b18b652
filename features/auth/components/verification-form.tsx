"use client";

import Link from "next/link";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { FormErrorAlert } from "@/components/ui/form-error-alert";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import { applyServerFieldErrors } from "@/lib/form-errors";
import { safeRedirectPath } from "@/lib/routes";
import { lazyResolver } from "@/lib/lazy-resolver";
import type { VerifyEmailRequest } from "@/server/modules/auth/auth-schemas";
import { useResendVerificationCode } from "../api/resend-verification-code";
import { useVerifyEmail } from "../api/verify-email";
import { AUTH_PATHS } from "../auth-paths";
import { useCompleteSignIn } from "../hooks/use-session-loading";
import { enterAfterSessionChange } from "../lib/enter-after-session-change";
import { useCountdown } from "../hooks/use-countdown";
import { useStoreHydrated } from "../hooks/use-store-hydrated";
import { usePreRegistrationStore } from "../stores/pre-registration-store";
import { CodeInput } from "./code-input";

const verificationValidation = lazyResolver(() => import("../lib/auth-form-schema").then((schema) => schema.verificationResolver));

/**
 * Entering the code mailed after sign-up; a right code signs the user in and leads to
 * `redirectUrl` when it is a safe path (an invitation's join page), else to the success page.
 */
export function VerificationForm({ redirectUrl }: { redirectUrl?: string | null } = {}) {
  const hydrated = useStoreHydrated(usePreRegistrationStore);
  const email = usePreRegistrationStore((state) => state.email);
  if (!hydrated) return <Spinner />;
  return <VerificationFields knownEmail={email} redirectUrl={redirectUrl ?? null} />;
}

function VerificationFields({ knownEmail, redirectUrl }: { knownEmail: string | null; redirectUrl: string | null }) {
  const verify = useVerifyEmail();
  const resend = useResendVerificationCode();
  const completeSignIn = useCompleteSignIn();
  const setPendingEmail = usePreRegistrationStore((state) => state.setEmail);
  const [formError, setFormError] = useState<unknown>(null);
  const [leaving, setLeaving] = useState(false);
  const [resentTo, setResentTo] = useState<string | null>(null);
  const [resendAt, setResendAt] = useState<number | null>(null);
  const resendIn = useCountdown(resendAt);
  const form = useForm<VerifyEmailRequest>({
    resolver: verificationValidation.resolver,
    defaultValues: { email: knownEmail ?? "", code: "" },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await verify.mutateAsync(values);
      await completeSignIn();
      setPendingEmail(null);
      setLeaving(true);
      enterAfterSessionChange(safeRedirectPath(redirectUrl) ?? AUTH_PATHS.verificationSuccess);
    } catch (error) {
      if (applyServerFieldErrors(error, form.setError, ["email", "code"]) === 0) setFormError(error);
    }
  });

  const onResend = async () => {
    setFormError(null);
    setResentTo(null);
    const valid = await form.trigger("email");
    if (!valid) return;
    const address = form.getValues("email").trim();
    try {
      const result = await resend.mutateAsync({ email: address });
      setPendingEmail(result.email);
      setResentTo(result.email);
      setResendAt(Date.now() + result.resendAfter * 1_000);
    } catch (error) {
      if (applyServerFieldErrors(error, form.setError, ["email"]) === 0) setFormError(error);
    }
  };

  return (
    <form method="post" onSubmit={onSubmit} onFocus={verificationValidation.preload} noValidate className="flex flex-col gap-4">
      {knownEmail ? (
        <p className="text-sm text-gray-700">
          We sent a 6-digit code to <strong className="break-all font-semibold text-gray-900">{knownEmail}</strong>.{" "}
          <Link href={AUTH_PATHS.signUp} className="font-medium text-brand-700 hover:underline">
            Wrong email?
          </Link>
        </p>
      ) : (
        <FormField label="Email" required error={errors.email?.message}>
          {(control) => <Input {...control} {...form.register("email")} type="email" autoComplete="email" inputMode="email" />}
        </FormField>
      )}
      {knownEmail && errors.email ? <p role="alert" className="text-xs text-red-600">{errors.email.message}</p> : null}
      <FormField label="Verification code" required error={errors.code?.message}>
        {(control) => <CodeInput {...control} {...form.register("code")} autoFocus />}
      </FormField>
      {resentTo ? (
        <p role="status" className="text-sm text-green-700">
          A new code is on its way to {resentTo}.
        </p>
      ) : null}
      {formError ? <FormErrorAlert error={formError} /> : null}
      <Button type="submit" size="lg" loading={isSubmitting || leaving}>
        Verify email
      </Button>
      <p className="text-center text-sm text-gray-600">
        Didn&apos;t get it?{" "}
        <Button type="button" variant="link" size="inline" onClick={onResend} loading={resend.isPending} disabled={resendIn > 0}>
          {resendIn > 0 ? `Resend code in ${resendIn}s` : "Resend code"}
        </Button>
      </p>
    </form>
  );
}
