"use client";

import { FormErrorAlert } from "@/components/ui/form-error-alert";
import { Spinner } from "@/components/ui/spinner";
import { useCurrentUser } from "@/features/auth/api/get-current-user";
import { enterAfterSessionChange } from "@/features/auth/lib/enter-after-session-change";
import { CompanyOnboarding } from "@/features/onboarding/components/company-onboarding";

/** The onboarding form for the signed-in user, once their company's email-domain lookup is known. */
export function OnboardingScreen() {
  const user = useCurrentUser();

  return (
    <div className="mx-auto max-w-2xl">
      <title>Set up your company · Hiring Portal</title>
      <h1 className="text-2xl font-semibold text-gray-900">Set up your company</h1>
      <p className="mt-1.5 text-sm text-gray-600">A few details about you and your company, and you are ready to hire.</p>
      <div className="mt-6 rounded-2xl border border-gray-200 bg-white p-5 shadow-sm sm:p-8">
        {user.isPending ? <Spinner /> : null}
        {user.isError ? <FormErrorAlert error={user.error} /> : null}
        {user.data ? (
          <CompanyOnboarding
            userId={user.data.userId}
            email={user.data.email}
            // The new session cookie says the data is filled; the route guard picks /subscription or /.
            onCompleted={() => enterAfterSessionChange("/")}
          />
        ) : null}
      </div>
    </div>
  );
}
