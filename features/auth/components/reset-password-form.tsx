"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { FormErrorAlert } from "@/components/ui/form-error-alert";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import { applyServerFieldErrors } from "@/lib/form-errors";
import { lazyResolver } from "@/lib/lazy-resolver";
import { PASSWORD_MIN_LENGTH } from "@/server/modules/auth/auth-contract";
import { useResetPassword } from "../api/reset-password";
import { AUTH_PATHS, PASSWORD_RESET_NOTICE_PARAM } from "../auth-paths";
import type { ResetPasswordValues } from "../lib/auth-form-schema";
import { useStoreHydrated } from "../hooks/use-store-hydrated";
import { usePreRegistrationStore } from "../stores/pre-registration-store";
import { CodeInput } from "./code-input";
import { PasswordInput } from "./password-input";

const resetPasswordValidation = lazyResolver(() => import("../lib/auth-form-schema").then((schema) => schema.resetPasswordResolver));

/** The mailed code plus the new password; success returns to sign-in with a notice. */
export function ResetPasswordForm() {
  const hydrated = useStoreHydrated(usePreRegistrationStore);
  const email = usePreRegistrationStore((state) => state.email);
  if (!hydrated) return <Spinner />;
  return <ResetPasswordFields knownEmail={email} />;
}

function ResetPasswordFields({ knownEmail }: { knownEmail: string | null }) {
  const router = useRouter();
  const resetPassword = useResetPassword();
  const setPendingEmail = usePreRegistrationStore((state) => state.setEmail);
  const [formError, setFormError] = useState<unknown>(null);
  const [leaving, setLeaving] = useState(false);
  const form = useForm<ResetPasswordValues>({
    resolver: resetPasswordValidation.resolver,
    defaultValues: { email: knownEmail ?? "", code: "", newPassword: "", confirmPassword: "" },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ email, code, newPassword }) => {
    setFormError(null);
    try {
      await resetPassword.mutateAsync({ email, code, newPassword });
      setPendingEmail(null);
      setLeaving(true);
      router.replace(`${AUTH_PATHS.signIn}?${PASSWORD_RESET_NOTICE_PARAM}=1`);
    } catch (error) {
      if (applyServerFieldErrors(error, form.setError, ["email", "code", "newPassword"]) === 0) setFormError(error);
    }
  });

  return (
    <form method="post" onSubmit={onSubmit} onFocus={resetPasswordValidation.preload} noValidate className="flex flex-col gap-4">
      <FormField label="Email" required error={errors.email?.message}>
        {(control) => <Input {...control} {...form.register("email")} type="email" autoComplete="email" inputMode="email" />}
      </FormField>
      <FormField label="Reset code" required error={errors.code?.message} hint="The 6-digit code we emailed you.">
        {(control) => <CodeInput {...control} {...form.register("code")} />}
      </FormField>
      <FormField label="New password" required error={errors.newPassword?.message} hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}>
        {(control) => <PasswordInput {...control} {...form.register("newPassword")} autoComplete="new-password" />}
      </FormField>
      <FormField label="Confirm new password" required error={errors.confirmPassword?.message}>
        {(control) => <PasswordInput {...control} {...form.register("confirmPassword")} autoComplete="new-password" />}
      </FormField>
      {formError ? <FormErrorAlert error={formError} /> : null}
      <Button type="submit" size="lg" loading={isSubmitting || leaving}>
        Set new password
      </Button>
      <p className="text-center text-sm text-gray-600">
        No code?{" "}
        <Link href={AUTH_PATHS.forgotPassword} className="font-medium text-brand-700 hover:underline">
          Send another
        </Link>
      </p>
    </form>
  );
}
