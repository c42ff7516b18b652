"use client";

import { Check, ChevronDown } from "lucide-react";
import { createContext, useContext, useState } from "react";
import { dropdownMenuModule } from "@/components/layout/lazy-dropdown-menu";
import { cn } from "@/lib/cn";

type DropdownMenuModule = NonNullable<ReturnType<typeof dropdownMenuModule.useModule>>;
const MenuModuleContext = createContext<DropdownMenuModule | null>(null);

/** Radix's dropdown menu, for the parts rendered inside a LazyDropdown (always loaded by then). */
export function useDropdownMenu(): DropdownMenuModule {
  const menu = useContext(MenuModuleContext);
  if (!menu) throw new Error("Menu parts are rendered inside <LazyDropdown>.");
  return menu;
}

type TriggerProps = { className: string; disabled?: boolean; "aria-label"?: string; children: React.ReactNode };

/**
 * A dropdown whose Radix code (~30 KiB gzip with focus, dismiss and positioning) loads on the
 * trigger's first hover, focus or press: a plain button with the same look and name stands in until
 * then, and the press that loaded it opens the menu.
 */
export function LazyDropdown({
  trigger,
  onOpenChange,
  children,
}: {
  trigger: TriggerProps;
  onOpenChange?: (open: boolean) => void;
  children: React.ReactNode;
}) {
  const [pressed, setPressed] = useState(false);
  const DropdownMenu = dropdownMenuModule.useModule(pressed);
  const preload = () => void dropdownMenuModule.preload().catch(() => undefined);
  const { children: label, ...triggerProps } = trigger;
  if (!DropdownMenu) {
    return (
      <button
        type="button"
        {...triggerProps}
        aria-haspopup="menu"
        aria-expanded={false}
        data-state="closed"
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
        {label}
      </button>
    );
  }
  return (
    <MenuModuleContext.Provider value={DropdownMenu}>
      <DropdownMenu.Root modal={false} defaultOpen={pressed} onOpenChange={onOpenChange}>
        <DropdownMenu.Trigger {...triggerProps}>{label}</DropdownMenu.Trigger>
        {children}
      </DropdownMenu.Root>
    </MenuModuleContext.Provider>
  );
}

export function MenuItem({ onSelect, children }: { onSelect: () => void; children: React.ReactNode }) {
  const DropdownMenu = useDropdownMenu();
  return (
    <DropdownMenu.Item className={menuItemClass} onSelect={onSelect}>
      {children}
    </DropdownMenu.Item>
  );
}

export function MenuSeparator() {
  const DropdownMenu = useDropdownMenu();
  return <DropdownMenu.Separator className="my-1 h-px bg-gray-200" />;
}

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
  const DropdownMenu = useDropdownMenu();
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
      <LazyDropdown
        trigger={{
          className: decisionButtonClass(tone, "right"),
          disabled,
          "aria-label": `More ${label.toLowerCase()} options`,
          children: <ChevronDown className="size-4" aria-hidden />,
        }}
      >
        <MenuContent>
          <MenuItem onSelect={onAlternative}>{alternativeLabel}</MenuItem>
        </MenuContent>
      </LazyDropdown>
    </div>
  );
}

export function MenuCheckbox({ checked, onCheckedChange, children }: { checked: boolean; onCheckedChange: (checked: boolean) => void; children: React.ReactNode }) {
  const DropdownMenu = useDropdownMenu();
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
