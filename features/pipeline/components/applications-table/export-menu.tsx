"use client";

import { useState } from "react";
import { toast } from "@/components/ui/toast";
import type { StartExportInput } from "../../api/start-application-export";
import { ExportButton } from "./export-button";

export type ExportMenuProps = { jobId: string; filter: StartExportInput["filter"]; total: number | undefined };

/**
 * The menu (Radix's dropdown, the export's start and its toasts) is not part of the page's first
 * load: it loads on the first hover, focus or press of the button, and a press opens it once it
 * arrives. Until then the same button stands in, showing that the menu is on its way.
 */
const loadMenu = () => import("./export-menu-dropdown");
type MenuModule = Awaited<ReturnType<typeof loadMenu>>;

/**
 * Export the table's current filter and sort as CSV or XLSX. The file is built in the background;
 * the recent exports below show its progress and then the download.
 */
export function ExportMenu(props: ExportMenuProps) {
  const [menu, setMenu] = useState<MenuModule | null>(null);
  const [opening, setOpening] = useState(false);
  if (menu) return <menu.ExportMenuDropdown {...props} />;

  const preload = () => void loadMenu().catch(() => undefined);
  const open = () => {
    if (opening) return;
    setOpening(true);
    loadMenu().then(
      (module) => setMenu(() => module),
      () => {
        setOpening(false);
        toast.error({ title: "The export menu could not load", subtitle: "Check your connection, then press Export again." });
      },
    );
  };
  return (
    <ExportButton
      opening={opening}
      disabled={props.total === 0}
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={preload}
      onFocus={preload}
      onClick={open}
      onKeyDown={(event) => {
        if (event.key === "ArrowDown") {
          event.preventDefault();
          open();
        }
      }}
    />
  );
}
