import { ExternalLink } from "lucide-react";
import { formatRupiah } from "@/lib/format/currency";
import { formatDate } from "@/lib/format/date";
import { COMPANY_TYPE_LABELS, GENDER_LABELS, RANK_LABELS, SCHOOL_TYPE_LABELS, TRAIT_LABELS } from "@/server/modules/pipeline/pipeline-contract";
import type { CandidateDetail } from "../../api/get-applicant";
import { DetailSection, Fact, isWebAddress, OutboundLink } from "./detail-section";

// A calendar day with no time: read at noon in WIB, so no zone can move it to another day.
const calendarDay = (day: string) => formatDate(`${day}T12:00:00+07:00`) || day;

function ageText(candidate: CandidateDetail) {
  if (candidate.age === null) return null;
  return candidate.birthDate ? `${candidate.age} years (born ${calendarDay(candidate.birthDate)})` : `${candidate.age} years`;
}

/** Who the applicant is: gender, age, city, what they expect, and their links. */
export function ProfileSection({ candidate }: { candidate: CandidateDetail }) {
  return (
    <DetailSection id="applicant-profile" title="Profile">
      <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <Fact label="Gender" value={candidate.gender ? GENDER_LABELS[candidate.gender] : null} />
        <Fact label="Age" value={ageText(candidate)} />
        <Fact label="City" value={candidate.city} />
        <Fact label="Expected salary" value={candidate.expectedSalary === null ? null : `${formatRupiah(candidate.expectedSalary)} a month`} />
        <Fact label="TOEFL score" value={candidate.toeflScore} />
        <Fact label="Rank" value={candidate.rank ? RANK_LABELS[candidate.rank] : null} />
        <Fact label="Traits" value={candidate.traits.length > 0 ? candidate.traits.map((trait) => TRAIT_LABELS[trait]).join(", ") : null} />
        <Fact
          label="LinkedIn"
          value={
            isWebAddress(candidate.linkedinUrl) ? (
              <OutboundLink href={candidate.linkedinUrl}>
                <ExternalLink className="size-4 shrink-0" aria-hidden />
                {candidate.linkedinUrl}
              </OutboundLink>
            ) : null
          }
        />
      </dl>
    </DetailSection>
  );
}

function years(start: number | null, end: number | null) {
  if (start === null && end === null) return null;
  return `${start ?? "?"} – ${end ?? "now"}`;
}

// Experience dates are months (YYYY-MM).
const month = (value: string) => formatDate(`${value}-15T12:00:00+07:00`).slice(3) || value;

/** Education and experience: the level, the schools and the positions held. */
export function EducationSection({ candidate }: { candidate: CandidateDetail }) {
  return (
    <DetailSection id="applicant-education" title="Education and experience">
      <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <Fact label="Experience" value={candidate.experienceLevelLabel} />
        <Fact label="University" value={candidate.university} />
        <Fact label="Major" value={candidate.major} />
        <Fact label="GPA" value={candidate.gpa === null ? null : candidate.gpa.toFixed(2)} />
        <Fact label="School type" value={candidate.schoolType ? SCHOOL_TYPE_LABELS[candidate.schoolType] : null} />
        <Fact label="Company types" value={candidate.companyTypes.length > 0 ? candidate.companyTypes.map((type) => COMPANY_TYPE_LABELS[type]).join(", ") : null} />
      </dl>
      {candidate.education.length > 0 ? (
        <>
          <h3 className="mt-4 mb-2 text-sm font-semibold text-gray-900">Schools</h3>
          <ul className="flex flex-col gap-3">
            {candidate.education.map((school, index) => (
              <li key={`${school.school}-${index}`} className="text-sm">
                <p className="font-medium break-words text-gray-900">{school.school}</p>
                <p className="break-words text-gray-700">
                  {[school.degree, school.major, years(school.startYear, school.endYear), school.gpa === null ? null : `GPA ${school.gpa.toFixed(2)}`]
                    .filter(Boolean)
                    .join(" · ")}
                </p>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {candidate.experiences.length > 0 ? (
        <>
          <h3 className="mt-4 mb-2 text-sm font-semibold text-gray-900">Positions</h3>
          <ul className="flex flex-col gap-3">
            {candidate.experiences.map((position, index) => (
              <li key={`${position.company}-${position.startDate}-${index}`} className="text-sm">
                <p className="font-medium break-words text-gray-900">
                  {position.title} at {position.company}
                </p>
                <p className="text-gray-700">
                  {month(position.startDate)} – {position.endDate ? month(position.endDate) : "Present"}
                  {position.companyType ? ` · ${COMPANY_TYPE_LABELS[position.companyType]}` : ""}
                </p>
                {position.description ? <p className="mt-1 break-words whitespace-pre-line text-gray-700">{position.description}</p> : null}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </DetailSection>
  );
}

export function SkillsSection({ skills }: { skills: string[] }) {
  return (
    <DetailSection id="applicant-skills" title="Skills">
      {skills.length > 0 ? (
        <ul className="flex flex-wrap gap-2">
          {skills.map((skill) => (
            <li key={skill} className="rounded-full bg-gray-100 px-3 py-1 text-sm text-gray-800">
              {skill}
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-gray-500">No skills listed</p>
      )}
    </DetailSection>
  );
}

export function PortfolioSection({ portfolioUrl }: { portfolioUrl: string | null }) {
  return (
    <DetailSection id="applicant-portfolio" title="Portfolio">
      {isWebAddress(portfolioUrl) ? (
        <p className="text-sm">
          <OutboundLink href={portfolioUrl}>
            <ExternalLink className="size-4 shrink-0" aria-hidden />
            {portfolioUrl}
          </OutboundLink>
        </p>
      ) : (
        <p className="text-sm text-gray-500">No portfolio</p>
      )}
    </DetailSection>
  );
}
