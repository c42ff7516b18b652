"use client";

import { useQueryClient } from "@tanstack/react-query";
import { QueryError } from "@/components/ui/query-error";
import { Spinner } from "@/components/ui/spinner";
import { authKeys } from "@/features/auth/api/auth-keys";
import { useCompanyData } from "@/features/auth/api/get-company-data";
import { useCurrentUser } from "@/features/auth/api/get-current-user";
import { DEPARTMENTS } from "@/features/onboarding/onboarding-options";
import { PersonalInfoForm } from "@/features/settings/components/personal-info-form";

/** Composes the form with the signed-in user (auth) and the department list of onboarding. */
export function PersonalInfoScreen() {
  const queryClient = useQueryClient();
  const user = useCurrentUser();
  const companyData = useCompanyData();
  if (user.isPending || companyData.isPending) return <Spinner />;
  const error = user.error ?? companyData.error;
  if (error || !user.data || !companyData.data) {
    return (
      <QueryError error={error} frame="bare" />
    );
  }
  return (
    <PersonalInfoForm
      email={user.data.email}
      departments={DEPARTMENTS}
      initial={{
        name: user.data.name,
        handphone: user.data.profile.phoneNumber ?? "",
        jobTitle: companyData.data.jobTitle ?? user.data.jobTitle ?? "",
        department: companyData.data.department ?? "",
      }}
      onSaved={() => void queryClient.invalidateQueries({ queryKey: authKeys.all })}
    />
  );
}
