"use client";

import { ChevronLeft, ChevronRight, ChevronsLeft, ChevronsRight } from "lucide-react";
import { Button } from "@/components/ui/button";

/** Which rows of how many are on screen: `Showing 51–100 of 372`. */
export function rangeLabel(page: number, limit: number, total: number): string {
  if (total === 0) return "No applications";
  const first = Math.min((page - 1) * limit + 1, total);
  const last = Math.min(page * limit, total);
  return `Showing ${first}–${last} of ${total}`;
}

/** Page navigation of the table: first, previous, where we are, next, last. */
export function ApplicationsPagination({
  page,
  totalPages,
  limit,
  total,
  onPageChange,
}: {
  page: number;
  totalPages: number;
  limit: number;
  total: number;
  onPageChange: (page: number) => void;
}) {
  const atStart = page <= 1;
  const atEnd = page >= totalPages;
  return (
    <nav aria-label="Pages of applications" className="flex flex-col items-center justify-between gap-3 sm:flex-row">
      <p className="text-sm text-gray-600" aria-live="polite">
        {rangeLabel(Math.min(page, totalPages), limit, total)}
      </p>
      <div className="flex items-center gap-1">
        <Button variant="ghost" size="icon" aria-label="First page" disabled={atStart} onClick={() => onPageChange(1)}>
          <ChevronsLeft className="size-4" aria-hidden />
        </Button>
        <Button variant="ghost" size="icon" aria-label="Previous page" disabled={atStart} onClick={() => onPageChange(Math.min(page, totalPages) - 1)}>
          <ChevronLeft className="size-4" aria-hidden />
        </Button>
        <span className="px-2 text-sm whitespace-nowrap text-gray-800">
          Page {Math.min(page, totalPages)} of {totalPages}
        </span>
        <Button variant="ghost" size="icon" aria-label="Next page" disabled={atEnd} onClick={() => onPageChange(page + 1)}>
          <ChevronRight className="size-4" aria-hidden />
        </Button>
        <Button variant="ghost" size="icon" aria-label="Last page" disabled={atEnd} onClick={() => onPageChange(totalPages)}>
          <ChevronsRight className="size-4" aria-hidden />
        </Button>
      </div>
    </nav>
  );
}
