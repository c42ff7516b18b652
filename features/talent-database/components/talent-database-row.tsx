import Link from "next/link";
import type { TalentCard } from "@/server/modules/talents/talents-schemas";
import { JOB_SEEKING_STATUS_LABELS } from "@/server/modules/talents/talents-contract";
import { talentDatabasePaths } from "../lib/talent-database-paths";

/** One talent of the database: a checkbox to select it, and what a recruiter scans, with the name opening the record. */
export function TalentDatabaseRow({
  talent,
  selected,
  selectable,
  onToggle,
}: {
  talent: TalentCard;
  selected: boolean;
  selectable: boolean;
  onToggle: () => void;
}) {
  const position = talent.currentPosition ? `${talent.currentPosition.title} at ${talent.currentPosition.company}` : null;
  const education = [talent.university, talent.major].filter(Boolean).join(" · ");
  return (
    <li className="flex items-start gap-3 rounded-xl border border-gray-200 bg-white p-4 has-[:checked]:border-brand-500 has-[:checked]:bg-brand-50/40">
      {selectable ? (
        <input type="checkbox" className="mt-1 size-4 shrink-0 accent-brand-600" checked={selected} onChange={onToggle} aria-label={`Select ${talent.name}`} />
      ) : null}
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
          <Link href={talentDatabasePaths.talent(talent.id)} className="font-semibold text-gray-900 underline-offset-2 hover:text-brand-700 hover:underline">
            {talent.name}
          </Link>
          <span className="text-xs text-gray-600">{JOB_SEEKING_STATUS_LABELS[talent.jobSeekingStatus]}</span>
        </div>
        {talent.headline ? <p className="mt-0.5 text-sm text-gray-800">{talent.headline}</p> : null}
        <p className="mt-1 text-sm text-gray-600">{[position, education, talent.city].filter(Boolean).join(" — ")}</p>
        {talent.skills.length > 0 ? (
          <ul aria-label="Skills" className="mt-2 flex flex-wrap gap-1.5">
            {talent.skills.slice(0, 6).map((skill) => (
              <li key={skill} className="rounded-full bg-gray-100 px-2 py-0.5 text-xs text-gray-700">
                {skill}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </li>
  );
}
