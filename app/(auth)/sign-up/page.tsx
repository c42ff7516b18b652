import type { Metadata } from "next";
import { AuthPageHeading } from "@/features/auth/components/auth-page-heading";
import { SignUpForm } from "@/features/auth/components/sign-up-form";

export const metadata: Metadata = { title: "Sign up" };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

export default async function SignUpPage({ searchParams }: { searchParams: SearchParams }) {
  const params = await searchParams;
  return (
    <>
      <AuthPageHeading title="Create your account" subtitle="Start hiring with your company email. We'll send you a code to confirm it." />
      <SignUpForm redirectUrl={first(params.redirectUrl) ?? null} />
    </>
  );
}
