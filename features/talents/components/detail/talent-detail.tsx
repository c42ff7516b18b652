"use client";

import { ArrowLeft, MapPin } from "lucide-react";
import Link from "next/link";
import { QueryError } from "@/components/ui/query-error";
import { Spinner } from "@/components/ui/spinner";
import { formatCity } from "@/lib/format/city";
import { PERMISSION_MESSAGES } from "@/server/modules/permissions/permissions-contract";
import type { TalentDetailContext } from "@/server/modules/talents/talents-contract";
import { useTalent } from "../../api/get-talent";
import type { ContactSender } from "../../lib/contact-template";
import { experienceLevelLabel } from "../../lib/experience-level-label";
import { educationLine, expectedSalaryText, lastActiveText } from "../../lib/talent-format";
import { Badge, JobSeekingBadge, RelationBadges } from "../talent-badges";
import { TalentActions } from "./talent-actions";
import { TalentActivity } from "./talent-activity";
import { TalentContactBlock } from "./talent-contact-block";
import { TalentProfile } from "./talent-profile";

export type TalentDetailProps = {
  talentId: string;
  /** Spec 2.10: where the detail is opened from (Talent Search: talentHunt; Talent Database: talentDb). */
  context: TalentDetailContext;
  /** Manage on the page's resource: without it the page is read-only, with spec 6's view-only message. */
  canManage: boolean;
  /** Fills the contact template's Company Name and Your Name. */
  sender: ContactSender;
  back: { href: string; label: string };
  /** Beside the profile on wide screens (the Talent Database puts notes and lists here). */
  aside?: React.ReactNode;
};

/**
 * One talent: who they are, their contact details once unlocked, their profile, and what this
 * company has done with them. Shared by Talent Search and the Talent Database.
 */
export function TalentDetail({ talentId, context, canManage, sender, back, aside }: TalentDetailProps) {
  const query = useTalent(talentId, context);
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-4 px-4 py-6 sm:px-8">
      <Link href={back.href} className="inline-flex items-center gap-1 self-start text-sm font-medium text-brand-700 hover:underline">
        <ArrowLeft className="size-4" aria-hidden />
        {back.label}
      </Link>
      {query.isPending ? (
        <Spinner className="m-8" />
      ) : query.isError ? (
        <QueryError error={query.error} />
      ) : (
        <>
          <header className="flex flex-col gap-3 rounded-xl border border-gray-200 bg-white p-4 sm:p-5 lg:flex-row lg:items-start lg:justify-between">
            <div className="min-w-0">
              <h1 className="text-2xl font-bold text-gray-900">{query.data.name}</h1>
              {query.data.headline ? <p className="text-gray-700">{query.data.headline}</p> : null}
              <HeaderFacts talent={query.data} />
              <div className="mt-2 flex flex-wrap gap-1.5">
                <JobSeekingBadge status={query.data.jobSeekingStatus} />
                {experienceLevelLabel(query.data.experienceLevel) ? <Badge tone="brand">{experienceLevelLabel(query.data.experienceLevel)}</Badge> : null}
                <RelationBadges unlocked={query.data.unlocked} inDatabase={query.data.inDatabase} />
              </div>
            </div>
            {canManage ? <TalentActions talent={query.data} context={context} sender={sender} /> : null}
          </header>
          {!canManage ? (
            <p role="note" className="rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
              {PERMISSION_MESSAGES.viewOnly}
            </p>
          ) : null}
          <div className="grid gap-4 lg:grid-cols-[1fr_20rem]">
            <div className="flex min-w-0 flex-col gap-4">
              <TalentContactBlock talent={query.data} canManage={canManage} />
              <TalentProfile talent={query.data} />
            </div>
            <div className="flex min-w-0 flex-col gap-4">
              <TalentActivity talent={query.data} />
              {aside}
            </div>
          </div>
        </>
      )}
    </div>
  );
}

function HeaderFacts({ talent }: { talent: NonNullable<ReturnType<typeof useTalent>["data"]> }) {
  const facts = [
    talent.currentPosition ? `${talent.currentPosition.title} at ${talent.currentPosition.company}` : null,
    educationLine(talent),
    expectedSalaryText(talent.expectedSalary) ? `Expects ${expectedSalaryText(talent.expectedSalary)}` : null,
    lastActiveText(talent.lastActiveAt),
  ].filter(Boolean);
  const city = formatCity(talent.city);
  return (
    <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-gray-600">
      {city ? (
        <span className="inline-flex items-center gap-1">
          <MapPin className="size-4" aria-hidden />
          {city}
        </span>
      ) : null}
      {facts.map((fact) => (
        <span key={fact}>{fact}</span>
      ))}
    </p>
  );
}
