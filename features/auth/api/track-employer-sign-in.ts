import { track } from "@/lib/analytics";
import type { CurrentUser } from "@/server/modules/auth/auth-schemas";
import type { CompanyData } from "@/server/modules/companies/companies-schemas";

export const EMPLOYER_SIGN_IN_EVENT = "ed_employer_sign_in";

export function employerSignInEventData(user: CurrentUser, companyData: CompanyData | null, loginCount: number) {
  const company = user.company ?? companyData?.company ?? null;
  return {
    userId: user.userId,
    name: user.name,
    email: user.email,
    userCompanyId: user.userCompanyId,
    role: user.role,
    jobTitle: user.jobTitle,
    companyId: company?.id ?? null,
    companyName: company?.name ?? null,
    companyEmailDomain: company?.emailDomain ?? null,
    companySubscriptionStatus: company?.subscriptionStatus ?? null,
    loginCount,
  };
}

/**
 * Spec 4: after the user fetch that follows a sign-in, the employer sign-in event with user and
 * company details goes to POST /v1/job-portal/mixpanel/track (through the shared debounced track()).
 */
export function trackEmployerSignIn(user: CurrentUser, companyData: CompanyData | null, loginCount: number): void {
  track(EMPLOYER_SIGN_IN_EVENT, employerSignInEventData(user, companyData, loginCount));
}
