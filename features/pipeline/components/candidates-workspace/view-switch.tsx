"use client";

import { Columns3, List } from "lucide-react";
import { cn } from "@/lib/cn";
import type { CandidateStep } from "../../api/get-candidates";
import type { CandidateView } from "../../lib/candidates-address";

const views = [
  { view: "board", label: "Board", icon: Columns3 },
  { view: "list", label: "List", icon: List },
] as const;

/** Board or list (`?view=list`). */
export function ViewSwitch({ view, onChange }: { view: CandidateView; onChange: (view: CandidateView) => void }) {
  return (
    <div role="group" aria-label="View" className="inline-flex rounded-lg border border-gray-300 bg-white p-0.5">
      {views.map(({ view: each, label, icon: Icon }) => (
        <button
          key={each}
          type="button"
          aria-pressed={view === each}
          onClick={() => onChange(each)}
          className={cn(
            "inline-flex h-8 items-center gap-1.5 rounded-md px-3 text-sm font-medium",
            view === each ? "bg-brand-50 text-brand-700" : "text-gray-700 hover:bg-gray-50",
          )}
        >
          <Icon className="size-4" aria-hidden />
          {label}
        </button>
      ))}
    </div>
  );
}

/** The list's step choice (`recruitmentStepId`): every step, or one, each with its count. */
export function StepTabs({ steps, stepId, total, onChange }: { steps: CandidateStep[]; stepId: string | null; total: number; onChange: (id: string | null) => void }) {
  const tabs = [{ id: null, name: "All steps", applicantCount: total }, ...steps];
  return (
    <div role="group" aria-label="Recruitment steps" className="-mx-4 flex gap-1 overflow-x-auto border-b border-gray-200 px-4 sm:mx-0 sm:px-0">
      {tabs.map((step) => {
        const active = step.id === stepId;
        return (
          <button
            key={step.id ?? "all"}
            type="button"
            aria-pressed={active}
            onClick={() => onChange(step.id)}
            className={cn(
              "-mb-px flex shrink-0 items-center gap-2 border-b-2 px-3 py-2 text-sm font-medium whitespace-nowrap",
              active ? "border-brand-600 text-brand-700" : "border-transparent text-gray-600 hover:text-gray-900",
            )}
          >
            {step.name}{" "}
            <span className={cn("rounded-full px-2 text-xs", active ? "bg-brand-50 text-brand-700" : "bg-gray-100 text-gray-600")}>{step.applicantCount}</span>
          </button>
        );
      })}
    </div>
  );
}
