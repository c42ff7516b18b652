import type { QueryClient } from "@tanstack/react-query";
import { currentUserQueryOptions } from "@/features/auth/api/get-current-user";
import { companyByEmailDomainQueryOptions, emailDomainOf } from "@/features/onboarding/api/get-company-by-email-domain";
import { PrefetchBoundary } from "../../_lib/prefetch-boundary";
import { OnboardingScreen } from "./_components/onboarding-screen";

/**
 * The user, and the company that already holds their email domain, are looked up here on the
 * server. Most new users are the first of their company, so the lookup usually answers 404: no
 * company on the domain, an expected branch and not an error (spec 7), which the form turns into
 * "register a new company". Asked from the browser, that 404 would still be logged in the console as
 * a failed resource, however the app handles it; asked here, the page arrives with the answer and
 * the browser never makes the request. The endpoint keeps its 404, as the spec has it.
 */
async function prefetchOnboarding(queryClient: QueryClient) {
  const user = await queryClient.fetchQuery(currentUserQueryOptions()).catch(() => null);
  const domain = user ? emailDomainOf(user.email) : "";
  // A lookup that fails here is left out: the browser asks again and shows its error.
  if (domain) await queryClient.prefetchQuery(companyByEmailDomainQueryOptions(domain));
}

export default function OnboardingPage() {
  return (
    <PrefetchBoundary prefetch={prefetchOnboarding}>
      <OnboardingScreen />
    </PrefetchBoundary>
  );
}
