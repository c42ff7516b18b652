"use client";

import { ChevronDown, Download } from "lucide-react";
import { useState } from "react";
import { dropdownMenuModule } from "@/components/layout/lazy-dropdown-menu";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { toApiClientError } from "@/lib/api-error";
import type { ApplicationExportFormat } from "@/server/modules/pipeline/pipeline-contract";
import { useStartApplicationExport, type StartExportInput } from "../../api/start-application-export";

const FORMATS: { format: ApplicationExportFormat; label: string }[] = [
  { format: "csv", label: "CSV (.csv)" },
  { format: "xlsx", label: "Excel (.xlsx)" },
];

const itemClass =
  "flex w-full cursor-pointer items-center rounded-md px-3 py-2 text-sm text-gray-800 outline-none data-[disabled]:cursor-not-allowed data-[disabled]:opacity-50 data-[highlighted]:bg-gray-100";

/**
 * Export the table's current filter and sort as CSV or XLSX. The file is built in the background;
 * the recent exports below show its progress and then the download.
 */
export function ExportMenu({ jobId, filter, total }: { jobId: string; filter: StartExportInput["filter"]; total: number | undefined }) {
  const start = useStartApplicationExport(jobId);
  const exportAs = (format: ApplicationExportFormat) =>
    start.mutate(
      { format, filter },
      {
        onSuccess: () => toast.show({ title: "Export started", subtitle: "The file is built in the background; its progress shows under Recent exports." }),
        onError: (error) => toast.error({ title: "The export could not start", subtitle: toApiClientError(error).message }),
      },
    );
  const [pressed, setPressed] = useState(false);
  // Radix's menu loads on the first hover, focus or press; the same button stands in until then.
  const DropdownMenu = dropdownMenuModule.useModule(pressed);
  const preload = () => void dropdownMenuModule.preload().catch(() => undefined);
  const button = (props: React.ComponentProps<typeof Button>) => (
    <Button variant="secondary" loading={start.isPending} disabled={total === 0} {...props}>
      <Download className="size-4" aria-hidden />
      Export
      <ChevronDown className="size-4" aria-hidden />
    </Button>
  );
  if (!DropdownMenu) {
    return button({
      "aria-haspopup": "menu",
      "aria-expanded": false,
      onPointerEnter: preload,
      onFocus: preload,
      onClick: () => setPressed(true),
      onKeyDown: (event) => {
        if (event.key === "ArrowDown") {
          event.preventDefault();
          setPressed(true);
        }
      },
    });
  }
  return (
    <DropdownMenu.Root modal={false} defaultOpen={pressed}>
      <DropdownMenu.Trigger asChild>{button({})}</DropdownMenu.Trigger>
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
