"use client";

import Link from "next/link";
import { FormErrorAlert } from "@/components/ui/form-error-alert";
import { ApiClientError } from "@/lib/api-error";
import { AUTH_ERROR_CODES, EMAIL_PATTERN } from "@/server/modules/auth/auth-contract";
import { googleSignInErrorMessage, type GoogleSignInIntent } from "@/server/modules/auth/google-sign-in-contract";
import { AUTH_PATHS } from "../auth-paths";
import { RestrictedDomainNotice } from "./restricted-domain-notice";

const ERROR_ID_PATTERN = /^[\w-]{1,64}$/;

/**
 * Why "Continue with Google" brought the user back to this page, in spec 8's error display. The
 * address carries only the error code (and the request id); the words come from our own list.
 */
export function SocialSignInError({
  intent,
  code,
  errorId,
  email,
}: {
  intent: GoogleSignInIntent;
  code: string;
  errorId?: string | null;
  email?: string | null;
}) {
  const error = new ApiClientError(
    googleSignInErrorMessage(code),
    null,
    code,
    errorId && ERROR_ID_PATTERN.test(errorId) ? errorId : null,
    [],
  );
  const restrictedEmail =
    code === AUTH_ERROR_CODES.emailDomainNotAllowed && email && EMAIL_PATTERN.test(email) ? email : null;
  return (
    <div className="mb-4 flex flex-col gap-3">
      <FormErrorAlert error={error}>
        {intent === "sign-in" && code === AUTH_ERROR_CODES.emailNotFound ? (
          <p className="mt-1 text-gray-600">
            No account uses this Google email yet.{" "}
            <Link href={AUTH_PATHS.signUp} className="font-medium text-brand-700 hover:underline">
              Create an account
            </Link>
          </p>
        ) : null}
        {intent === "sign-up" && code === AUTH_ERROR_CODES.emailAlreadyRegistered ? (
          <p className="mt-1 text-gray-600">
            <Link href={AUTH_PATHS.signIn} className="font-medium text-brand-700 hover:underline">
              Sign in instead
            </Link>
          </p>
        ) : null}
      </FormErrorAlert>
      {restrictedEmail ? <RestrictedDomainNotice email={restrictedEmail} /> : null}
    </div>
  );
}
