"use client";

import dynamic from "next/dynamic";
import { Spinner } from "@/components/ui/spinner";

/**
 * The list is not part of the page's first load: it is read in the browser (never in the server's
 * HTML, which shows the spinner either way), so its code loads right after the page is interactive,
 * in the spinner's place (the page's JS budget, issue 13).
 */
const RecentExportList = dynamic(() => import("./recent-export-list").then((module) => module.RecentExportList), {
  ssr: false,
  loading: () => <Spinner />,
});

/** The caller's recent exports of the job: progress while built, then the download for 7 days. */
export function RecentExports({ jobId }: { jobId: string }) {
  return (
    <section aria-labelledby="recent-exports-heading" className="flex flex-col gap-3">
      <h2 id="recent-exports-heading" className="text-lg font-semibold text-gray-900">
        Recent exports
      </h2>
      <RecentExportList jobId={jobId} />
    </section>
  );
}
