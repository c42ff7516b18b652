"use client";

import { SearchBox as ListSearchBox } from "@/components/filters/search-box";
import { CANDIDATE_SEARCH_MAX_LENGTH } from "@/server/modules/applications/applications-contract";

export { SEARCH_DEBOUNCE_MS } from "@/components/filters/search-box";

/** Text search over name, email, university, major and skills. */
export function SearchBox({ value, onSearch }: { value: string; onSearch: (q: string) => void }) {
  return (
    <ListSearchBox value={value} onSearch={onSearch} maxLength={CANDIDATE_SEARCH_MAX_LENGTH} placeholder="Search name, email, university, skills" label="Search applicants" />
  );
}
