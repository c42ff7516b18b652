"use client";

import { Download } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { showToast } from "@/components/ui/toast";
import type { AnalyticsStats } from "@/server/modules/analytics/analytics-schemas";
import { track } from "@/lib/analytics";
import { toApiClientError } from "@/lib/api-error";
import { getAllAnalyticsJobs } from "../api/get-analytics-jobs";
import type { AnalyticsFilterQuery } from "../lib/analytics-address";

/** Download CSV: the figures on screen plus every job row of the filters (all pages of the table). */
export function ExportButton({ companyId, query, stats }: { companyId: string; query: AnalyticsFilterQuery; stats: AnalyticsStats | undefined }) {
  const [busy, setBusy] = useState(false);
  return (
    <Button
      type="button"
      variant="secondary"
      disabled={!stats || busy}
      loading={busy}
      onClick={async () => {
        if (!stats) return;
        setBusy(true);
        try {
          // The CSV builder loads with the first click: most visits never export.
          const [jobs, { downloadAnalyticsCsv }] = await Promise.all([getAllAnalyticsJobs(companyId, query), import("../lib/download-analytics-csv")]);
          const filename = await downloadAnalyticsCsv(stats, jobs);
          track("ed_analytics_exported", { jobFilter: query.jobFilter, period: query.period, jobs: jobs.length, filename });
        } catch (error) {
          showToast("error", { title: "The CSV could not be made", subtitle: toApiClientError(error).message });
        } finally {
          setBusy(false);
        }
      }}
    >
      <Download className="size-4" aria-hidden />
      Download CSV
    </Button>
  );
}
