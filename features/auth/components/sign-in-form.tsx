"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { FormErrorAlert } from "@/components/ui/form-error-alert";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { toApiClientError } from "@/lib/api-error";
import { applyServerFieldErrors } from "@/lib/form-errors";
import { lazyResolver } from "@/lib/lazy-resolver";
import { safeRedirectPath } from "@/lib/routes";
import { AUTH_ERROR_CODES } from "@/server/modules/auth/auth-contract";
import { resendVerificationCode } from "../api/resend-verification-code";
import { useSignIn } from "../api/sign-in";
import { AUTH_PATHS } from "../auth-paths";
import type { SignInValues } from "../lib/auth-form-schema";
import { useCompleteSignIn } from "../hooks/use-session-loading";
import { enterAfterSessionChange } from "../lib/enter-after-session-change";
import { usePreRegistrationStore } from "../stores/pre-registration-store";
import { PasswordInput } from "./password-input";

const signInValidation = lazyResolver(() => import("../lib/auth-form-schema").then((schema) => schema.signInResolver));

/** Sign-in with email and password; afterwards the visitor returns to `redirectUrl` if it is safe. */
export function SignInForm({ redirectUrl }: { redirectUrl?: string | null }) {
  const router = useRouter();
  const signIn = useSignIn();
  const completeSignIn = useCompleteSignIn();
  const setPendingEmail = usePreRegistrationStore((state) => state.setEmail);
  const [formError, setFormError] = useState<unknown>(null);
  // Stays true while the next page loads, so the button cannot be pressed twice.
  const [leaving, setLeaving] = useState(false);
  const form = useForm<SignInValues>({
    resolver: signInValidation.resolver,
    defaultValues: { email: "", password: "" },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await signIn.mutateAsync(values);
      await completeSignIn();
      setLeaving(true);
      // The proxy sends the user on to /onboarding or /subscription when their data says so.
      enterAfterSessionChange(safeRedirectPath(redirectUrl) ?? "/");
    } catch (error) {
      const apiError = toApiClientError(error);
      if (apiError.code === AUTH_ERROR_CODES.emailNotVerified) {
        setPendingEmail(values.email.trim());
        await resendVerificationCode({ email: values.email }).catch(() => undefined);
        router.push(AUTH_PATHS.verification);
        return;
      }
      if (applyServerFieldErrors(apiError, form.setError, ["email", "password"]) === 0) setFormError(apiError);
    }
  });

  return (
    <form method="post" onSubmit={onSubmit} onFocus={signInValidation.preload} noValidate className="flex flex-col gap-4">
      <FormField label="Email" required error={errors.email?.message}>
        {(control) => <Input {...control} {...form.register("email")} type="email" autoComplete="email" inputMode="email" placeholder="you@company.com" />}
      </FormField>
      <FormField label="Password" required error={errors.password?.message}>
        {(control) => <PasswordInput {...control} {...form.register("password")} autoComplete="current-password" />}
      </FormField>
      <div className="-mt-2 flex justify-end">
        <Link href={AUTH_PATHS.forgotPassword} className="text-sm font-medium text-brand-700 hover:underline">
          Forgot password?
        </Link>
      </div>
      {formError ? <FormErrorAlert error={formError} /> : null}
      <Button type="submit" size="lg" loading={isSubmitting || leaving}>
        Sign in
      </Button>
      <p className="text-center text-sm text-gray-600">
        New to the portal?{" "}
        <Link href={AUTH_PATHS.signUp} className="font-medium text-brand-700 hover:underline">
          Create an account
        </Link>
      </p>
    </form>
  );
}
