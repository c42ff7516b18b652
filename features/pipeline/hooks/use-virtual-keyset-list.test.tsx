import { renderHook } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { useVirtualKeysetList, type KeysetPagedQuery } from "./use-virtual-keyset-list";

/** Before measuring, the hook lays rows out in a 720px-high area: rows of 100px show about 8. */
const ROW_SIZE = 100;

function pagedQuery(pages: number, overrides: Partial<KeysetPagedQuery> = {}): KeysetPagedQuery {
  return {
    data: { pages: Array.from({ length: pages }, () => ({})) },
    hasNextPage: true,
    isFetchingNextPage: false,
    isPlaceholderData: false,
    fetchNextPage: vi.fn(() => Promise.resolve()),
    ...overrides,
  };
}

const keys = (count: number) => Array.from({ length: count }, (_, index) => `applicant-${index}`);

function render(query: KeysetPagedQuery, rowCount: number, minPages = 0) {
  return renderHook(() => useVirtualKeysetList({ query, rowKeys: keys(rowCount), rowSize: ROW_SIZE, overscan: 2, prefetchDistance: 5, minPages }));
}

describe("useVirtualKeysetList", () => {
  it("draws only the rows in view, keyed by the rows' ids", () => {
    const { result } = render(pagedQuery(1), 100);
    const drawn = result.current.items;
    expect(drawn.length).toBeGreaterThan(0);
    expect(drawn.length).toBeLessThan(20);
    expect(drawn[0]!.key).toBe("applicant-0");
    expect(result.current.virtualizer.getTotalSize()).toBe(100 * ROW_SIZE);
  });

  it("asks for the next page when the last drawn row is near the end of what is loaded", () => {
    const query = pagedQuery(1);
    render(query, 12);
    expect(query.fetchNextPage).toHaveBeenCalledOnce();
  });

  it("waits while the last drawn row is far from the end", () => {
    const query = pagedQuery(1);
    render(query, 100);
    expect(query.fetchNextPage).not.toHaveBeenCalled();
  });

  it("loads on to the pages asked for, even far from the end", () => {
    const query = pagedQuery(2);
    const { result } = render(query, 100, 3);
    expect(result.current.loadedPages).toBe(2);
    expect(query.fetchNextPage).toHaveBeenCalledOnce();
  });

  it("never pages on with placeholder data, while a page loads, or at the last page", () => {
    for (const overrides of [{ isPlaceholderData: true }, { isFetchingNextPage: true }, { hasNextPage: false }]) {
      const query = pagedQuery(1, overrides);
      render(query, 3);
      expect(query.fetchNextPage).not.toHaveBeenCalled();
    }
  });

  it("asks for nothing before the first page has arrived", () => {
    const query = pagedQuery(0, { data: undefined });
    render(query, 0);
    expect(query.fetchNextPage).not.toHaveBeenCalled();
  });
});
