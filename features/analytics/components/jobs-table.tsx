"use client";

import { ArrowDown, ArrowUp, ArrowUpDown } from "lucide-react";
import Link from "next/link";
import { Button } from "@/components/ui/button";
import { JOB_TABLE_STEP_TYPES, type AnalyticsJobSort } from "@/server/modules/analytics/analytics-contract";
import type { AnalyticsJobsPage } from "@/server/modules/analytics/analytics-schemas";
import type { SortDirection } from "@/server/modules/pipeline/pipeline-contract";
import { cn } from "@/lib/cn";
import { jobPaths } from "@/lib/routes";
import { formatInstantDay, formatSeconds, JOB_STEP_COLUMN_LABELS } from "../lib/analytics-format";
import { AnalyticsSection, ScrollTable, tdClass, thClass } from "./analytics-section";

type SortProps = { sort: AnalyticsJobSort; sortDir: SortDirection; onSort: (sort: AnalyticsJobSort, sortDir: SortDirection) => void };

/** A column header that sorts: the first click sorts names A–Z and numbers high to low, the next reverses. */
function SortHeader({ column, label, sort, sortDir, onSort, numeric = true }: SortProps & { column: AnalyticsJobSort; label: string; numeric?: boolean }) {
  const active = sort === column;
  const Icon = !active ? ArrowUpDown : sortDir === "asc" ? ArrowUp : ArrowDown;
  const firstDir: SortDirection = numeric ? "desc" : "asc";
  return (
    <th scope="col" className={cn(thClass, numeric && "text-right")} aria-sort={active ? (sortDir === "asc" ? "ascending" : "descending") : "none"}>
      <button
        type="button"
        className="inline-flex items-center gap-1 uppercase hover:text-gray-900"
        onClick={() => onSort(column, active ? (sortDir === "asc" ? "desc" : "asc") : firstDir)}
      >
        {label}
        <Icon className="size-3.5" aria-hidden />
      </button>
    </th>
  );
}

/** Each job of the filters: applicants, new this period, where they are now and response time; a row opens the job's candidates. */
export function JobsTable({ page, onPage, dimmed, ...sortProps }: SortProps & { page: AnalyticsJobsPage; onPage: (page: number) => void; dimmed: boolean }) {
  const pages = Math.max(1, Math.ceil(page.total / page.limit));
  return (
    <AnalyticsSection title="By job">
      {page.rows.length === 0 ? (
        <p className="text-sm text-gray-600">No jobs match these filters.</p>
      ) : (
        <div className={cn(dimmed && "opacity-60")} aria-busy={dimmed}>
          <ScrollTable label="Jobs table">
            <thead>
              <tr>
                <SortHeader column="role" label="Job" numeric={false} {...sortProps} />
                <SortHeader column="applicants" label="Applicants" {...sortProps} />
                <SortHeader column="newApplicants" label="New this period" {...sortProps} />
                {JOB_TABLE_STEP_TYPES.map((type) => (
                  <th key={type} scope="col" className={cn(thClass, "text-right")}>
                    {JOB_STEP_COLUMN_LABELS[type]}
                  </th>
                ))}
                <SortHeader column="avgResponse" label="Response time" {...sortProps} />
                <SortHeader column="publishedAt" label="Published" {...sortProps} />
              </tr>
            </thead>
            <tbody>
              {page.rows.map((row) => (
                <tr key={row.jobId}>
                  <th scope="row" className={cn(tdClass, "font-normal")}>
                    <Link href={jobPaths.candidates(row.jobId)} className="font-medium text-brand-700 hover:underline">
                      {row.role}
                    </Link>
                    <span className="ml-2 text-xs text-gray-600 capitalize">{row.status}</span>
                  </th>
                  <td className={cn(tdClass, "text-right tabular-nums")}>{row.applicants}</td>
                  <td className={cn(tdClass, "text-right tabular-nums")}>{row.newApplicants}</td>
                  {JOB_TABLE_STEP_TYPES.map((type) => (
                    <td key={type} className={cn(tdClass, "text-right tabular-nums")}>
                      {row.inStep[type] ?? 0}
                    </td>
                  ))}
                  <td className={cn(tdClass, "text-right")}>{formatSeconds(row.avgResponseSeconds)}</td>
                  <td className={cn(tdClass, "text-right")}>{row.publishedAt ? formatInstantDay(row.publishedAt, page.range.timeZone) : "–"}</td>
                </tr>
              ))}
            </tbody>
          </ScrollTable>
          <nav className="mt-3 flex items-center justify-between gap-2 text-sm text-gray-600" aria-label="Jobs table pages">
            <span>
              Page {page.page} of {pages} · {page.total} job{page.total === 1 ? "" : "s"}
            </span>
            <span className="flex gap-2">
              <Button type="button" variant="secondary" size="sm" disabled={page.page <= 1} onClick={() => onPage(page.page - 1)}>
                Previous
              </Button>
              <Button type="button" variant="secondary" size="sm" disabled={page.page >= pages} onClick={() => onPage(page.page + 1)}>
                Next
              </Button>
            </span>
          </nav>
        </div>
      )}
    </AnalyticsSection>
  );
}
