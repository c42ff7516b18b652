"use client";

import dynamic from "next/dynamic";
import { useState } from "react";
import { CheckChipGroups } from "@/components/filters/check-chip-groups";
import { COMPANY_TALENT_ORIGINS, COMPANY_TALENT_ORIGIN_LABELS, type CompanyTalentOrigin } from "@/server/modules/talents/talents-contract";
import { useTalentDatabaseState, type TalentDatabaseFilterControls } from "../hooks/use-talent-database-state";
import { TalentDatabaseResults } from "./talent-database-results";
import { TalentListsPanel } from "./talent-lists-panel";

// The bar and its two dialogs load with the first selection, not with the page. `loading` gives
// them a Suspense boundary of their own: without one, the page around would hide while they load.
const BulkActionsBar = dynamic(() => import("./bulk-actions-bar").then((module) => module.BulkActionsBar), { loading: () => null });

const ORIGIN_GROUP = [{ key: "origin" as const, legend: "Origin", options: COMPANY_TALENT_ORIGINS.map((origin) => ({ value: origin, label: COMPANY_TALENT_ORIGIN_LABELS[origin] })) }];

type TalentDatabaseScreenProps = {
  /** The text search, filters and sort (Talent Search's filter bar, composed by the page). */
  filterBar: (controls: TalentDatabaseFilterControls) => React.ReactNode;
  /** Manage on talentDb: select, add to lists and jobs, and edit the lists. */
  canManage: boolean;
};

/**
 * /talent-database: the company's own talents (applied, imported, saved from Talent Search) with
 * text search, filters, sort, origin and lists in the address; talents selected on the page are
 * added to a list or a job at once.
 */
export function TalentDatabaseScreen({ filterBar, canManage }: TalentDatabaseScreenProps) {
  const { state, query, controls } = useTalentDatabaseState();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  // Stays true once something was selected, so the job dialog's answer outlives the cleared selection.
  const [selecting, setSelecting] = useState(false);
  const narrowed = Object.keys(query).some((key) => key !== "sortParam" && key !== "sortDir");
  const toggle = (ids: string[], select: boolean) => {
    if (select) setSelecting(true);
    setSelected((current) => {
      const next = new Set(current);
      for (const id of ids) {
        if (select) next.add(id);
        else next.delete(id);
      }
      return next;
    });
  };

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-5 px-4 py-6 sm:px-8 sm:py-8">
      <div>
        <h1 className="text-2xl font-bold text-gray-900">Talent Database</h1>
        <p className="mt-1 text-sm text-gray-600">Everyone who applied to your jobs, imported applicants and talents you saved from Talent Search.</p>
      </div>
      <div className="grid gap-5 lg:grid-cols-[15rem_minmax(0,1fr)]">
        <aside className="rounded-xl border border-gray-200 bg-white p-3 lg:self-start">
          <TalentListsPanel activeListId={state.listId || null} onSelect={controls.setListId} canManage={canManage} />
        </aside>
        <div className="flex min-w-0 flex-col gap-4">
          {filterBar({
            state,
            onSearch: controls.onSearch,
            onFilterChange: controls.onFilterChange,
            onSortChange: controls.onSortChange,
            onClearFilters: controls.onClearFilters,
          })}
          <CheckChipGroups groups={ORIGIN_GROUP} values={{ origin: state.origin }} onChange={(_key, values) => controls.setOrigin(values as CompanyTalentOrigin[])} stacked />
          <TalentDatabaseResults
            query={query}
            narrowed={narrowed}
            listOnly={Object.keys(query).every((key) => key === "listId" || key === "sortParam" || key === "sortDir") && Boolean(query.listId)}
            selected={selected}
            selectable={canManage}
            onToggle={(talent) => toggle([talent.id], !selected.has(talent.id))}
            onSelectAll={(talents, select) => toggle(talents.map((talent) => talent.id), select)}
            onClearFilters={() => {
              controls.onClearFilters();
              controls.setListId(null);
            }}
          />
          {canManage && selecting ? <BulkActionsBar talentIds={[...selected]} onClear={() => setSelected(new Set())} /> : null}
        </div>
      </div>
    </div>
  );
}
