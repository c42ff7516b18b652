import type { Metadata } from "next";
import { currentUserQueryOptions } from "@/features/auth/api/get-current-user";
import { companyProfileQueryOptions } from "@/features/company-profile/api/get-company-profile";
import { cultureQueryOptions } from "@/features/company-profile/api/get-culture";
import { verificationQueryOptions } from "@/features/company-profile/api/get-verification";
import { PrefetchBoundary } from "../../../_lib/prefetch-boundary";
import { CompanyProfileScreen } from "./_components/company-profile-screen";

export const metadata: Metadata = { title: "Company Profile" };

/** Company Profile (/company/profile), rendered with the profile, its verification and the culture catalogue. */
export default function CompanyProfilePage() {
  return (
    <PrefetchBoundary
      prefetch={async (queryClient) => {
        const companyId = (await queryClient.fetchQuery(currentUserQueryOptions()).catch(() => null))?.companyId;
        if (!companyId) return;
        await Promise.all([
          queryClient.prefetchQuery(companyProfileQueryOptions(companyId)),
          queryClient.prefetchQuery(verificationQueryOptions(companyId)),
          queryClient.prefetchQuery(cultureQueryOptions()),
        ]);
      }}
    >
      <CompanyProfileScreen />
    </PrefetchBoundary>
  );
}
