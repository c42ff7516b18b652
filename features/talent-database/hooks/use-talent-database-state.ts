"use client";

import { useQueryStates } from "nuqs";
import { useMemo } from "react";
import type { SortDirection } from "@/server/modules/pipeline/pipeline-contract";
import type { CompanyTalentOrigin, TalentSortParam } from "@/server/modules/talents/talents-contract";
import { talentDatabaseParsers, toTalentDatabaseQuery, type TalentDatabaseAddress } from "../lib/talent-database-address";

export type TalentFilterKey = "yearsOfExperience" | "gender" | "schoolType" | "traits" | "rank" | "companyTypes" | "jobSeekingStatus";
const FILTER_KEYS: TalentFilterKey[] = ["yearsOfExperience", "gender", "schoolType", "traits", "rank", "companyTypes", "jobSeekingStatus"];

/** What a filter bar needs to read and change the list's text, filters and sort. */
export type TalentDatabaseFilterControls = {
  state: TalentDatabaseAddress;
  onSearch: (q: string) => void;
  onFilterChange: (key: TalentFilterKey, values: string[]) => void;
  onSortChange: (sortParam: TalentSortParam, sortDir: SortDirection) => void;
  onClearFilters: () => void;
};

/** The Talent Database's address: typing replaces the history entry, every other change pushes one. */
export function useTalentDatabaseState() {
  const [state, setState] = useQueryStates(talentDatabaseParsers, { history: "push" });
  const query = useMemo(() => toTalentDatabaseQuery(state), [state]);
  const controls = useMemo(
    () => ({
      onSearch: (q: string) => void setState({ q: q.trim() || null }, { history: "replace" }),
      onFilterChange: (key: TalentFilterKey, values: string[]) => void setState({ [key]: values.length ? values : null } as never),
      onSortChange: (sortParam: TalentSortParam, sortDir: SortDirection) =>
        void setState({ sortParam: sortParam === "lastActive" ? null : sortParam, sortDir: sortDir === "desc" ? null : sortDir }),
      onClearFilters: () => void setState({ ...Object.fromEntries(FILTER_KEYS.map((key) => [key, null])), q: null, origin: null }),
      setOrigin: (origin: CompanyTalentOrigin[]) => void setState({ origin: origin.length ? origin : null }),
      setListId: (listId: string | null) => void setState({ listId }),
    }),
    [setState],
  );
  return { state, query, controls };
}
