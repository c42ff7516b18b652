import type { Metadata } from "next";
import { HeaderBack } from "@/components/layout/header-back";
import { companyDataQueryOptions } from "@/features/auth/api/get-company-data";
import { PrefetchBoundary } from "../../../_lib/prefetch-boundary";
import { PersonalInfoScreen } from "./_components/personal-info-screen";

export const metadata: Metadata = { title: "Personal Info" };

export default function PersonalInfoPage() {
  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-6 sm:px-8 sm:py-8">
      <HeaderBack label="Back to Settings" href="/settings" />
      <h1 className="mb-6 text-2xl font-bold text-gray-900">Personal Info</h1>
      <div className="rounded-2xl border border-gray-200 bg-white p-5 sm:p-6">
        {/* The user comes with the shell; the membership (job title, department) with the page. */}
        <PrefetchBoundary prefetch={(queryClient) => queryClient.prefetchQuery(companyDataQueryOptions())}>
          <PersonalInfoScreen />
        </PrefetchBoundary>
      </div>
    </div>
  );
}
