"use client";

import { FormErrorAlert } from "@/components/ui/form-error-alert";
import { Spinner } from "@/components/ui/spinner";
import type { CurrentUser } from "@/server/modules/auth/auth-schemas";
import { emailDomainOf, useCompanyByEmailDomain } from "../api/get-company-by-email-domain";
import { OnboardingForm } from "./onboarding-form";

type CompanyOnboardingProps = {
  userId: string;
  email: string;
  onCompleted: (user: CurrentUser) => void | Promise<void>;
};

/** Looks up the company on the user's email domain, then registers a new one or asks to join it. */
export function CompanyOnboarding({ userId, email, onCompleted }: CompanyOnboardingProps) {
  const emailDomain = emailDomainOf(email);
  const lookup = useCompanyByEmailDomain(emailDomain || null);
  if (lookup.isPending) return <Spinner label="Checking your company..." />;
  if (lookup.isError) return <FormErrorAlert error={lookup.error} />;
  return <OnboardingForm userId={userId} emailDomain={emailDomain} existingCompany={lookup.data} onCompleted={onCompleted} />;
}
