import type { AnalyticsFigure } from "@/server/modules/analytics/analytics-contract";
import type { AnalyticsStats, Compared } from "@/server/modules/analytics/analytics-schemas";
import { formatCount } from "../lib/analytics-format";
import { ComparisonNote } from "./comparison-note";
import { FigureDefinition } from "./figure-definition";

const CARDS: { figure: keyof AnalyticsStats["summary"] & AnalyticsFigure; label: string }[] = [
  { figure: "applicants", label: "Applicants" },
  { figure: "publishedJobs", label: "Published jobs" },
  { figure: "applicantsPerJob", label: "Applicants per job" },
  { figure: "shortlisted", label: "Shortlisted" },
  { figure: "offered", label: "Offered" },
];

function Card({ figure, label, value }: { figure: AnalyticsFigure; label: string; value: Compared }) {
  return (
    <div className="min-w-0 rounded-xl border border-gray-200 bg-white p-4">
      <dt className="flex items-center gap-1 text-sm text-gray-600">
        {label}
        <FigureDefinition figure={figure} label={label} />
      </dt>
      <dd>
        <span className="block text-2xl font-bold text-gray-900" data-testid={`figure-${figure}`}>
          {formatCount(value.current)}
        </span>
        <ComparisonNote value={value} />
      </dd>
    </div>
  );
}

/** The headline figures of the period, as text in the first HTML. */
export function SummaryCards({ summary }: { summary: AnalyticsStats["summary"] }) {
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
      {CARDS.map((card) => (
        <Card key={card.figure} figure={card.figure} label={card.label} value={summary[card.figure]} />
      ))}
    </dl>
  );
}
