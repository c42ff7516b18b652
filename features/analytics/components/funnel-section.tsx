"use client";

import { useState } from "react";
import type { AnalyticsStats } from "@/server/modules/analytics/analytics-schemas";
import { formatShare } from "../lib/analytics-format";
import { AnalyticsSection, ScrollTable, tdClass, thClass } from "./analytics-section";
import { ChartViewToggle, type ChartView } from "./chart-view-toggle";
import { LazyFunnelChart } from "./lazy-charts";

type Funnel = AnalyticsStats["funnel"];

export function funnelSummary(funnel: Funnel): string {
  const first = funnel.stages[0];
  const last = funnel.stages.at(-1);
  if (!first || first.reached === 0) return "No applicants reached the funnel in this period.";
  const lastText = last && last !== first ? ` ${last.reached} reached ${last.name}.` : "";
  return `${first.reached} entered ${first.name}.${lastText} ${funnel.rejected} rejected.`;
}

/**
 * How the period's applicants moved through the steps: reached, conversion from the step before and
 * drop-off, as a chart or a table (the table always carries conversion and drop-off).
 */
export function FunnelSection({ funnel }: { funnel: Funnel }) {
  const [view, setView] = useState<ChartView>("table");
  const title = "Funnel";
  return (
    <AnalyticsSection title={title} figure="funnel" action={<ChartViewToggle view={view} onChange={setView} label="the funnel" />}>
      <p className="mb-3 text-sm text-gray-600">
        {funnelSummary(funnel)}
        {funnel.basis === "stepType" ? " Across jobs, steps are grouped by type." : " The job's own steps."}
      </p>
      {view === "chart" ? (
        <LazyFunnelChart stages={funnel.stages} title={title} />
      ) : (
        <ScrollTable label="Funnel table">
          <thead>
            <tr>
              <th scope="col" className={thClass}>
                Step
              </th>
              <th scope="col" className={`${thClass} text-right`}>
                Reached
              </th>
              <th scope="col" className={`${thClass} text-right`}>
                Conversion
              </th>
              <th scope="col" className={`${thClass} text-right`}>
                Drop-off
              </th>
            </tr>
          </thead>
          <tbody>
            {funnel.stages.map((stage) => (
              <tr key={stage.key}>
                <th scope="row" className={`${tdClass} font-normal`}>
                  {stage.name}
                </th>
                <td className={`${tdClass} text-right tabular-nums`}>{stage.reached}</td>
                <td className={`${tdClass} text-right tabular-nums`}>{formatShare(stage.conversion)}</td>
                <td className={`${tdClass} text-right tabular-nums`}>{stage.dropOff}</td>
              </tr>
            ))}
            <tr>
              <th scope="row" className={`${tdClass} font-normal`}>
                Rejected
              </th>
              <td className={`${tdClass} text-right tabular-nums`}>{funnel.rejected}</td>
              <td className={tdClass} />
              <td className={tdClass} />
            </tr>
          </tbody>
        </ScrollTable>
      )}
    </AnalyticsSection>
  );
}
