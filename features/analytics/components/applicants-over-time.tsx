"use client";

import { useState } from "react";
import type { AnalyticsBucket } from "@/server/modules/analytics/analytics-contract";
import type { AnalyticsStats } from "@/server/modules/analytics/analytics-schemas";
import { formatDay } from "../lib/analytics-format";
import { AnalyticsSection, ScrollTable, tdClass, thClass } from "./analytics-section";
import { ChartViewToggle, type ChartView } from "./chart-view-toggle";
import { LazyApplicantsChart } from "./lazy-charts";

const BUCKET_COLUMN: Record<AnalyticsBucket, string> = { day: "Day", week: "Week starting", month: "Month starting" };
const BUCKET_WORD: Record<AnalyticsBucket, string> = { day: "day", week: "week", month: "month" };

/** A chart's label for a bucket: `25 Nov` for days and weeks, `Nov 2026` for months. */
function bucketLabel(bucket: AnalyticsBucket, start: string): string {
  const [day, month, year] = formatDay(start).split(" ");
  return bucket === "month" ? `${month} ${year}` : `${day} ${month}`;
}

/** The text that says what the chart shows, for everyone and for screen readers. */
export function overTimeSummary(points: AnalyticsStats["applicantsOverTime"], bucket: AnalyticsBucket): string {
  const total = points.reduce((sum, point) => sum + point.applicants, 0);
  if (points.length === 0 || total === 0) return "No applicants in this period.";
  const busiest = points.reduce((best, point) => (point.applicants > best.applicants ? point : best));
  const busiestText = points.length > 1 ? ` The busiest ${BUCKET_WORD[bucket]} was ${formatDay(busiest.start)} with ${busiest.applicants}.` : "";
  return `${total} applicant${total === 1 ? "" : "s"} over ${points.length} ${BUCKET_WORD[bucket]}${points.length === 1 ? "" : "s"}.${busiestText}`;
}

/** Applicants received per day, week or month of the period (range.bucket), as a chart or a table. */
export function ApplicantsOverTime({ points, bucket }: { points: AnalyticsStats["applicantsOverTime"]; bucket: AnalyticsBucket }) {
  const [view, setView] = useState<ChartView>("chart");
  const title = "Applicants over time";
  return (
    <AnalyticsSection title={title} figure="applicants" action={<ChartViewToggle view={view} onChange={setView} label={title.toLowerCase()} />}>
      <p className="mb-3 text-sm text-gray-600">{overTimeSummary(points, bucket)}</p>
      {view === "chart" ? (
        <LazyApplicantsChart points={points} labelOf={(start: string) => bucketLabel(bucket, start)} title={title} />
      ) : (
        <ScrollTable label={`${title} table`}>
          <thead>
            <tr>
              <th scope="col" className={thClass}>
                {BUCKET_COLUMN[bucket]}
              </th>
              <th scope="col" className={`${thClass} text-right`}>
                Applicants
              </th>
            </tr>
          </thead>
          <tbody>
            {points.map((point) => (
              <tr key={point.start}>
                <th scope="row" className={`${tdClass} font-normal`}>
                  {formatDay(point.start)}
                </th>
                <td className={`${tdClass} text-right tabular-nums`}>{point.applicants}</td>
              </tr>
            ))}
          </tbody>
        </ScrollTable>
      )}
    </AnalyticsSection>
  );
}
