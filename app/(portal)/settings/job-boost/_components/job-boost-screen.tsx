"use client";

import { FormErrorAlert } from "@/components/ui/form-error-alert";
import { Spinner } from "@/components/ui/spinner";
import { useCurrentUser } from "@/features/auth/api/get-current-user";
import { JobBoostSettings } from "@/features/job-boosts/components/job-boost-settings";

export function JobBoostScreen() {
  const user = useCurrentUser();
  if (user.isPending) return <Spinner />;
  if (user.isError) return <FormErrorAlert error={user.error} />;
  const companyId = user.data.company?.id;
  if (!companyId) return <p className="text-sm text-gray-700">Your account has no company.</p>;
  return <JobBoostSettings companyId={companyId} canBuy={user.data.role === "owner"} />;
}
