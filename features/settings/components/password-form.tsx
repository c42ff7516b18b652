"use client";

import { useState } from "react";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { FormErrorAlert } from "@/components/ui/form-error-alert";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/toast";
import { applyServerFieldErrors } from "@/lib/form-errors";
import { lazyResolver } from "@/lib/lazy-resolver";
import { PASSWORD_MIN_LENGTH } from "@/server/modules/auth/auth-contract";
import { useChangePassword } from "../api/change-password";
import type { PasswordFormValues } from "../lib/settings-form-schema";

const passwordFormValidation = lazyResolver(() => import("../lib/settings-form-schema").then((schema) => schema.passwordFormResolver));

/**
 * Settings, Password (PUT /v1/users/password). A wrong current password, a common or unchanged
 * new one come back from the server on their fields. Other sessions are signed out.
 */
export function PasswordForm({ hasPassword }: { hasPassword: boolean }) {
  const change = useChangePassword();
  const [error, setError] = useState<unknown>(null);
  const form = useForm<PasswordFormValues>({ resolver: passwordFormValidation.resolver, defaultValues: { currentPassword: "", newPassword: "", confirmPassword: "" } });
  const { errors } = form.formState;

  if (!hasPassword) {
    return <p className="text-sm text-gray-700">Your account signs in with Google, so it has no password to change here.</p>;
  }

  const submit = form.handleSubmit(async ({ currentPassword, newPassword }) => {
    setError(null);
    try {
      await change.mutateAsync({ currentPassword, newPassword });
      form.reset();
      toast.success({ title: "Password changed", subtitle: "Other devices signed in to your account have been signed out." });
    } catch (caught) {
      if (applyServerFieldErrors(caught, form.setError, ["currentPassword", "newPassword"]) === 0) setError(caught);
    }
  });

  return (
    <form method="post" onSubmit={submit} onFocus={passwordFormValidation.preload} noValidate className="flex flex-col gap-5">
      <FormField label="Current password" required error={errors.currentPassword?.message}>
        {(control) => <Input {...control} {...form.register("currentPassword")} type="password" autoComplete="current-password" />}
      </FormField>
      <FormField label="New password" required error={errors.newPassword?.message} hint={`At least ${PASSWORD_MIN_LENGTH} characters; avoid common passwords.`}>
        {(control) => <Input {...control} {...form.register("newPassword")} type="password" autoComplete="new-password" />}
      </FormField>
      <FormField label="Confirm new password" required error={errors.confirmPassword?.message}>
        {(control) => <Input {...control} {...form.register("confirmPassword")} type="password" autoComplete="new-password" />}
      </FormField>
      {error ? <FormErrorAlert error={error} /> : null}
      <div className="flex justify-end">
        <Button type="submit" loading={change.isPending}>
          Change password
        </Button>
      </div>
    </form>
  );
}
