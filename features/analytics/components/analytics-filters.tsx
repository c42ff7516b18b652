"use client";

import dynamic from "next/dynamic";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { NativeSelect } from "@/components/ui/native-select";
import { Spinner } from "@/components/ui/spinner";
import {
  ANALYTICS_JOB_FILTER_LABELS,
  ANALYTICS_JOB_FILTERS,
  ANALYTICS_PERIOD_LABELS,
  ANALYTICS_PERIODS,
  type AnalyticsJobFilter,
  type AnalyticsPeriod,
} from "@/server/modules/analytics/analytics-contract";
import type { AnalyticsFilterChange } from "../hooks/use-analytics-address";
import type { AnalyticsAddress } from "../lib/analytics-address";

// The pickers load when Selected Jobs or Custom is chosen (or the address already asks for one),
// not with every visit to the page.
const JobPicker = dynamic(() => import("./job-picker").then((module) => module.JobPicker), { loading: () => <Spinner className="m-2" /> });
const CustomRangeForm = dynamic(() => import("./custom-range-form").then((module) => module.CustomRangeForm), {
  loading: () => <Spinner className="m-2" />,
});

const JOB_FILTER_OPTIONS = ANALYTICS_JOB_FILTERS.map((value) => ({ value, label: ANALYTICS_JOB_FILTER_LABELS[value] }));
const PERIOD_OPTIONS = ANALYTICS_PERIODS.map((value) => ({ value, label: ANALYTICS_PERIOD_LABELS[value] }));

/**
 * Spec 3's filters. All Jobs, All Active Jobs and the rolling periods apply at once; Selected Jobs
 * and Custom open their picker and apply when it is confirmed (a choice still being made is kept
 * here, not in the address).
 */
export function AnalyticsFilters({ address, onChange }: { address: AnalyticsAddress; onChange: (change: AnalyticsFilterChange) => void }) {
  const jobFilterId = useId();
  const periodId = useId();
  const [pendingJobFilter, setPendingJobFilter] = useState<AnalyticsJobFilter | null>(null);
  const [pendingPeriod, setPendingPeriod] = useState<AnalyticsPeriod | null>(null);
  const [changingJobs, setChangingJobs] = useState(false);
  const jobFilter = pendingJobFilter ?? address.jobFilter;
  const period = pendingPeriod ?? address.period;
  const pickerOpen = pendingJobFilter !== null || changingJobs || (address.jobFilter === "selectedJob" && address.jobIds.length === 0);
  return (
    <div className="flex flex-col gap-3">
      <div className="grid gap-3 sm:grid-cols-2 lg:max-w-xl">
        <div className="flex flex-col gap-1">
          <label htmlFor={jobFilterId} className="text-sm font-medium text-gray-800">
            Jobs
          </label>
          <NativeSelect
            id={jobFilterId}
            value={jobFilter}
            options={JOB_FILTER_OPTIONS}
            onChange={(event) => {
              const next = event.target.value as AnalyticsJobFilter;
              if (next === "selectedJob" && address.jobFilter !== "selectedJob") return setPendingJobFilter(next);
              setPendingJobFilter(null);
              if (next !== address.jobFilter) onChange({ jobFilter: next });
            }}
          />
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={periodId} className="text-sm font-medium text-gray-800">
            Period
          </label>
          <NativeSelect
            id={periodId}
            value={period}
            options={PERIOD_OPTIONS}
            onChange={(event) => {
              const next = event.target.value as AnalyticsPeriod;
              if (next === "custom" && address.period !== "custom") return setPendingPeriod(next);
              setPendingPeriod(null);
              if (next !== address.period) onChange({ period: next });
            }}
          />
        </div>
      </div>
      {jobFilter === "selectedJob" && !pickerOpen ? (
        <p className="flex flex-wrap items-center gap-2 text-sm text-gray-700">
          {address.jobIds.length} job{address.jobIds.length === 1 ? "" : "s"} selected
          <Button type="button" variant="link" size="inline" onClick={() => setChangingJobs(true)}>
            Change jobs
          </Button>
        </p>
      ) : null}
      {jobFilter === "selectedJob" && pickerOpen ? (
        <JobPicker
          key={address.jobIds.join(",")}
          selected={address.jobIds}
          onApply={(jobIds) => {
            setPendingJobFilter(null);
            setChangingJobs(false);
            onChange({ jobFilter: "selectedJob", jobIds });
          }}
          onCancel={() => {
            setPendingJobFilter(null);
            setChangingJobs(false);
          }}
        />
      ) : null}
      {period === "custom" ? (
        <CustomRangeForm
          key={`${address.from}-${address.to}`}
          from={address.from}
          to={address.to}
          keep={{ jobFilter: address.jobFilter, jobIds: address.jobIds }}
          onApply={(from, to) => {
            setPendingPeriod(null);
            onChange({ period: "custom", from, to });
          }}
        />
      ) : null}
    </div>
  );
}
