import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { HeaderBack } from "@/components/layout/header-back";
import { currentUserQueryOptions } from "@/features/auth/api/get-current-user";
import { featureFlagsQueryOptions } from "@/features/flags/api/get-feature-flags";
import { jobBoostsQueryOptions } from "@/features/job-boosts/api/get-job-boosts";
import { BOOST_JOB_FLAG } from "@/server/modules/job-boosts/job-boosts-contract";
import { PrefetchBoundary } from "../../../_lib/prefetch-boundary";
import { JobBoostScreen } from "./_components/job-boost-screen";

export const metadata: Metadata = { title: "Boost Job" };

/**
 * Settings, Boost Job (spec 2.3): only with the boost-job-subscription flag. With it off the page
 * does not exist (404), as the API's endpoints answer for the company.
 */
export default function JobBoostPage() {
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-6 sm:px-8 sm:py-8">
      <HeaderBack label="Back to Settings" href="/settings" />
      <h1 className="mb-6 text-2xl font-bold text-gray-900">Boost Job</h1>
      <PrefetchBoundary
        prefetch={async (queryClient) => {
          const [user, flags] = await Promise.all([
            queryClient.fetchQuery(currentUserQueryOptions()).catch(() => null),
            queryClient.fetchQuery(featureFlagsQueryOptions()).catch(() => null),
          ]);
          // Only a signed-in answer speaks for the company: without a session the flags are the defaults.
          if (user && flags && !flags.flags[BOOST_JOB_FLAG]) notFound();
          if (user?.companyId) await queryClient.prefetchQuery(jobBoostsQueryOptions(user.companyId));
        }}
      >
        <JobBoostScreen />
      </PrefetchBoundary>
    </div>
  );
}
