import { formatDate } from "@/lib/format/date";
import { COMPANY_TYPE_LABELS, RANK_LABELS, SCHOOL_TYPE_LABELS, TRAIT_LABELS } from "@/server/modules/pipeline/pipeline-contract";
import type { TalentDetail } from "@/server/modules/talents/talents-schemas";
import { Badge } from "../talent-badges";
import { DetailSection } from "./detail-section";

const years = (start: number | null, end: number | null) => [start, end ?? "now"].filter((value) => value !== null).join(" – ");

/** The profile: summary, experience, education and skills, as the talent wrote them. */
export function TalentProfile({ talent }: { talent: TalentDetail }) {
  const facts = [
    talent.schoolType ? `School: ${SCHOOL_TYPE_LABELS[talent.schoolType]}` : null,
    talent.rank ? `Rank: ${RANK_LABELS[talent.rank]}` : null,
    talent.toeflScore !== null ? `TOEFL ${talent.toeflScore}` : null,
    ...talent.traits.map((trait) => TRAIT_LABELS[trait]),
    ...talent.companyTypes.map((type) => COMPANY_TYPE_LABELS[type]),
  ].filter((fact): fact is string => Boolean(fact));
  return (
    <>
      {talent.summary ? (
        <DetailSection title="About">
          <p className="text-sm whitespace-pre-line text-gray-700">{talent.summary}</p>
        </DetailSection>
      ) : null}
      <DetailSection title="Experience">
        {talent.experiences.length === 0 ? (
          <p className="text-sm text-gray-600">No experience listed.</p>
        ) : (
          <ol className="flex flex-col gap-3">
            {talent.experiences.map((experience, index) => (
              <li key={`${experience.company}-${experience.startDate}-${index}`} className="text-sm">
                <p className="font-medium text-gray-900">
                  {experience.title} · {experience.company}
                </p>
                <p className="text-gray-600">
                  {formatDate(experience.startDate)} – {experience.endDate ? formatDate(experience.endDate) : "Present"}
                  {experience.companyType ? ` · ${COMPANY_TYPE_LABELS[experience.companyType]}` : ""}
                </p>
                {experience.description ? <p className="mt-1 whitespace-pre-line text-gray-700">{experience.description}</p> : null}
              </li>
            ))}
          </ol>
        )}
      </DetailSection>
      <DetailSection title="Education">
        {talent.education.length === 0 ? (
          <p className="text-sm text-gray-600">No education listed.</p>
        ) : (
          <ol className="flex flex-col gap-3">
            {talent.education.map((entry, index) => (
              <li key={`${entry.school}-${index}`} className="text-sm">
                <p className="font-medium text-gray-900">{entry.school}</p>
                <p className="text-gray-600">
                  {[entry.degree, entry.major, years(entry.startYear, entry.endYear) || null, entry.gpa !== null ? `GPA ${entry.gpa.toFixed(2)}` : null]
                    .filter(Boolean)
                    .join(" · ")}
                </p>
              </li>
            ))}
          </ol>
        )}
      </DetailSection>
      <DetailSection title="Skills">
        {talent.skills.length === 0 && facts.length === 0 ? <p className="text-sm text-gray-600">No skills listed.</p> : null}
        <div className="flex flex-wrap gap-1.5">
          {talent.skills.map((skill) => (
            <Badge key={skill}>{skill}</Badge>
          ))}
        </div>
        {facts.length > 0 ? <p className="mt-3 text-sm text-gray-600">{facts.join(" · ")}</p> : null}
      </DetailSection>
    </>
  );
}
