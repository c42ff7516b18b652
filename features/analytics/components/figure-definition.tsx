"use client";

import { Info } from "lucide-react";
import { useId, useState } from "react";
import { ANALYTICS_DEFINITIONS, type AnalyticsFigure } from "@/server/modules/analytics/analytics-contract";
import { cn } from "@/lib/cn";

/**
 * What a figure means, one hover or focus away (and a tap on phones). The text is always the
 * button's accessible description, so a screen reader hears it without opening anything; a light
 * CSS popup instead of Radix's tooltip keeps the positioning library off the page.
 */
export function FigureDefinition({ figure, label }: { figure: AnalyticsFigure; label: string }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  return (
    <span className="group relative inline-flex align-middle">
      <button
        type="button"
        className="rounded-full p-0.5 text-gray-500 hover:text-gray-800"
        aria-label={`About ${label}`}
        aria-describedby={id}
        aria-expanded={open}
        onClick={() => setOpen((value) => !value)}
        onBlur={() => setOpen(false)}
        onKeyDown={(event) => {
          if (event.key === "Escape") setOpen(false);
        }}
      >
        <Info className="size-4" aria-hidden />
      </button>
      <span
        id={id}
        role="tooltip"
        className={cn(
          "absolute top-full left-1/2 z-20 mt-1 hidden w-56 -translate-x-1/2 rounded-lg bg-gray-900 px-3 py-2 text-xs leading-snug font-normal text-white shadow-lg group-hover:block group-focus-within:block",
          open && "block",
        )}
      >
        {ANALYTICS_DEFINITIONS[figure]}
      </span>
    </span>
  );
}
