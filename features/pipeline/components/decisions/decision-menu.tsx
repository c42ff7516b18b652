"use client";

import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { Check, ChevronDown } from "lucide-react";
import { cn } from "@/lib/cn";

export const menuItemClass =
  "flex w-full cursor-pointer items-center gap-2 rounded-md px-3 py-2 text-sm text-gray-800 outline-none data-[disabled]:cursor-not-allowed data-[disabled]:text-gray-500 data-[highlighted]:bg-gray-100";

const buttonBase =
  "inline-flex h-9 items-center justify-center gap-1.5 border text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-60";

export const DECISION_TONES = {
  primary: "border-brand-600 bg-brand-600 text-white hover:bg-brand-700",
  neutral: "border-gray-300 bg-white text-gray-800 hover:bg-gray-50",
  danger: "border-red-300 bg-white text-red-700 hover:bg-red-50",
} as const;
export type DecisionTone = keyof typeof DECISION_TONES;

export function decisionButtonClass(tone: DecisionTone, shape: "whole" | "left" | "right" = "whole") {
  return cn(
    buttonBase,
    DECISION_TONES[tone],
    shape === "whole" && "rounded-lg px-3",
    shape === "left" && "rounded-l-lg px-3",
    shape === "right" && "-ml-px rounded-r-lg px-2",
  );
}

export function MenuContent({ children, label }: { children: React.ReactNode; label?: string }) {
  return (
    <DropdownMenu.Portal>
      <DropdownMenu.Content
        align="end"
        sideOffset={6}
        aria-label={label}
        className="z-50 max-h-[min(24rem,var(--radix-dropdown-menu-content-available-height))] min-w-56 overflow-y-auto rounded-lg border border-gray-200 bg-white p-1 shadow-lg"
      >
        {children}
      </DropdownMenu.Content>
    </DropdownMenu.Portal>
  );
}

/**
 * A decision with a second way to take it (a split button): the button decides at once, the
 * arrow beside it opens the alternative ("Reject and email the candidate").
 */
export function SplitDecisionButton({
  label,
  tone,
  disabled,
  onDecide,
  alternativeLabel,
  onAlternative,
}: {
  label: string;
  tone: DecisionTone;
  disabled?: boolean;
  onDecide: () => void;
  alternativeLabel: string;
  onAlternative: () => void;
}) {
  return (
    <div className="inline-flex">
      <button type="button" className={decisionButtonClass(tone, "left")} disabled={disabled} onClick={onDecide}>
        {label}
      </button>
      <DropdownMenu.Root modal={false}>
        <DropdownMenu.Trigger className={decisionButtonClass(tone, "right")} disabled={disabled} aria-label={`More ${label.toLowerCase()} options`}>
          <ChevronDown className="size-4" aria-hidden />
        </DropdownMenu.Trigger>
        <MenuContent>
          <DropdownMenu.Item className={menuItemClass} onSelect={onAlternative}>
            {alternativeLabel}
          </DropdownMenu.Item>
        </MenuContent>
      </DropdownMenu.Root>
    </div>
  );
}

export function MenuCheckbox({ checked, onCheckedChange, children }: { checked: boolean; onCheckedChange: (checked: boolean) => void; children: React.ReactNode }) {
  return (
    <DropdownMenu.CheckboxItem
      className={menuItemClass}
      checked={checked}
      onCheckedChange={onCheckedChange}
      // Ticking it keeps the menu open: the step is chosen next.
      onSelect={(event) => event.preventDefault()}
    >
      <span className="grid size-4 shrink-0 place-items-center rounded border border-gray-400">
        <DropdownMenu.ItemIndicator>
          <Check className="size-3.5" aria-hidden />
        </DropdownMenu.ItemIndicator>
      </span>
      {children}
    </DropdownMenu.CheckboxItem>
  );
}
