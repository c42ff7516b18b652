import { ANALYTICS_SOURCE_LABELS } from "@/server/modules/analytics/analytics-contract";
import type { AnalyticsStats } from "@/server/modules/analytics/analytics-schemas";
import { formatShare } from "../lib/analytics-format";
import { AnalyticsSection, ScrollTable, tdClass, thClass } from "./analytics-section";

const share = (part: number, whole: number) => formatShare(whole === 0 ? null : part / whole);

/** Applicants by where they came from, with how many of each reached CV Shortlisted and the Offering Stage. */
export function SourcesSection({ sources }: { sources: AnalyticsStats["sources"] }) {
  return (
    <AnalyticsSection title="Sources" figure="sources">
      <ScrollTable label="Sources table">
        <thead>
          <tr>
            <th scope="col" className={thClass}>
              Source
            </th>
            <th scope="col" className={`${thClass} text-right`}>
              Applicants
            </th>
            <th scope="col" className={`${thClass} text-right`}>
              Shortlisted
            </th>
            <th scope="col" className={`${thClass} text-right`}>
              Offered
            </th>
          </tr>
        </thead>
        <tbody>
          {sources.map((row) => (
            <tr key={row.source}>
              <th scope="row" className={`${tdClass} font-normal`}>
                {ANALYTICS_SOURCE_LABELS[row.source]}
              </th>
              <td className={`${tdClass} text-right tabular-nums`}>{row.applicants}</td>
              <td className={`${tdClass} text-right tabular-nums`}>
                {row.shortlisted} <span className="text-gray-600">({share(row.shortlisted, row.applicants)})</span>
              </td>
              <td className={`${tdClass} text-right tabular-nums`}>
                {row.offered} <span className="text-gray-600">({share(row.offered, row.applicants)})</span>
              </td>
            </tr>
          ))}
        </tbody>
      </ScrollTable>
    </AnalyticsSection>
  );
}

/** Decisions and emails per member in the period, most active first. */
export function TeamSection({ team }: { team: AnalyticsStats["team"] }) {
  return (
    <AnalyticsSection title="Team activity" figure="team">
      {team.length === 0 ? (
        <p className="text-sm text-gray-600">No decisions or emails from your team in this period.</p>
      ) : (
        <ScrollTable label="Team activity table">
          <thead>
            <tr>
              <th scope="col" className={thClass}>
                Member
              </th>
              <th scope="col" className={`${thClass} text-right`}>
                Decisions
              </th>
              <th scope="col" className={`${thClass} text-right`}>
                Emails
              </th>
            </tr>
          </thead>
          <tbody>
            {team.map((member) => (
              <tr key={member.userId}>
                <th scope="row" className={`${tdClass} font-normal`}>
                  {member.name}
                </th>
                <td className={`${tdClass} text-right tabular-nums`}>{member.decisions}</td>
                <td className={`${tdClass} text-right tabular-nums`}>{member.emails}</td>
              </tr>
            ))}
          </tbody>
        </ScrollTable>
      )}
    </AnalyticsSection>
  );
}
