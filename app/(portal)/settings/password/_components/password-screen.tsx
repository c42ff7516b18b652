"use client";

import { Spinner } from "@/components/ui/spinner";
import { useCurrentUser } from "@/features/auth/api/get-current-user";
import { PasswordForm } from "@/features/settings/components/password-form";

/** Composes the password form with whether the account has a password at all (auth). */
export function PasswordScreen() {
  const user = useCurrentUser();
  if (user.isPending) return <Spinner />;
  return <PasswordForm hasPassword={user.data?.hasPassword ?? true} />;
}
