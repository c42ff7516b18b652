"use client";

import type { InfiniteData, UseInfiniteQueryResult } from "@tanstack/react-query";
import { SearchX } from "lucide-react";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { QueryError } from "@/components/ui/query-error";
import { Spinner } from "@/components/ui/spinner";
import type { TalentPage } from "@/server/modules/talents/talents-schemas";
import { TalentCard } from "./talent-card";

/**
 * A keyset-paged list of talent cards with its loading, empty and error states and "Show more".
 * The first page usually comes rendered from the server.
 */
export function TalentResults({
  query,
  hrefOf,
  label,
  emptyTitle,
  emptyText,
}: {
  query: UseInfiniteQueryResult<InfiniteData<TalentPage>>;
  hrefOf: (talentId: string) => string;
  label: string;
  emptyTitle: string;
  emptyText: React.ReactNode;
}) {
  if (query.isPending) return <Spinner className="m-8" />;
  if (query.isError && !query.data) {
    return (
      <QueryError error={query.error} onRetry={() => void query.refetch()} />
    );
  }
  const talents = query.data?.pages.flatMap((page) => page.docs) ?? [];
  if (talents.length === 0) {
    return (
      <EmptyState icon={SearchX} title={emptyTitle}>
        {emptyText}
      </EmptyState>
    );
  }
  return (
    <div className="flex flex-col gap-3">
      <ul aria-label={label} aria-busy={query.isFetching} className="flex flex-col gap-3">
        {talents.map((talent) => (
          <li key={talent.id}>
            <TalentCard talent={talent} href={hrefOf(talent.id)} />
          </li>
        ))}
      </ul>
      {query.isFetchNextPageError ? <QueryError error={query.error} frame="bare" /> : null}
      {query.hasNextPage ? (
        <Button variant="secondary" className="self-center" loading={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
          Show more
        </Button>
      ) : null}
    </div>
  );
}
