"use client";

import { QueryError } from "@/components/ui/query-error";
import { Spinner } from "@/components/ui/spinner";
import { CompanyProfile } from "@/features/company-profile/components/company-profile";
import { useFeatureFlags } from "@/features/flags/api/get-feature-flags";
import { SECTORS } from "@/features/onboarding/onboarding-options";
import { useMyPermissions } from "@/features/permissions/api/get-my-permissions";

/** Composes the profile with the caller's permissions, the flags and the sector list of onboarding. */
export function CompanyProfileScreen() {
  const permissions = useMyPermissions();
  const flags = useFeatureFlags();
  if (permissions.isPending) return <Spinner className="m-8" />;
  if (permissions.isError) {
    return (
      <QueryError error={permissions.error} className="m-6" />
    );
  }
  return (
    <CompanyProfile
      viewer={{ companyId: permissions.data.companyId, canEdit: permissions.data.canEditCompanyProfile, isOwner: permissions.data.isOwner }}
      sectors={SECTORS}
      showCultureAndBenefits={flags.state.flags["company-culture-benefits"]}
    />
  );
}
