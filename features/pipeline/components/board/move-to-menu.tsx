"use client";

import { ChevronDown } from "lucide-react";
import { useState } from "react";
import { dropdownMenuModule } from "@/components/layout/lazy-dropdown-menu";
import { cn } from "@/lib/cn";
import type { CandidateStep } from "../../api/get-candidates";

const triggerClass =
  "inline-flex h-7 shrink-0 items-center gap-1 rounded-md border border-gray-300 bg-white px-2 text-xs font-medium text-gray-800 hover:bg-gray-50 disabled:opacity-60";
const itemClass =
  "flex w-full cursor-pointer items-center rounded-md px-3 py-2 text-sm text-gray-800 outline-none data-[highlighted]:bg-gray-100";

export type MoveTarget = Pick<CandidateStep, "id" | "name" | "type">;

/** The quick decisions of spec 4, as menus offer them. */
export const QUICK_DECISIONS = [
  { decision: "accepted", label: "Shortlist" },
  { decision: "approached", label: "Consider" },
  { decision: "rejected", label: "Reject" },
] as const;
export type QuickDecision = (typeof QUICK_DECISIONS)[number]["decision"];

/**
 * "Move to…": the path to another step that needs no dragging (keyboard, touch, screen readers).
 * Radix's menu loads on the first press, like the job list's actions menu, so hundreds of cards
 * cost one plain button each.
 */
export function MoveToMenu({
  label,
  text = "Move to…",
  steps,
  currentStepId,
  onMove,
  onDecide,
  className,
}: {
  /** The accessible name, e.g. "Move Dewi Lestari to another step". */
  label: string;
  /** The trigger's visible words. */
  text?: string;
  steps: readonly MoveTarget[];
  currentStepId?: string;
  onMove: (step: MoveTarget) => void;
  /** When given, Shortlist, Consider and Reject come first. */
  onDecide?: (decision: QuickDecision) => void;
  className?: string;
}) {
  const [pressed, setPressed] = useState(false);
  const DropdownMenu = dropdownMenuModule.useModule(pressed);
  const targets = steps.filter((step) => step.id !== currentStepId);
  const content = (
    <>
      {text}
      <ChevronDown className="size-3.5" aria-hidden />
    </>
  );

  if (!DropdownMenu) {
    const preload = () => void dropdownMenuModule.preload().catch(() => undefined);
    return (
      <button
        type="button"
        className={cn(triggerClass, className)}
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={false}
        disabled={targets.length === 0 && !onDecide}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => setPressed(true)}
        onKeyDown={(event) => {
          if (event.key === "ArrowDown") {
            event.preventDefault();
            setPressed(true);
          }
        }}
      >
        {content}
      </button>
    );
  }

  return (
    <DropdownMenu.Root modal={false} defaultOpen={pressed}>
      <DropdownMenu.Trigger className={cn(triggerClass, className)} aria-label={label} disabled={targets.length === 0 && !onDecide}>
        {content}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="end" sideOffset={4} className="z-40 max-h-80 min-w-48 overflow-y-auto rounded-lg border border-gray-200 bg-white p-1 shadow-lg">
          {onDecide ? (
            <>
              {QUICK_DECISIONS.map(({ decision, label: itemLabel }) => (
                <DropdownMenu.Item key={decision} className={itemClass} onSelect={() => onDecide(decision)}>
                  {itemLabel}
                </DropdownMenu.Item>
              ))}
              <DropdownMenu.Separator className="my-1 h-px bg-gray-200" />
              <DropdownMenu.Label className="px-3 py-1 text-xs font-medium text-gray-500">Move to</DropdownMenu.Label>
            </>
          ) : null}
          {targets.map((step) => (
            <DropdownMenu.Item key={step.id} className={itemClass} onSelect={() => onMove(step)}>
              {step.name}
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
