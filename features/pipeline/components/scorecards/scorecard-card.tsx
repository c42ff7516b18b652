import { formatDate } from "@/lib/format/date";
import { cn } from "@/lib/cn";
import { SCORECARD_RATING_LABELS, SCORECARD_RECOMMENDATION_LABELS, type ScorecardRating, type ScorecardRecommendation } from "@/server/modules/scorecards/scorecards-contract";
import type { Scorecard, ScorecardSummary } from "@/server/modules/scorecards/scorecards-schemas";

const RECOMMENDATION_TONES: Record<ScorecardRecommendation, string> = {
  strongNo: "bg-red-100 text-red-800",
  no: "bg-orange-100 text-orange-800",
  yes: "bg-green-100 text-green-800",
  strongYes: "bg-emerald-200 text-emerald-900",
};

export function RecommendationBadge({ value }: { value: ScorecardRecommendation }) {
  return <span className={cn("inline-flex shrink-0 rounded-full px-2 py-0.5 text-xs font-medium", RECOMMENDATION_TONES[value])}>{SCORECARD_RECOMMENDATION_LABELS[value]}</span>;
}

const ratingLabel = (rating: number) => SCORECARD_RATING_LABELS[rating as ScorecardRating] ?? String(rating);

/** One interviewer's scorecard: the recommendation, each rating with its note, the overall notes. */
export function ScorecardCard({ card }: { card: Scorecard }) {
  return (
    <li className="rounded-lg border border-gray-200 p-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="min-w-0 text-sm font-medium break-words text-gray-900">
          {card.mine ? "You" : card.author.name}
          <span className="ml-2 text-xs font-normal text-gray-500">{formatDate(card.updatedAt)}</span>
        </p>
        <RecommendationBadge value={card.recommendation} />
      </div>
      {card.ratings.length > 0 ? (
        <dl className="mt-2 flex flex-col gap-1.5">
          {card.ratings.map((rating) => (
            // dt and dd sit right under the row's div (what a definition list allows); the note wraps below.
            <div key={rating.attribute} className="flex min-w-0 flex-wrap items-baseline justify-between gap-x-2 text-sm">
              <dt className="min-w-0 break-words text-gray-700">{rating.attribute}</dt>
              <dd className="shrink-0 font-medium text-gray-900">
                {rating.rating}/4 · {ratingLabel(rating.rating)}
              </dd>
              {rating.note ? <dd className="basis-full text-xs break-words whitespace-pre-line text-gray-600">{rating.note}</dd> : null}
            </div>
          ))}
        </dl>
      ) : null}
      {card.note ? <p className="mt-2 text-sm break-words whitespace-pre-line text-gray-700">{card.note}</p> : null}
    </li>
  );
}

/** The counts per recommendation and the mean rating per attribute of the scorecards shown. */
export function ScorecardSummaryView({ summary }: { summary: ScorecardSummary }) {
  return (
    <div className="flex flex-col gap-3 rounded-lg bg-gray-50 p-3">
      <p className="text-sm text-gray-700">
        {summary.count} {summary.count === 1 ? "scorecard" : "scorecards"}
      </p>
      <ul aria-label="Recommendations" className="flex flex-wrap gap-2">
        {(Object.keys(SCORECARD_RECOMMENDATION_LABELS) as ScorecardRecommendation[]).map((value) => (
          <li key={value} className="flex items-center gap-1.5 text-sm text-gray-800">
            <RecommendationBadge value={value} />
            <span>{summary.recommendations[value]}</span>
          </li>
        ))}
      </ul>
      {summary.attributes.length > 0 ? (
        <dl aria-label="Average rating per attribute" className="flex flex-col gap-1.5">
          {summary.attributes.map((row) => (
            <div key={row.attribute} className="flex flex-wrap items-baseline justify-between gap-x-2 gap-y-0.5 text-sm">
              <dt className="min-w-0 break-words text-gray-700">{row.attribute}</dt>
              <dd className="shrink-0 font-medium text-gray-900">{row.average === null ? "Not rated" : `${row.average.toFixed(1)} / 4`}</dd>
              <dd className="h-1.5 basis-full rounded-full bg-gray-200" aria-hidden>
                <div className="h-1.5 rounded-full bg-brand-600" style={{ width: `${((row.average ?? 0) / 4) * 100}%` }} />
              </dd>
            </div>
          ))}
        </dl>
      ) : null}
    </div>
  );
}
