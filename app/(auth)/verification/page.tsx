import type { Metadata } from "next";
import { AuthPageHeading } from "@/features/auth/components/auth-page-heading";
import { VerificationForm } from "@/features/auth/components/verification-form";

export const metadata: Metadata = { title: "Verify your email" };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

export default async function VerificationPage({ searchParams }: { searchParams: SearchParams }) {
  const params = await searchParams;
  return (
    <>
      <AuthPageHeading title="Verify your email" subtitle="Enter the 6-digit code from the email we sent you. It is valid for 15 minutes." />
      <VerificationForm redirectUrl={first(params.redirectUrl) ?? null} />
    </>
  );
}
