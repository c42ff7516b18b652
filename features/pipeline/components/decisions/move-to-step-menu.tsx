"use client";

import { ChevronDown } from "lucide-react";
import { useState } from "react";
import type { DecisionStep } from "./decision-buttons";
import { decisionButtonClass, LazyDropdown, MenuCheckbox, MenuContent, MenuItem, MenuSeparator } from "./decision-menu";

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
    <LazyDropdown
      onOpenChange={(open) => !open && setWithEmail(false)}
      trigger={{
        className: decisionButtonClass("neutral"),
        disabled: disabled || targets.length === 0,
        children: (
          <>
            Move to step
            <ChevronDown className="size-4" aria-hidden />
          </>
        ),
      }}
    >
      <MenuContent label="Move to step">
        {offerReconsideration ? (
          <>
            <MenuCheckbox checked={withEmail} onCheckedChange={setWithEmail}>
              Email the reconsideration template
            </MenuCheckbox>
            <MenuSeparator />
          </>
        ) : null}
        {targets.map((step) => (
          <MenuItem key={step.id} onSelect={() => onMove(step, offerReconsideration && withEmail)}>
            {step.name}
          </MenuItem>
        ))}
      </MenuContent>
    </LazyDropdown>
  );
}
