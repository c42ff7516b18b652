"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { FormErrorAlert } from "@/components/ui/form-error-alert";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { applyServerFieldErrors } from "@/lib/form-errors";
import { lazyResolver } from "@/lib/lazy-resolver";
import type { EmailOnlyRequest } from "@/server/modules/auth/auth-schemas";
import { useForgotPassword } from "../api/forgot-password";
import { AUTH_PATHS } from "../auth-paths";
import { usePreRegistrationStore } from "../stores/pre-registration-store";

const forgotPasswordValidation = lazyResolver(() => import("../lib/auth-form-schema").then((schema) => schema.forgotPasswordResolver));

/** Asks for a reset code by email, then moves on to entering it with the new password. */
export function ForgotPasswordForm() {
  const router = useRouter();
  const forgotPassword = useForgotPassword();
  const setPendingEmail = usePreRegistrationStore((state) => state.setEmail);
  const [formError, setFormError] = useState<unknown>(null);
  const [leaving, setLeaving] = useState(false);
  const form = useForm<EmailOnlyRequest>({
    resolver: forgotPasswordValidation.resolver,
    defaultValues: { email: "" },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      const result = await forgotPassword.mutateAsync(values);
      setPendingEmail(result.email);
      setLeaving(true);
      router.push(AUTH_PATHS.resetPassword);
    } catch (error) {
      if (applyServerFieldErrors(error, form.setError, ["email"]) === 0) setFormError(error);
    }
  });

  return (
    <form method="post" onSubmit={onSubmit} onFocus={forgotPasswordValidation.preload} noValidate className="flex flex-col gap-4">
      <FormField label="Email" required error={errors.email?.message}>
        {(control) => <Input {...control} {...form.register("email")} type="email" autoComplete="email" inputMode="email" placeholder="you@company.com" />}
      </FormField>
      {formError ? <FormErrorAlert error={formError} /> : null}
      <Button type="submit" size="lg" loading={isSubmitting || leaving}>
        Send reset code
      </Button>
      <p className="text-center text-sm text-gray-600">
        Remembered it?{" "}
        <Link href={AUTH_PATHS.signIn} className="font-medium text-brand-700 hover:underline">
          Back to sign in
        </Link>
      </p>
    </form>
  );
}
