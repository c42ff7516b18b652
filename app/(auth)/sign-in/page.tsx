import type { Metadata } from "next";
import { AuthPageHeading } from "@/features/auth/components/auth-page-heading";
import { PASSWORD_RESET_NOTICE_PARAM } from "@/features/auth/auth-paths";
import { GoogleSignIn } from "@/features/auth/components/google-sign-in";
import { SignInForm } from "@/features/auth/components/sign-in-form";
import { SocialSignInError } from "@/features/auth/components/social-sign-in-error";
import { socialSignInErrorOf, socialSignInProviders } from "../../_lib/social-sign-in";

export const metadata: Metadata = { title: "Sign in" };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

export default async function SignInPage({ searchParams }: { searchParams: SearchParams }) {
  const params = await searchParams;
  const passwordReset = first(params[PASSWORD_RESET_NOTICE_PARAM]) === "1";
  const redirectUrl = first(params.redirectUrl) ?? null;
  const socialError = socialSignInErrorOf(params);
  const providers = await socialSignInProviders();
  return (
    <>
      <AuthPageHeading title="Sign in" subtitle="Welcome back. Sign in to manage your jobs and applicants." />
      {passwordReset ? (
        <p role="status" className="mb-4 rounded-lg border border-green-200 bg-green-50 p-3 text-sm text-green-800">
          Your password has been changed. Sign in with your new password.
        </p>
      ) : null}
      {socialError ? <SocialSignInError intent="sign-in" {...socialError} /> : null}
      {providers.google ? <GoogleSignIn intent="sign-in" redirectUrl={redirectUrl} /> : null}
      <SignInForm redirectUrl={redirectUrl} />
    </>
  );
}
