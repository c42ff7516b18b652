import type { AnalyticsFigure } from "@/server/modules/analytics/analytics-contract";
import type { AnalyticsStats, AvgResponseTime, Compared } from "@/server/modules/analytics/analytics-schemas";
import { formatSeconds } from "../lib/analytics-format";
import { AnalyticsSection, ScrollTable, tdClass, thClass } from "./analytics-section";
import { ComparisonNote } from "./comparison-note";
import { FigureDefinition } from "./figure-definition";

function SpeedFigure({ figure, label, value, note }: { figure: AnalyticsFigure; label: string; value: Compared; note?: string }) {
  return (
    <div className="min-w-0 rounded-lg bg-gray-50 p-3">
      <dt className="flex items-center gap-1 text-sm text-gray-600">
        {label}
        <FigureDefinition figure={figure} label={label} />
      </dt>
      <dd>
        <span className="block text-xl font-semibold text-gray-900" data-testid={`figure-${figure}`}>
          {formatSeconds(value.current)}
        </span>
        {note ? <span className="block text-xs text-gray-600">{note}</span> : null}
        <ComparisonNote value={value} lowerIsBetter />
      </dd>
    </div>
  );
}

/** How fast the team answers and moves applicants on, in spec 9's duration text. */
export function SpeedSection({ speed, response }: { speed: AnalyticsStats["speed"]; response: AvgResponseTime | undefined }) {
  const responseNote = response ? `${response.responded} answered, ${response.waiting} still waiting` : undefined;
  return (
    <AnalyticsSection title="Speed">
      <dl className="grid gap-3 sm:grid-cols-3">
        <SpeedFigure figure="avgResponseTime" label="Average response time" value={speed.avgResponseSeconds} note={responseNote} />
        <SpeedFigure figure="timeToShortlist" label="Time to shortlist" value={speed.timeToShortlistSeconds} />
        <SpeedFigure figure="timeToOffer" label="Time to offer" value={speed.timeToOfferSeconds} />
      </dl>
      <h3 className="mt-4 mb-2 flex items-center gap-1 text-sm font-semibold text-gray-900">
        Time in each step
        <FigureDefinition figure="timeInStep" label="Time in each step" />
      </h3>
      <ScrollTable label="Time in each step">
        <thead>
          <tr>
            <th scope="col" className={thClass}>
              Step
            </th>
            <th scope="col" className={`${thClass} text-right`}>
              Average stay
            </th>
            <th scope="col" className={`${thClass} text-right`}>
              Moves out
            </th>
          </tr>
        </thead>
        <tbody>
          {speed.timeInStep.map((step) => (
            <tr key={step.key}>
              <th scope="row" className={`${tdClass} font-normal`}>
                {step.name}
              </th>
              <td className={`${tdClass} text-right`}>{formatSeconds(step.avgSeconds)}</td>
              <td className={`${tdClass} text-right tabular-nums`}>{step.moves}</td>
            </tr>
          ))}
        </tbody>
      </ScrollTable>
    </AnalyticsSection>
  );
}
