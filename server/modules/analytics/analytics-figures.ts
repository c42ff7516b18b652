import { ANALYTICS_SOURCES, FUNNEL_STEP_TYPE_LABELS, FUNNEL_STEP_TYPE_ORDER, type AnalyticsSource } from "./analytics-contract";
import type { CohortRow, DayRange, FunnelRow, StageStep } from "./analytics-queries";
import type { AnalyticsStats, Compared } from "./analytics-schemas";

/** Pure arithmetic of the figures (ANALYTICS_DEFINITIONS), from the rows the queries answer. */

export type CohortTotals = {
  applicants: number;
  responded: number;
  responseSeconds: number;
  shortlisted: number;
  shortlistSeconds: number;
  offered: number;
  offerSeconds: number;
};

const EMPTY: CohortTotals = { applicants: 0, responded: 0, responseSeconds: 0, shortlisted: 0, shortlistSeconds: 0, offered: 0, offerSeconds: 0 };

const inside = (day: string, range: DayRange) => (range.from === null || day >= range.from) && day <= range.to;

/** The cohort rows of one period summed, in all and by source. */
export function cohortTotals(rows: readonly CohortRow[], range: DayRange): { all: CohortTotals; bySource: Record<AnalyticsSource, CohortTotals> } {
  const all = { ...EMPTY };
  const bySource = Object.fromEntries(ANALYTICS_SOURCES.map((source) => [source, { ...EMPTY }])) as Record<AnalyticsSource, CohortTotals>;
  for (const row of rows) {
    if (!inside(row.day, range)) continue;
    for (const target of [all, bySource[row.source]]) {
      target.applicants += Number(row.applicants);
      target.responded += Number(row.responded);
      target.responseSeconds += Number(row.response_seconds);
      target.shortlisted += Number(row.shortlisted);
      target.shortlistSeconds += Number(row.shortlist_seconds);
      target.offered += Number(row.offered);
      target.offerSeconds += Number(row.offer_seconds);
    }
  }
  return { all, bySource };
}

/** Applicants of the period by the day they applied. */
export function applicantsByDay(rows: readonly CohortRow[], range: DayRange): Map<string, number> {
  const byDay = new Map<string, number>();
  for (const row of rows) if (inside(row.day, range)) byDay.set(row.day, (byDay.get(row.day) ?? 0) + Number(row.applicants));
  return byDay;
}

export const average = (seconds: number, count: number): number | null => (count > 0 ? seconds / count : null);

export const compared = (current: number | null, previous: number | null | undefined): Compared => ({ current, previous: previous === undefined ? null : previous });

type Stage = { key: string; name: string; reached: number };

/**
 * One job: its own steps (Rejected aside) in board order; an applicant reached a step when its
 * furthest step so far is at or past it. Everyone reached the first step.
 */
export function jobFunnel(steps: readonly StageStep[], rows: readonly FunnelRow[]): Stage[] {
  return steps.map((step, index) => ({
    key: step.key,
    name: step.name,
    reached: rows.reduce((sum, row) => sum + (index === 0 || (row.furthest_position !== null && row.furthest_position >= step.position) ? Number(row.applicants) : 0), 0),
  }));
}

/**
 * Across jobs: the step types of FUNNEL_STEP_TYPE_ORDER the chosen jobs have; an applicant reached a
 * type when the furthest of its job's steps it has passed (any step up to its furthest position)
 * is of that type or a later one. Everyone reached the first stage.
 */
export function stepTypeFunnel(present: ReadonlySet<string>, rows: readonly FunnelRow[]): Stage[] {
  const types = FUNNEL_STEP_TYPE_ORDER.filter((type) => present.has(type));
  return types.map((type, index) => {
    const rank = FUNNEL_STEP_TYPE_ORDER.indexOf(type) + 1;
    return {
      key: type,
      name: FUNNEL_STEP_TYPE_LABELS[type],
      reached: rows.reduce((sum, row) => sum + (index === 0 || (row.type_rank ?? 0) >= rank ? Number(row.applicants) : 0), 0),
    };
  });
}

/** Conversion against the stage before (null for the first, or after a stage nobody reached) and drop-off. */
export function withConversion(stages: readonly Stage[]): AnalyticsStats["funnel"]["stages"] {
  return stages.map((stage, index) => {
    const before = index === 0 ? null : stages[index - 1]!.reached;
    return {
      ...stage,
      conversion: before === null || before === 0 ? null : stage.reached / before,
      dropOff: before === null ? 0 : before - stage.reached,
    };
  });
}
