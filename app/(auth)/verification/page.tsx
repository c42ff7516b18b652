import type { Metadata } from "next";
import { AuthPageHeading } from "@/features/auth/components/auth-page-heading";
import { VerificationForm } from "@/features/auth/components/verification-form";

export const metadata: Metadata = { title: "Verify your email" };

export default function VerificationPage() {
  return (
    <>
      <AuthPageHeading title="Verify your email" subtitle="Enter the 6-digit code from the email we sent you. It is valid for 15 minutes." />
      <VerificationForm />
    </>
  );
}
