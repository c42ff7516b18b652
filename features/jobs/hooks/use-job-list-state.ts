"use client";

import { useMemo } from "react";
import { useQueryStates } from "nuqs";
import { JOB_STATUSES, JOB_TYPES, WORKPLACE_TYPES } from "@/server/modules/jobs/job-listing-contract";
import { jobListParsers } from "../lib/job-list-params";

/**
 * The job list's tab, search and filters live in the address (?q=&status=&workplaceType=&employmentType=),
 * so a reload, a shared link and back/forward all show the same list. Tabs and filters add a
 * history entry; typing replaces it, or every debounced keystroke would be a step back.
 */
export function useJobListState() {
  const [state, setState] = useQueryStates(jobListParsers, { history: "push" });
  const hasFilters = Boolean(state.q || state.workplaceType || state.employmentType);
  const actions = useMemo(
    () => ({
      setStatus: (status: (typeof JOB_STATUSES)[number] | null) => void setState({ status }),
      setSearch: (q: string) => void setState({ q: q.trim() || null }, { history: "replace" }),
      setWorkplaceType: (workplaceType: (typeof WORKPLACE_TYPES)[number] | null) => void setState({ workplaceType }),
      setEmploymentType: (employmentType: (typeof JOB_TYPES)[number] | null) => void setState({ employmentType }),
      clearFilters: () => void setState({ q: null, workplaceType: null, employmentType: null }),
    }),
    [setState],
  );
  return { ...state, hasFilters, ...actions };
}
