import type { Metadata } from "next";
import { AuthPageHeading } from "@/features/auth/components/auth-page-heading";
import { GoogleSignIn } from "@/features/auth/components/google-sign-in";
import { SignUpForm } from "@/features/auth/components/sign-up-form";
import { SocialSignInError } from "@/features/auth/components/social-sign-in-error";
import { socialSignInErrorOf, socialSignInProviders } from "../../_lib/social-sign-in";

export const metadata: Metadata = { title: "Sign up" };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

export default async function SignUpPage({ searchParams }: { searchParams: SearchParams }) {
  const params = await searchParams;
  const redirectUrl = first(params.redirectUrl) ?? null;
  const socialError = socialSignInErrorOf(params);
  const providers = await socialSignInProviders();
  return (
    <>
      <AuthPageHeading title="Create your account" subtitle="Start hiring with your company email. We'll send you a code to confirm it." />
      {socialError ? <SocialSignInError intent="sign-up" {...socialError} /> : null}
      {providers.google ? <GoogleSignIn intent="sign-up" redirectUrl={redirectUrl} /> : null}
      <SignUpForm redirectUrl={redirectUrl} />
    </>
  );
}
