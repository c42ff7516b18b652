"use client";

import { FileSpreadsheet } from "lucide-react";
import dynamic from "next/dynamic";
import { useEffect, useRef, useState } from "react";
import { Spinner } from "@/components/ui/spinner";
import { formatDateTime } from "@/lib/format/date";
import { isExportRunning } from "@/server/modules/application-exports/application-exports-contract";
import { applicationExportFileUrl, useApplicationExports, type ApplicationExport } from "../../api/get-application-exports";

// Shown only when the list of exports cannot be read: loaded then (the page's JS budget, issue 13).
const QueryError = dynamic(() => import("@/components/ui/query-error").then((module) => module.QueryError));

const FORMAT_LABELS: Record<ApplicationExport["format"], string> = { csv: "CSV", xlsx: "Excel" };

function ExportProgress({ entry }: { entry: ApplicationExport }) {
  if (entry.status === "queued") return <p className="text-sm text-gray-600">Waiting to start…</p>;
  const total = entry.totalRows ?? 0;
  const label = `${entry.processedRows} of ${total} ${total === 1 ? "application" : "applications"}`;
  return (
    <div className="flex min-w-0 flex-1 items-center gap-2">
      <progress className="h-2 w-full max-w-48 accent-brand-600" max={Math.max(total, 1)} value={Math.min(entry.processedRows, total)} aria-label={`Exporting: ${label}`} />
      <span className="text-sm whitespace-nowrap text-gray-600">{label}</span>
    </div>
  );
}

function ExportOutcome({ jobId, entry }: { jobId: string; entry: ApplicationExport }) {
  if (isExportRunning(entry.status)) return <ExportProgress entry={entry} />;
  if (entry.status === "failed") return <p className="text-sm text-red-700">Failed: {entry.error ?? "the file could not be built"}. Start a new export.</p>;
  if (!entry.downloadable) return <p className="text-sm text-gray-600">Expired{entry.expiresAt ? ` on ${formatDateTime(entry.expiresAt, { withZoneLabel: true })}` : ""}</p>;
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
      <a href={applicationExportFileUrl(jobId, entry.id)} download={entry.fileName ?? undefined} className="text-sm font-medium break-all text-brand-700 hover:underline">
        Download {entry.fileName}
      </a>
      <span className="text-sm text-gray-600">
        {entry.processedRows} {entry.processedRows === 1 ? "application" : "applications"} · available until {formatDateTime(entry.expiresAt!, { withZoneLabel: true })}
      </span>
    </div>
  );
}

/**
 * What finished since the last look, for screen readers: the list itself changes every second
 * while an export runs and is not announced.
 */
function useFinishedAnnouncement(entries: ApplicationExport[] | undefined): string {
  const running = useRef(new Set<string>());
  const [message, setMessage] = useState("");
  useEffect(() => {
    if (!entries) return;
    const finished = entries.filter((entry) => running.current.has(entry.id) && !isExportRunning(entry.status));
    running.current = new Set(entries.filter((entry) => isExportRunning(entry.status)).map((entry) => entry.id));
    const last = finished.at(-1);
    if (last) setMessage(last.status === "done" ? `Your ${FORMAT_LABELS[last.format]} export is ready to download.` : `Your ${FORMAT_LABELS[last.format]} export failed.`);
  }, [entries]);
  return message;
}

/**
 * The caller's recent exports of the job: progress while built, then the download for 7 days. Loaded
 * after the page's first paint (see RecentExports); it asks for the list as it mounts.
 */
export function RecentExportList({ jobId }: { jobId: string }) {
  const exports = useApplicationExports(jobId);
  const announcement = useFinishedAnnouncement(exports.data);
  return (
    <>
      <p role="status" className="sr-only">
        {announcement}
      </p>
      {exports.isPending ? (
        <Spinner />
      ) : exports.isError ? (
        <QueryError error={exports.error} showCopy={false} frame="compact" />
      ) : exports.data.length === 0 ? (
        <p className="text-sm text-gray-600">Exports you start appear here; each file can be downloaded for 7 days.</p>
      ) : (
        <ul className="divide-y divide-gray-100 rounded-xl border border-gray-200 bg-white">
          {exports.data.map((entry) => (
            <li key={entry.id} className="flex flex-col gap-1 p-3 sm:flex-row sm:items-center sm:gap-4">
              <p className="flex shrink-0 items-center gap-2 text-sm font-medium text-gray-900">
                <FileSpreadsheet className="size-4 text-gray-500" aria-hidden />
                {FORMAT_LABELS[entry.format]} · {formatDateTime(entry.createdAt)}
              </p>
              <ExportOutcome jobId={jobId} entry={entry} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
