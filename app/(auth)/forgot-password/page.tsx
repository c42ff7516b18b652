import type { Metadata } from "next";
import { AuthPageHeading } from "@/features/auth/components/auth-page-heading";
import { ForgotPasswordForm } from "@/features/auth/components/forgot-password-form";

export const metadata: Metadata = { title: "Forgot password" };

export default function ForgotPasswordPage() {
  return (
    <>
      <AuthPageHeading title="Forgot your password?" subtitle="Enter your account email and we'll send you a code to choose a new one." />
      <ForgotPasswordForm />
    </>
  );
}
