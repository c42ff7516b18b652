"use client";

import { useRef } from "react";
import { cn } from "@/lib/cn";
import { HRIS_TEXTS } from "../lib/hris-texts";

type HrisSwitcherProps = {
  /** The wide sidebar shows the two choices side by side; the collapsed one stacks them. */
  expanded: boolean;
  /** While the HRIS access is being checked: HRIS shows a spinner and ignores presses. */
  busy: boolean;
  onChooseHris: () => void;
};

const optionClass = (checked: boolean, expanded: boolean) =>
  cn(
    "flex flex-1 items-center justify-center gap-1.5 rounded-md font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600",
    expanded ? "h-8 text-xs" : "h-7 w-full text-[11px]",
    checked ? "bg-white text-brand-700 shadow-sm" : "text-gray-600 hover:bg-white/70 hover:text-gray-900",
  );

/**
 * Spec 2.10's switcher (ATS or HRIS) at the top of the sidebar: a radio group of two. This page is
 * the ATS, so ATS is the checked choice; choosing HRIS runs the access check of spec 4, which opens
 * a modal or hands the user over to HRIS in a new tab. Arrow keys move between the choices without
 * choosing (choosing HRIS opens a tab, so it waits for Enter or Space, never a stray arrow press).
 */
export function HrisSwitcher({ expanded, busy, onChooseHris }: HrisSwitcherProps) {
  const atsRef = useRef<HTMLButtonElement>(null);
  const hrisRef = useRef<HTMLButtonElement>(null);

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (!["ArrowLeft", "ArrowRight", "ArrowUp", "ArrowDown"].includes(event.key)) return;
    event.preventDefault();
    (document.activeElement === atsRef.current ? hrisRef : atsRef).current?.focus();
  };

  return (
    <div className={expanded ? "px-3 pb-2" : "px-2 pb-2"}>
      <div
        role="radiogroup"
        aria-label={HRIS_TEXTS.switcherLabel}
        aria-busy={busy || undefined}
        onKeyDown={onKeyDown}
        className={cn("flex gap-1 rounded-lg bg-gray-100 p-1", !expanded && "flex-col")}
        data-testid="hris-switcher"
      >
        <button ref={atsRef} type="button" role="radio" aria-checked tabIndex={0} className={optionClass(true, expanded)}>
          {HRIS_TEXTS.ats}
        </button>
        <button
          ref={hrisRef}
          type="button"
          role="radio"
          aria-checked={false}
          aria-disabled={busy || undefined}
          tabIndex={-1}
          onClick={() => {
            if (!busy) onChooseHris();
          }}
          className={cn(optionClass(false, expanded), busy && "cursor-wait")}
        >
          {busy ? <span className="size-3 animate-spin rounded-full border-2 border-current border-t-transparent" aria-hidden /> : null}
          {HRIS_TEXTS.hris}
        </button>
      </div>
      <span role="status" className="sr-only">
        {busy ? HRIS_TEXTS.checking : ""}
      </span>
    </div>
  );
}
