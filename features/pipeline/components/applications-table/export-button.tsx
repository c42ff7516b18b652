"use client";

import { ChevronDown, Download } from "lucide-react";
import { Button, type ButtonProps } from "@/components/ui/button";

/**
 * The Export button, the same before and after the export menu's code has loaded. `opening`: the
 * menu was asked for and is on its way; the button shows it but stays focusable (not disabled), so
 * a keyboard user's focus is where the menu will open.
 */
export function ExportButton({ opening, ...props }: ButtonProps & { opening?: boolean }) {
  return (
    <Button variant="secondary" aria-busy={opening || undefined} {...props}>
      {opening ? (
        <span className="size-4 animate-spin rounded-full border-2 border-current border-t-transparent" aria-hidden />
      ) : (
        <Download className="size-4" aria-hidden />
      )}
      Export
      <ChevronDown className="size-4" aria-hidden />
    </Button>
  );
}
