import type { Metadata } from "next";
import { AuthPageHeading } from "@/features/auth/components/auth-page-heading";
import { SignUpForm } from "@/features/auth/components/sign-up-form";

export const metadata: Metadata = { title: "Sign up" };

export default function SignUpPage() {
  return (
    <>
      <AuthPageHeading title="Create your account" subtitle="Start hiring with your company email. We'll send you a code to confirm it." />
      <SignUpForm />
    </>
  );
}
