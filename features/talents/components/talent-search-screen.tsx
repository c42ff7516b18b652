"use client";

import dynamic from "next/dynamic";
import { useId, useRef } from "react";
import { Spinner } from "@/components/ui/spinner";
import { NativeSelect } from "@/components/ui/native-select";
import { cn } from "@/lib/cn";
import { TALENT_SEARCH_TAB_LABELS, TALENT_SEARCH_TABS, type TalentSearchTab } from "@/server/modules/talents/talents-contract";
import { usePublishedJobs } from "../api/get-published-jobs";
import { useRecommendedTalents, type RecommendedQuery } from "../api/get-recommended-talents";
import { useTalentSearchState } from "../hooks/use-talent-list-state";
import { talentSearchPaths } from "../lib/talent-paths";
import { TalentResults } from "./talent-results";

// The All tab's search, filters and sorts load when the tab is shown (rendered on the server when
// the address asks for it), so the default For You tab does not carry them.
const loadAllTab = () => import("./talent-search-all-tab");
const AllTalentsPanel = dynamic(() => loadAllTab().then((module) => module.TalentSearchAllTab), { loading: () => <Spinner className="m-8" /> });

/**
 * Talent Search: For You (talents recommended for the company's open jobs, each saying why) and All
 * (text, every spec 3 filter and sort, in the address). The first page of either comes from the server.
 */
export function TalentSearchScreen() {
  const { state, filterQuery, recommendedQuery, setTab, setJob, setSearch, setFilter, setSort, clearFilters } = useTalentSearchState();
  return (
    <div className="flex flex-col gap-4">
      <TalentTabs tab={state.tab} onChange={setTab} />
      {state.tab === "all" ? (
        <div id="talent-tab-all" role="tabpanel" aria-labelledby="talent-tab-button-all" className="flex flex-col gap-4">
          <AllTalentsPanel state={state} query={filterQuery} onSearch={setSearch} onFilterChange={setFilter} onSortChange={setSort} onClearFilters={clearFilters} />
        </div>
      ) : (
        <div id="talent-tab-forYou" role="tabpanel" aria-labelledby="talent-tab-button-forYou" className="flex flex-col gap-4">
          <RecommendedForJob jobId={state.jobId} onChange={setJob} />
          <ForYouTalents query={recommendedQuery} />
        </div>
      )}
    </div>
  );
}

/** Narrows For You to one of the company's published jobs. */
function RecommendedForJob({ jobId, onChange }: { jobId: string | null; onChange: (jobId: string | null) => void }) {
  const jobs = usePublishedJobs();
  const id = useId();
  return (
    <div className="flex flex-wrap items-center gap-2">
      <label htmlFor={id} className="text-sm font-medium text-gray-800">
        Recommended for
      </label>
      <NativeSelect
        id={id}
        value={jobId ?? ""}
        onChange={(event) => onChange(event.target.value || null)}
        placeholder="All published jobs"
        options={(jobs.data ?? []).map((job) => ({ value: job.id, label: job.role }))}
        className="w-64!"
      />
    </div>
  );
}

function ForYouTalents({ query }: { query: RecommendedQuery }) {
  const recommended = useRecommendedTalents(query);
  return (
    <TalentResults
      query={recommended}
      hrefOf={talentSearchPaths.detail}
      label="Recommended talents"
      emptyTitle="No recommendations yet"
      emptyText="Talents who match your published jobs' skills, education and experience appear here once a job is open. Search every talent in All."
    />
  );
}

/** The For You and All tabs (spec 2.10); arrow keys move between them, as a tab list does. */
function TalentTabs({ tab, onChange }: { tab: TalentSearchTab; onChange: (tab: TalentSearchTab) => void }) {
  const refs = useRef<Record<string, HTMLButtonElement | null>>({});
  const move = (from: number, step: number) => {
    const next = TALENT_SEARCH_TABS[(from + step + TALENT_SEARCH_TABS.length) % TALENT_SEARCH_TABS.length]!;
    onChange(next);
    refs.current[next]?.focus();
  };
  return (
    <div role="tablist" aria-label="Talents" className="flex gap-1 border-b border-gray-200">
      {TALENT_SEARCH_TABS.map((key, index) => (
        <button
          key={key}
          ref={(element) => {
            refs.current[key] = element;
          }}
          id={`talent-tab-button-${key}`}
          type="button"
          role="tab"
          aria-selected={tab === key}
          aria-controls={`talent-tab-${key}`}
          tabIndex={tab === key ? 0 : -1}
          onClick={() => onChange(key)}
          onPointerEnter={key === "all" ? () => void loadAllTab() : undefined}
          onFocus={key === "all" ? () => void loadAllTab() : undefined}
          onKeyDown={(event) => {
            if (event.key === "ArrowRight") move(index, 1);
            if (event.key === "ArrowLeft") move(index, -1);
          }}
          className={cn(
            "-mb-px border-b-2 px-4 py-2 text-sm font-medium",
            tab === key ? "border-brand-600 text-brand-700" : "border-transparent text-gray-600 hover:text-gray-900",
          )}
        >
          {TALENT_SEARCH_TAB_LABELS[key]}
        </button>
      ))}
    </div>
  );
}
