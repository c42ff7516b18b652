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
import { lazyResolver } from "@/lib/lazy-resolver";
import { applyServerFieldErrors } from "@/lib/form-errors";
import { safeRedirectPath, signInPath } from "@/lib/routes";
import { AUTH_ERROR_CODES, AUTH_MESSAGES, PASSWORD_MIN_LENGTH } from "@/server/modules/auth/auth-contract";
import type { RegistrationEmailRequest } from "@/server/modules/auth/auth-schemas";
import { useSignUp } from "../api/sign-up";
import { AUTH_PATHS } from "../auth-paths";
import { usePreRegistrationStore } from "../stores/pre-registration-store";
import { PasswordInput } from "./password-input";
import { RestrictedDomainNotice } from "./restricted-domain-notice";

const signUpValidation = lazyResolver(() => import("../lib/auth-form-schema").then((schema) => schema.signUpResolver));

function isRestrictedDomain(error: unknown): boolean {
  const apiError = toApiClientError(error);
  return (
    apiError.code === AUTH_ERROR_CODES.emailDomainNotAllowed ||
    apiError.message === AUTH_MESSAGES.emailDomainNotAllowed ||
    apiError.fieldErrors.some((fieldError) => fieldError.message === AUTH_MESSAGES.emailDomainNotAllowed)
  );
}

/**
 * Creates the account with a company email, then sends the user to enter the mailed code. A safe
 * `redirectUrl` (an invitation's join page, say) travels on, so verifying leads back there.
 */
export function SignUpForm({ redirectUrl }: { redirectUrl?: string | null } = {}) {
  const router = useRouter();
  const returnTo = safeRedirectPath(redirectUrl);
  const signInHref = returnTo ? signInPath(returnTo) : AUTH_PATHS.signIn;
  const signUp = useSignUp();
  const setPendingEmail = usePreRegistrationStore((state) => state.setEmail);
  const [formError, setFormError] = useState<unknown>(null);
  // Refusals that offer a way on: support for a restricted domain, sign-in for a known email.
  const [restrictedEmail, setRestrictedEmail] = useState<string | null>(null);
  const [alreadyRegistered, setAlreadyRegistered] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const form = useForm<RegistrationEmailRequest>({
    resolver: signUpValidation.resolver,
    defaultValues: { name: "", email: "", password: "" },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    setRestrictedEmail(null);
    setAlreadyRegistered(false);
    try {
      const result = await signUp.mutateAsync(values);
      setPendingEmail(result.email);
      setLeaving(true);
      router.push(returnTo ? `${AUTH_PATHS.verification}?${new URLSearchParams({ redirectUrl: returnTo }).toString()}` : AUTH_PATHS.verification);
    } catch (error) {
      const restricted = isRestrictedDomain(error);
      if (restricted) setRestrictedEmail(values.email.trim());
      setAlreadyRegistered(toApiClientError(error).code === AUTH_ERROR_CODES.emailAlreadyRegistered);
      const placed = applyServerFieldErrors(error, form.setError, ["name", "email", "password"]);
      if (placed === 0 && !restricted) setFormError(error);
    }
  });

  return (
    <form method="post" onSubmit={onSubmit} onFocus={signUpValidation.preload} noValidate className="flex flex-col gap-4">
      <FormField label="Full name" required error={errors.name?.message}>
        {(control) => <Input {...control} {...form.register("name")} autoComplete="name" />}
      </FormField>
      <FormField label="Company email" required error={errors.email?.message} hint="Use your work email; free-mail addresses cannot register.">
        {(control) => <Input {...control} {...form.register("email")} type="email" autoComplete="email" inputMode="email" placeholder="you@company.com" />}
      </FormField>
      {alreadyRegistered ? (
        <p className="-mt-2 text-sm text-gray-700">
          <Link href={signInHref} className="font-medium text-brand-700 hover:underline">
            Sign in instead
          </Link>
        </p>
      ) : null}
      {restrictedEmail ? <RestrictedDomainNotice email={restrictedEmail} /> : null}
      <FormField label="Password" required error={errors.password?.message} hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}>
        {(control) => <PasswordInput {...control} {...form.register("password")} autoComplete="new-password" />}
      </FormField>
      {formError ? <FormErrorAlert error={formError} /> : null}
      <Button type="submit" size="lg" loading={isSubmitting || leaving}>
        Create account
      </Button>
      <p className="text-center text-sm text-gray-600">
        Already have an account?{" "}
        <Link href={signInHref} className="font-medium text-brand-700 hover:underline">
          Sign in
        </Link>
      </p>
    </form>
  );
}
