import type { Metadata } from "next";
import { AuthPageHeading } from "@/features/auth/components/auth-page-heading";
import { ResetPasswordForm } from "@/features/auth/components/reset-password-form";

export const metadata: Metadata = { title: "Reset password" };

export default function ResetPasswordPage() {
  return (
    <>
      <AuthPageHeading title="Choose a new password" subtitle="Enter the code from your email and your new password." />
      <ResetPasswordForm />
    </>
  );
}
