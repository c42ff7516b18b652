"use client";

import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { toast } from "@/components/ui/toast";
import { toApiClientError } from "@/lib/api-error";
import type { ApplicationExportFormat } from "@/server/modules/pipeline/pipeline-contract";
import { useStartApplicationExport } from "../../api/start-application-export";
import { ExportButton } from "./export-button";
import type { ExportMenuProps } from "./export-menu";

const FORMATS: { format: ApplicationExportFormat; label: string }[] = [
  { format: "csv", label: "CSV (.csv)" },
  { format: "xlsx", label: "Excel (.xlsx)" },
];

const itemClass =
  "flex w-full cursor-pointer items-center rounded-md px-3 py-2 text-sm text-gray-800 outline-none data-[disabled]:cursor-not-allowed data-[disabled]:opacity-50 data-[highlighted]:bg-gray-100";

/**
 * The export menu itself (Radix's dropdown and the start of an export), loaded by ExportMenu on the
 * first press of its button; it opens at once, since that press asked for it.
 */
export function ExportMenuDropdown({ jobId, filter, total }: ExportMenuProps) {
  const start = useStartApplicationExport(jobId);
  const exportAs = (format: ApplicationExportFormat) =>
    start.mutate(
      { format, filter },
      {
        onSuccess: () => toast.show({ title: "Export started", subtitle: "The file is built in the background; its progress shows under Recent exports." }),
        onError: (error) => toast.error({ title: "The export could not start", subtitle: toApiClientError(error).message }),
      },
    );
  return (
    <DropdownMenu.Root modal={false} defaultOpen>
      <DropdownMenu.Trigger asChild>
        <ExportButton loading={start.isPending} disabled={total === 0} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="end" sideOffset={4} className="z-50 min-w-44 rounded-lg border border-gray-200 bg-white p-1 shadow-lg">
          {FORMATS.map((entry) => (
            <DropdownMenu.Item key={entry.format} className={itemClass} onSelect={() => exportAs(entry.format)}>
              {entry.label}
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
