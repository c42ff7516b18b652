"use client";

import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { ChevronDown } from "lucide-react";
import { useState } from "react";
import type { DecisionStep } from "./decision-buttons";
import { decisionButtonClass, MenuCheckbox, MenuContent, menuItemClass } from "./decision-menu";

/**
 * Move to any other step of the job. Moving out of Rejected may also send the reconsideration
 * email: a tick box at the top of the menu, then the step.
 */
export function MoveToStepMenu({
  steps,
  currentStepId,
  offerReconsideration,
  disabled,
  onMove,
}: {
  steps: DecisionStep[];
  currentStepId?: string;
  offerReconsideration: boolean;
  disabled?: boolean;
  onMove: (step: DecisionStep, withEmail: boolean) => void;
}) {
  const [withEmail, setWithEmail] = useState(false);
  const targets = steps.filter((step) => step.id !== currentStepId);
  return (
    <DropdownMenu.Root modal={false} onOpenChange={(open) => !open && setWithEmail(false)}>
      <DropdownMenu.Trigger className={decisionButtonClass("neutral")} disabled={disabled || targets.length === 0}>
        Move to step
        <ChevronDown className="size-4" aria-hidden />
      </DropdownMenu.Trigger>
      <MenuContent label="Move to step">
        {offerReconsideration ? (
          <>
            <MenuCheckbox checked={withEmail} onCheckedChange={setWithEmail}>
              Email the reconsideration template
            </MenuCheckbox>
            <DropdownMenu.Separator className="my-1 h-px bg-gray-200" />
          </>
        ) : null}
        {targets.map((step) => (
          <DropdownMenu.Item key={step.id} className={menuItemClass} onSelect={() => onMove(step, offerReconsideration && withEmail)}>
            {step.name}
          </DropdownMenu.Item>
        ))}
      </MenuContent>
    </DropdownMenu.Root>
  );
}
