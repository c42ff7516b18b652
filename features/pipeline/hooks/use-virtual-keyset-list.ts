"use client";

import { useVirtualizer } from "@tanstack/react-virtual";
import { useEffect, useRef } from "react";

/** The area a first render lays rows out in, before the real one is measured. */
const FIRST_PAINT_RECT = { width: 320, height: 720 };

/** What the hook needs of a useInfiniteQuery paged by keyset (cursor). */
export type KeysetPagedQuery = {
  data: { pages: readonly unknown[] } | undefined;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isPlaceholderData: boolean;
  fetchNextPage: () => Promise<unknown>;
};

export type VirtualKeysetListOptions = {
  query: KeysetPagedQuery;
  /** The rows drawn (the loaded pages, with pending decisions applied), with a stable key each. */
  rowKeys: readonly string[];
  /** A row's height with the gap below it. */
  rowSize: number;
  overscan: number;
  /** Ask for the next page while this many rows are still below the last one drawn. */
  prefetchDistance: number;
  /** Pages to load even when nothing is near the end (restoring a list to where the address says). */
  minPages?: number;
};

/**
 * A long list drawn by @tanstack/react-virtual (only the rows in view are in the page) and loaded
 * page by page as it scrolls: the next page is asked for when the last drawn row comes within
 * prefetchDistance of the end of what is loaded. Shared by the board's columns and the list view.
 */
export function useVirtualKeysetList({ query, rowKeys, rowSize, overscan, prefetchDistance, minPages = 0 }: VirtualKeysetListOptions) {
  const scrollRef = useRef<HTMLDivElement>(null);
  // The virtualiser re-renders the component itself; nothing memoises its functions.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: rowKeys.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowSize,
    // Before the scroll area is measured (on the server, and the first render in the browser), lay out
    // a typical screen's worth, so the first HTML already shows the first rows.
    initialRect: FIRST_PAINT_RECT,
    getItemKey: (index) => rowKeys[index] ?? index,
    overscan,
  });
  const items = virtualizer.getVirtualItems();
  const lastIndex = items.at(-1)?.index ?? -1;
  const loadedPages = query.data?.pages.length ?? 0;
  // Never page on with the previous filter's placeholder data (its cursor belongs to the old filter).
  const { hasNextPage, isFetchingNextPage, fetchNextPage, isPlaceholderData } = query;
  const wantsMore = lastIndex >= rowKeys.length - prefetchDistance || loadedPages < minPages;
  useEffect(() => {
    if (hasNextPage && !isFetchingNextPage && !isPlaceholderData && loadedPages > 0 && wantsMore) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, isPlaceholderData, fetchNextPage, wantsMore, loadedPages]);

  return { scrollRef, virtualizer, items, loadedPages };
}
