import { Briefcase, GraduationCap, MapPin, Sparkles, Wallet } from "lucide-react";
import Link from "next/link";
import { formatCity } from "@/lib/format/city";
import type { TalentCard as TalentCardData } from "@/server/modules/talents/talents-schemas";
import { educationLine, expectedSalaryText, experienceLevelTag, lastActiveText, topSkills } from "../lib/talent-format";
import { Badge, JobSeekingBadge, RelationBadges } from "./talent-badges";

/**
 * What a recruiter scans of a talent: who, where, how experienced, education, skills, expected
 * salary, and why For You suggests them. No contact details: those come with an unlock. The name
 * links to the detail (`href`, so the Talent Database can link to its own page).
 */
export function TalentCard({ talent, href, now }: { talent: TalentCardData; href: string; now?: number }) {
  const position = talent.currentPosition ? `${talent.currentPosition.title} at ${talent.currentPosition.company}` : null;
  const level = experienceLevelTag(talent.experienceLevel);
  const education = educationLine(talent);
  const salary = expectedSalaryText(talent.expectedSalary);
  const skills = topSkills(talent.skills);
  const city = formatCity(talent.city);
  return (
    <article aria-labelledby={`talent-${talent.id}`} className="flex flex-col gap-3 rounded-xl border border-gray-200 bg-white p-4 focus-within:border-brand-500 hover:border-brand-500">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 id={`talent-${talent.id}`} className="text-base font-semibold text-gray-900">
            <Link href={href} className="hover:underline focus-visible:underline">
              {talent.name}
            </Link>
          </h3>
          {talent.headline || position ? <p className="truncate text-sm text-gray-700">{talent.headline ?? position}</p> : null}
        </div>
        <div className="flex flex-wrap gap-1.5">
          <JobSeekingBadge status={talent.jobSeekingStatus} />
          <RelationBadges unlocked={talent.unlocked} inDatabase={talent.inDatabase} />
        </div>
      </div>
      <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-gray-600">
        {city ? (
          <li className="flex items-center gap-1">
            <MapPin className="size-4" aria-hidden />
            {city}
          </li>
        ) : null}
        {talent.headline && position ? (
          <li className="flex items-center gap-1">
            <Briefcase className="size-4" aria-hidden />
            {position}
          </li>
        ) : null}
        {education ? (
          <li className="flex items-center gap-1">
            <GraduationCap className="size-4" aria-hidden />
            {education}
          </li>
        ) : null}
        {salary ? (
          <li className="flex items-center gap-1">
            <Wallet className="size-4" aria-hidden />
            <span className="sr-only">Expected salary </span>
            {salary}
          </li>
        ) : null}
      </ul>
      <div className="flex flex-wrap items-center gap-1.5">
        {level ? (
          <Badge tone="brand">
            <span className="sr-only">Years of experience: </span>
            {level}
          </Badge>
        ) : null}
        {skills.shown.map((skill) => (
          <Badge key={skill}>{skill}</Badge>
        ))}
        {skills.more > 0 ? <span className="text-xs text-gray-600">+{skills.more} more</span> : null}
      </div>
      {talent.recommendation ? <RecommendationReason recommendation={talent.recommendation} /> : null}
      <p className="text-xs text-gray-500">{lastActiveText(talent.lastActiveAt, now)}</p>
    </article>
  );
}

function RecommendationReason({ recommendation }: { recommendation: NonNullable<TalentCardData["recommendation"]> }) {
  const reasons = [
    recommendation.matchedSkills.length > 0 ? `Skills: ${recommendation.matchedSkills.join(", ")}` : null,
    recommendation.education,
    recommendation.experience,
  ].filter(Boolean);
  return (
    <div className="rounded-lg bg-brand-50 p-3 text-sm text-brand-900">
      <p className="flex items-center gap-1.5 font-medium">
        <Sparkles className="size-4" aria-hidden />
        Matches {recommendation.jobTitle}
      </p>
      {reasons.length > 0 ? (
        <ul className="mt-1 list-disc pl-6">
          {reasons.map((reason) => (
            <li key={reason}>{reason}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
