import type { ChipGroup } from "@/components/filters/chip-groups";
import {
  COMPANY_TYPE_LABELS,
  GENDER_LABELS,
  RANK_LABELS,
  SCHOOL_TYPE_LABELS,
  TRAIT_LABELS,
  YEARS_OF_EXPERIENCE_FILTERS,
} from "@/server/modules/pipeline/pipeline-contract";
import { DISCOVERABLE_STATUSES, JOB_SEEKING_STATUS_LABELS } from "@/server/modules/talents/talents-contract";
import type { TalentFilterKey } from "../lib/talent-search-address";

const fromLabels = (labels: Record<string, string>) => Object.entries(labels).map(([value, label]) => ({ value, label }));

/** Spec 3 Filters in its order and with its labels, then the talent's job-seeking status. */
export const TALENT_FILTER_GROUPS: ChipGroup<TalentFilterKey>[] = [
  { key: "yearsOfExperience", legend: "Years of experience", options: YEARS_OF_EXPERIENCE_FILTERS.map(({ key, label }) => ({ value: key, label })) },
  { key: "gender", legend: "Gender", options: fromLabels(GENDER_LABELS) },
  { key: "schoolType", legend: "School type", options: fromLabels(SCHOOL_TYPE_LABELS) },
  { key: "traits", legend: "Traits", options: fromLabels(TRAIT_LABELS) },
  { key: "rank", legend: "Rank", options: fromLabels(RANK_LABELS) },
  { key: "companyTypes", legend: "Company types", options: fromLabels(COMPANY_TYPE_LABELS) },
  { key: "jobSeekingStatus", legend: "Job-seeking status", options: fromLabels(JOB_SEEKING_STATUS_LABELS) },
];

/** Talent Search shows discoverable talents only: its status filter offers just those two statuses. */
export const TALENT_SEARCH_FILTER_GROUPS: ChipGroup<TalentFilterKey>[] = TALENT_FILTER_GROUPS.map((group) =>
  group.key === "jobSeekingStatus" ? { ...group, options: group.options.filter((option) => (DISCOVERABLE_STATUSES as readonly string[]).includes(option.value)) } : group,
);
