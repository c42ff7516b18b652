import { APPLICATION_STATUS_LABELS } from "@/server/modules/applications/application-status-contract";
import {
  COMPANY_TYPE_LABELS,
  GENDER_LABELS,
  RANK_LABELS,
  SCHOOL_TYPE_LABELS,
  SOURCE_FILTER_LABELS,
  TRAIT_LABELS,
  YEARS_OF_EXPERIENCE_FILTERS,
} from "@/server/modules/pipeline/pipeline-contract";
import type { FilterKey } from "../../lib/candidates-address";

export type FilterGroup = { key: FilterKey; legend: string; options: { value: string; label: string }[] };

const fromLabels = (labels: Record<string, string>) => Object.entries(labels).map(([value, label]) => ({ value, label }));

/**
 * Spec 3 Filters in its order, with its labels (pipeline-contract.ts), and the status list of
 * spec 2.6 with the narrower label set of spec 3.
 */
export const FILTER_GROUPS: FilterGroup[] = [
  { key: "status", legend: "Status", options: fromLabels(APPLICATION_STATUS_LABELS) },
  { key: "yearsOfExperience", legend: "Years of experience", options: YEARS_OF_EXPERIENCE_FILTERS.map(({ key, label }) => ({ value: key, label })) },
  { key: "gender", legend: "Gender", options: fromLabels(GENDER_LABELS) },
  { key: "schoolType", legend: "School type", options: fromLabels(SCHOOL_TYPE_LABELS) },
  { key: "traits", legend: "Traits", options: fromLabels(TRAIT_LABELS) },
  { key: "source", legend: "Source", options: fromLabels(SOURCE_FILTER_LABELS) },
  { key: "rank", legend: "Rank", options: fromLabels(RANK_LABELS) },
  { key: "companyTypes", legend: "Company types", options: fromLabels(COMPANY_TYPE_LABELS) },
];

/** The label of one filter value ("Top 1%"), for the active-filter chips. */
export function filterValueLabel(key: FilterKey, value: string): string {
  return FILTER_GROUPS.find((group) => group.key === key)?.options.find((option) => option.value === value)?.label ?? value;
}
