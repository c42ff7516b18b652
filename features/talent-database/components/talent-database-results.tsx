"use client";

import { Database, SearchX } from "lucide-react";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { QueryError } from "@/components/ui/query-error";
import { Spinner } from "@/components/ui/spinner";
import type { TalentCard } from "@/server/modules/talents/talents-schemas";
import { useTalentDatabase } from "../api/get-talent-database";
import type { TalentDatabaseFilterQuery } from "../lib/talent-database-address";
import { TalentDatabaseRow } from "./talent-database-row";

type TalentDatabaseResultsProps = {
  query: TalentDatabaseFilterQuery;
  /** Whether any text, filter, origin or list narrows the database (the empty state says which). */
  narrowed: boolean;
  /** Only a list narrows the page: an empty answer means the list is empty. */
  listOnly: boolean;
  selected: ReadonlySet<string>;
  selectable: boolean;
  onToggle: (talent: TalentCard) => void;
  onSelectAll: (talents: TalentCard[], select: boolean) => void;
  onClearFilters: () => void;
};

/** The company's talents for the address's filter, with keyset "Show more", and their loading, empty and error states. */
export function TalentDatabaseResults({ query, narrowed, listOnly, selected, selectable, onToggle, onSelectAll, onClearFilters }: TalentDatabaseResultsProps) {
  const talents = useTalentDatabase(query);
  if (talents.isPending) return <Spinner className="m-6" label="Loading talents..." />;
  // A failed "Show more" keeps the pages already shown; only a failed first page replaces the list.
  if (!talents.data) {
    return (
      <QueryError error={talents.error} onRetry={() => void talents.refetch()} />
    );
  }
  const docs = talents.data.pages.flatMap((page) => page.docs);
  if (docs.length === 0) {
    if (listOnly) {
      return (
        <EmptyState icon={Database} title="No talents in this list yet">
          Choose All talents, select the talents you want and use Add to list.
        </EmptyState>
      );
    }
    return narrowed ? (
      <EmptyState icon={SearchX} title="No talents match" action={<Button variant="secondary" onClick={onClearFilters}>Clear filters</Button>}>
        Try other words or fewer filters.
      </EmptyState>
    ) : (
      <EmptyState icon={Database} title="Your talent database is empty">
        Candidates who applied to your jobs and talents you saved are kept here, so you can find them again for new roles.
      </EmptyState>
    );
  }
  const allShownSelected = docs.every((talent) => selected.has(talent.id));
  return (
    <div className="flex flex-col gap-3" aria-busy={talents.isFetching && !talents.isFetchingNextPage}>
      {selectable ? (
        <label className="flex w-fit items-center gap-2 text-sm text-gray-700">
          <input type="checkbox" className="size-4 accent-brand-600" checked={allShownSelected} onChange={() => onSelectAll(docs, !allShownSelected)} />
          Select all shown ({docs.length})
        </label>
      ) : null}
      <ul aria-label="Talents" className="flex flex-col gap-2">
        {docs.map((talent) => (
          <TalentDatabaseRow key={talent.id} talent={talent} selectable={selectable} selected={selected.has(talent.id)} onToggle={() => onToggle(talent)} />
        ))}
      </ul>
      {talents.hasNextPage ? (
        <Button variant="secondary" className="self-center" loading={talents.isFetchingNextPage} onClick={() => void talents.fetchNextPage()}>
          Show more
        </Button>
      ) : null}
      {talents.isFetchNextPageError ? <QueryError error={talents.error} frame="bare" /> : null}
    </div>
  );
}
