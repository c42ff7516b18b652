"use client";

import { Sparkles, X } from "lucide-react";
import Link from "next/link";
import { JOB_BANNER_TALENTS } from "@/server/modules/talents/talents-contract";
import { useSuggestedTalents } from "../api/get-suggested-talents";
import { useHiddenTalentBanner } from "../hooks/use-hidden-talent-banner";
import { talentDatabasePaths } from "../lib/talent-database-paths";

/** "Ana, Budi and Citra". */
function joinNames(names: string[]): string {
  if (names.length <= 1) return names.join("");
  return `${names.slice(0, -1).join(", ")} and ${names[names.length - 1]}`;
}

/**
 * The banner of suggested talents on a job's candidates page: how many talents match the job, the
 * first few names, and the way to them in Talent Search (For You, narrowed to the job). Dismissed
 * per job (spec 4's hidden-talent-banner list). It stays silent when there is nothing to suggest or
 * the member may not view Talent Search (the API answers 403): a hint, not an error.
 */
export function SuggestedTalentsBanner({ jobId }: { jobId: string }) {
  const banner = useHiddenTalentBanner(jobId);
  const suggested = useSuggestedTalents(jobId, banner.ready && !banner.hidden);
  if (!banner.ready || banner.hidden || !suggested.data || suggested.data.total === 0) return null;
  const { total, talents } = suggested.data;
  const names = talents.slice(0, JOB_BANNER_TALENTS).map((talent) => talent.name);
  const headline = total === 1 ? "1 talent matches this job" : `${total.toLocaleString("en-US")} talents match this job`;
  return (
    <section
      aria-label="Suggested talents"
      className="mx-4 mt-4 flex items-start gap-3 rounded-xl border border-brand-200 bg-brand-50 p-3 text-sm sm:mx-8 sm:items-center"
    >
      <Sparkles className="mt-0.5 size-5 shrink-0 text-brand-700 sm:mt-0" aria-hidden />
      <div className="min-w-0 flex-1 sm:flex sm:items-center sm:gap-3">
        <p className="text-gray-800">
          <strong className="font-semibold text-gray-900">{headline}</strong>
          {names.length > 0 ? <span className="text-gray-700"> {`— including ${joinNames(names)}`}</span> : null}
        </p>
        <Link
          href={talentDatabasePaths.suggestedForJob(jobId)}
          className="mt-1 inline-block font-medium text-brand-700 underline-offset-2 hover:underline sm:mt-0 sm:shrink-0"
        >
          See suggested talents
        </Link>
      </div>
      <button
        type="button"
        onClick={banner.hide}
        aria-label="Dismiss suggested talents for this job"
        className="-m-1 rounded-md p-1 text-gray-500 hover:bg-brand-100 hover:text-gray-800 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <X className="size-4" aria-hidden />
      </button>
    </section>
  );
}
