"use client";

import { FileText, Lock } from "lucide-react";
import Link from "next/link";
import { Button } from "@/components/ui/button";
import { ErrorDisplay } from "@/components/ui/error-display";
import { ApiClientError } from "@/lib/api-error";
import { clientEnv } from "@/lib/env";
import { TALENT_ERROR_CODES } from "@/server/modules/talents/talents-contract";
import type { TalentDetail } from "@/server/modules/talents/talents-schemas";
import { talentCvPath } from "../../api/get-talent";
import { useUnlockTalent } from "../../api/unlock-talent";
import { DetailSection } from "./detail-section";

export const UPGRADE_PATH = "/subscription";

/** "3 of 10 unlocks used this period", or the unlimited plan's line. */
export function quotaText(quota: TalentDetail["quota"]): string {
  return quota.quota === null ? "Unlimited unlocks on your plan" : `${quota.used} of ${quota.quota} unlocks used this period`;
}

const quotaUsedUp = (quota: TalentDetail["quota"]) => quota.quota !== null && quota.used >= quota.quota;

/**
 * Contact details and the CV. Locked until the company unlocks the profile (one unlock of the
 * plan's quota, never charged twice); with the quota used up, the way to upgrade instead.
 */
export function TalentContactBlock({ talent, canManage }: { talent: TalentDetail; canManage: boolean }) {
  const unlock = useUnlockTalent(talent.id);
  const quotaError = unlock.error instanceof ApiClientError && unlock.error.code === TALENT_ERROR_CODES.quotaReached;
  const cv = talent.hasCv ? (
    <a href={`${clientEnv.NEXT_PUBLIC_API_URL}${talentCvPath(talent.id)}`} target="_blank" rel="noreferrer" className="inline-flex items-center gap-1.5 text-sm font-medium text-brand-700 hover:underline">
      <FileText className="size-4" aria-hidden />
      Download CV
    </a>
  ) : null;

  if (talent.contact) {
    const { email, phone, linkedinUrl, portfolioUrl } = talent.contact;
    return (
      <DetailSection title="Contact">
        <dl className="grid gap-2 text-sm sm:grid-cols-[8rem_1fr]">
          <dt className="text-gray-600">Email</dt>
          <dd>
            <a href={`mailto:${email}`} className="text-brand-700 hover:underline">
              {email}
            </a>
          </dd>
          {phone ? (
            <>
              <dt className="text-gray-600">Phone</dt>
              <dd>{phone}</dd>
            </>
          ) : null}
          {linkedinUrl ? (
            <>
              <dt className="text-gray-600">LinkedIn</dt>
              <dd className="break-all">
                <a href={linkedinUrl} target="_blank" rel="noreferrer noopener" className="text-brand-700 hover:underline">
                  {linkedinUrl}
                </a>
              </dd>
            </>
          ) : null}
          {portfolioUrl ? (
            <>
              <dt className="text-gray-600">Portfolio</dt>
              <dd className="break-all">
                <a href={portfolioUrl} target="_blank" rel="noreferrer noopener" className="text-brand-700 hover:underline">
                  {portfolioUrl}
                </a>
              </dd>
            </>
          ) : null}
        </dl>
        {cv ? <div className="mt-3">{cv}</div> : null}
      </DetailSection>
    );
  }

  const usedUp = quotaUsedUp(talent.quota) || quotaError;
  return (
    <DetailSection title="Contact">
      <p className="flex items-center gap-2 text-sm text-gray-700">
        <Lock className="size-4 text-gray-500" aria-hidden />
        Contact details and the CV are hidden until you unlock this profile.
      </p>
      <p className="mt-1 text-sm text-gray-600">{quotaText(talent.quota)}</p>
      {usedUp ? (
        <div role="alert" className="mt-3 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
          <p>You have used all the unlocks of this period. Upgrade your plan to unlock more talents.</p>
          <Link href={UPGRADE_PATH} className="mt-2 inline-block font-medium text-brand-700 underline">
            Upgrade plan
          </Link>
        </div>
      ) : canManage ? (
        <Button className="mt-3" loading={unlock.isPending} onClick={() => unlock.mutate()}>
          Unlock profile
        </Button>
      ) : null}
      {unlock.isError && !quotaError ? (
        <div role="alert" className="mt-3 text-sm">
          <ErrorDisplay error={unlock.error} />
        </div>
      ) : null}
    </DetailSection>
  );
}
