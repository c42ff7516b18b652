"use client";

import { Info } from "lucide-react";
import { QueryError } from "@/components/ui/query-error";
import { Spinner } from "@/components/ui/spinner";
import { INTERNSHIP_PERKS, INTERNSHIP_PERK_LABELS } from "@/server/modules/company-profile/company-profile-contract";
import type { CompanyProfile as Profile } from "@/server/modules/company-profile/company-profile-schemas";
import { useCompanyProfile } from "../api/get-company-profile";
import { useCulture } from "../api/get-culture";
import { useUpdateCompanyProfile } from "../api/update-company-profile";
import { AboutSection } from "./about-section";
import { BenefitsSection } from "./benefits-section";
import { ChoiceListSection } from "./choice-list-section";
import { DetailsSection, type Option } from "./details-section";
import { PhotosSection } from "./photos-section";
import { VerificationSection } from "./verification-section";

export type CompanyProfileViewer = {
  companyId: string;
  /** The Admin or a Team Editor (userCompany manage); everyone else reads. */
  canEdit: boolean;
  /** Verification is the Admin's. */
  isOwner: boolean;
};

const PERK_OPTIONS = INTERNSHIP_PERKS.map((perk) => ({ value: perk, label: INTERNSHIP_PERK_LABELS[perk] }));

function CultureSection({ profile, canEdit }: { profile: Profile; canEdit: boolean }) {
  const culture = useCulture();
  const update = useUpdateCompanyProfile(profile.id);
  if (culture.isPending) return <Spinner />;
  if (culture.isError) {
    return (
      <QueryError error={culture.error} />
    );
  }
  return (
    <ChoiceListSection
      title="Culture values"
      description="What it is like to work with you."
      legend="Choose the values that describe your company"
      layout="cards"
      options={culture.data.map((value) => ({ value: value.key, label: value.name, description: value.subtitle }))}
      selected={profile.cultures}
      canEdit={canEdit}
      emptyText="No culture values chosen yet"
      onSave={(values) => update.mutateAsync({ cultures: values as Profile["cultures"] })}
    />
  );
}

function PerksSection({ profile, canEdit }: { profile: Profile; canEdit: boolean }) {
  const update = useUpdateCompanyProfile(profile.id);
  return (
    <ChoiceListSection
      title="Internship perks"
      description="What interns gain with you."
      legend="Choose the perks you offer interns"
      options={PERK_OPTIONS}
      selected={profile.insight.internshipPerks}
      canEdit={canEdit}
      emptyText="No internship perks chosen yet"
      onSave={(values) => update.mutateAsync({ insight: { internshipPerks: values as Profile["insight"]["internshipPerks"] } })}
    />
  );
}

/**
 * The Company Profile (spec 3 company fields, 7.2): each section is read here and edited in place by
 * the Admin or a Team Editor; everyone else sees it read-only. Culture values and benefits show
 * only with their flag (spec 1).
 */
export function CompanyProfile({ viewer, sectors, showCultureAndBenefits }: { viewer: CompanyProfileViewer; sectors: Option[]; showCultureAndBenefits: boolean }) {
  const profile = useCompanyProfile(viewer.companyId);
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-5 px-4 py-6 sm:px-8 sm:py-8">
      <h1 className="text-2xl font-bold text-gray-900">Company Profile</h1>
      {!viewer.canEdit ? (
        <p className="flex items-start gap-2 rounded-lg border border-gray-200 bg-gray-50 p-3 text-sm text-gray-700" role="note">
          <Info className="mt-0.5 size-4 shrink-0" aria-hidden />
          You can view the company profile. The Admin or a Team Editor can change it.
        </p>
      ) : null}
      {profile.isPending ? (
        <Spinner className="py-6" />
      ) : profile.isError ? (
        <QueryError error={profile.error} />
      ) : (
        <>
          <PhotosSection profile={profile.data} canEdit={viewer.canEdit} />
          <AboutSection profile={profile.data} canEdit={viewer.canEdit} />
          <DetailsSection profile={profile.data} canEdit={viewer.canEdit} sectors={sectors} />
          {showCultureAndBenefits ? (
            <>
              <BenefitsSection profile={profile.data} canEdit={viewer.canEdit} />
              <CultureSection profile={profile.data} canEdit={viewer.canEdit} />
            </>
          ) : null}
          <PerksSection profile={profile.data} canEdit={viewer.canEdit} />
          <VerificationSection companyId={viewer.companyId} isOwner={viewer.isOwner} />
        </>
      )}
    </div>
  );
}
