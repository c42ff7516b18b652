import { useId } from "react";
import type { AnalyticsFigure } from "@/server/modules/analytics/analytics-contract";
import { FigureDefinition } from "./figure-definition";

/** A titled block of the page with its definition beside the title. */
export function AnalyticsSection({
  title,
  figure,
  action,
  children,
}: {
  title: string;
  figure?: AnalyticsFigure;
  action?: React.ReactNode;
  children: React.ReactNode;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="min-w-0 rounded-xl border border-gray-200 bg-white p-4 sm:p-5">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="flex items-center gap-1 text-base font-semibold text-gray-900">
          {title}
          {figure ? <FigureDefinition figure={figure} label={title} /> : null}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}

/** A table that scrolls inside its own box on a phone instead of widening the page. */
export function ScrollTable({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="overflow-x-auto" role="region" aria-label={label} tabIndex={0}>
      <table className="w-full min-w-max text-left text-sm">{children}</table>
    </div>
  );
}

export const thClass = "border-b border-gray-200 px-3 py-2 text-xs font-semibold tracking-wide text-gray-600 uppercase";
export const tdClass = "border-b border-gray-100 px-3 py-2 text-gray-800";
