"use client";

import { ArrowDown, ArrowUp, ArrowUpDown } from "lucide-react";
import { useRouter } from "next/navigation";
import { useMemo } from "react";
import { cn } from "@/lib/cn";
import type { SortDirection, SortParam } from "@/server/modules/pipeline/pipeline-contract";
import type { ApplicationRow } from "../../api/get-applications";
import { applicationColumns } from "./application-columns";

type SortState = { sortParam: SortParam; sortDir: SortDirection };

export type ApplicationsTableProps = SortState & {
  rows: ApplicationRow[];
  /** The rows on screen are being replaced (another page, filter or sort). */
  busy: boolean;
  caption: string;
  applicantHref: (applicationId: string) => string;
  onSortChange: (sortParam: SortParam, sortDir: SortDirection) => void;
};

function SortableHeader({ label, sortParam, sort, onSortChange }: { label: string; sortParam: SortParam; sort: SortState; onSortChange: ApplicationsTableProps["onSortChange"] }) {
  const active = sort.sortParam === sortParam;
  const Icon = !active ? ArrowUpDown : sort.sortDir === "asc" ? ArrowUp : ArrowDown;
  return (
    <button
      type="button"
      onClick={() => onSortChange(sortParam, active && sort.sortDir === "desc" ? "asc" : "desc")}
      className="-mx-1 inline-flex items-center gap-1 rounded px-1 py-0.5 uppercase hover:bg-gray-100 hover:text-gray-900"
    >
      {label}
      <Icon className={cn("size-3.5", active ? "text-brand-700" : "text-gray-500")} aria-hidden />
      <span className="sr-only">{active ? `, sorted ${sort.sortDir === "asc" ? "ascending" : "descending"}; sort the other way` : ", sort by this column"}</span>
    </button>
  );
}

/**
 * The applications as a table, sorted and paged by the API. It scrolls sideways inside its own
 * labelled region with the names held at the left; a row opens the applicant.
 *
 * A plain map over the column list, not a table library: the API sorts, filters and pages, and the
 * table has no selection, grouping, resizing or client-side row models, so TanStack Table only
 * turned column definitions into cells here, for ~11 KiB gzip of the page's first-load JS.
 */
export function ApplicationsTable({ rows, busy, caption, applicantHref, sortParam, sortDir, onSortChange }: ApplicationsTableProps) {
  const router = useRouter();
  const columns = useMemo(() => applicationColumns(applicantHref), [applicantHref]);
  const sort = { sortParam, sortDir };

  return (
    // `relative`: the headers' and cells' visually hidden words (absolutely placed) are clipped here too;
    // without it they widen the whole page on a phone, which then scrolls sideways.
    <div role="region" aria-label="Applications" tabIndex={0} className="relative overflow-x-auto rounded-xl border border-gray-200 bg-white focus-visible:outline-2 focus-visible:outline-brand-600">
      <table className={cn("min-w-full text-left text-sm", busy && "opacity-60")} aria-busy={busy || undefined}>
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-gray-50 text-xs font-semibold text-gray-600 uppercase">
          <tr>
            {columns.map((column, index) => {
              const active = column.sortParam !== undefined && column.sortParam === sortParam;
              return (
                <th
                  key={column.id}
                  scope="col"
                  aria-sort={active ? (sortDir === "asc" ? "ascending" : "descending") : undefined}
                  className={cn("px-3 py-2 whitespace-nowrap", column.numeric && "text-right", index === 0 && "sticky left-0 z-10 bg-gray-50")}
                >
                  {column.sortParam ? <SortableHeader label={column.header} sortParam={column.sortParam} sort={sort} onSortChange={onSortChange} /> : column.header}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-100">
          {rows.map((row) => (
            <tr
              key={row.id}
              className="group cursor-pointer hover:bg-gray-50"
              onClick={(event) => {
                // The name is the link keyboards and screen readers use; the rest of the row is a larger target for the mouse.
                if ((event.target as HTMLElement).closest("a, button")) return;
                router.push(applicantHref(row.id));
              }}
            >
              {columns.map((column, index) => {
                const Cell = index === 0 ? "th" : "td";
                return (
                  <Cell
                    key={column.id}
                    {...(index === 0 ? { scope: "row" } : {})}
                    className={cn(
                      "px-3 py-2 align-top whitespace-nowrap text-gray-800",
                      column.numeric && index !== 0 && "text-right tabular-nums",
                      index === 0 && "sticky left-0 z-10 max-w-48 truncate bg-white text-left font-normal group-hover:bg-gray-50",
                    )}
                  >
                    {column.cell(row)}
                  </Cell>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
