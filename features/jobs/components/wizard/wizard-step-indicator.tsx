import { Check } from "lucide-react";
import { cn } from "@/lib/cn";
import { WIZARD_STEPS, type WizardStepKey } from "@/server/modules/jobs/jobs-contract";

type WizardStepIndicatorProps = {
  current: WizardStepKey;
  /** Steps holding an error, marked so the way back to them is plain. */
  withErrors: ReadonlySet<WizardStepKey>;
  onSelect: (step: WizardStepKey) => void;
};

/** The four steps of spec 2.6 as buttons: Tab reaches each, Enter or Space opens it. */
export function WizardStepIndicator({ current, withErrors, onSelect }: WizardStepIndicatorProps) {
  const currentIndex = WIZARD_STEPS.findIndex((step) => step.key === current);
  return (
    <nav aria-label="Job post steps">
      <ol className="flex flex-col gap-2 sm:flex-row sm:gap-3">
        {WIZARD_STEPS.map((step, index) => {
          const active = step.key === current;
          const done = index < currentIndex;
          const error = withErrors.has(step.key);
          return (
            <li key={step.key} className="sm:flex-1">
              <button
                type="button"
                onClick={() => onSelect(step.key)}
                aria-current={active ? "step" : undefined}
                className={cn(
                  "flex w-full items-center gap-3 rounded-xl px-3 py-2 text-left text-sm transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white",
                  active ? "bg-white text-brand-900 shadow" : "bg-white/10 text-white hover:bg-white/20",
                )}
              >
                <span
                  className={cn(
                    "grid size-7 shrink-0 place-items-center rounded-full text-xs font-semibold",
                    !active && !done && "border border-white/60",
                    error ? "bg-red-600 text-white" : active ? "bg-brand-600 text-white" : done ? "bg-white text-brand-700" : "text-white",
                  )}
                  aria-hidden
                >
                  {done && !error ? <Check className="size-4" /> : index + 1}
                </span>
                <span className="font-medium">
                  {step.label}
                  {error ? <span className="sr-only">, has errors</span> : null}
                </span>
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
