import { formatRupiah } from "@/lib/format/currency";
import { YEARS_OF_EXPERIENCE_FILTERS } from "@/server/modules/pipeline/pipeline-contract";
import type { TalentCard } from "@/server/modules/talents/talents-schemas";

/**
 * Spec 3 experience or education level as its tag label (FG, NFY, FY, 1-3, 4-5, 5+, Others), the
 * words of the years-of-experience filter; null when unknown. (The job contract's full labels would
 * bring the whole job vocabulary into the search page's first load.)
 */
export function experienceLevelTag(level: number | null): string | null {
  if (level === null) return null;
  return YEARS_OF_EXPERIENCE_FILTERS.find((filter) => (filter.levels as readonly number[]).includes(level))?.label ?? null;
}

/** "Universitas Indonesia · Computer Science · GPA 3.80": what the card says of education. */
export function educationLine(talent: Pick<TalentCard, "university" | "major" | "lastEducation" | "gpa">): string | null {
  const parts = [talent.university ?? talent.lastEducation, talent.major, talent.gpa !== null ? `GPA ${talent.gpa.toFixed(2)}` : null].filter(Boolean);
  return parts.length > 0 ? parts.join(" · ") : null;
}

/** The expected salary in rupiah per month, or null when not given. */
export function expectedSalaryText(amount: number | null): string | null {
  return amount === null ? null : `${formatRupiah(amount)} / month`;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * "Active today", "Active 3 days ago", "Active 2 months ago", "Active over a year ago": relative,
 * so the search page needs no date library in its first load.
 */
export function lastActiveText(lastActiveAt: string, now: number = Date.now()): string {
  const days = Math.floor((now - Date.parse(lastActiveAt)) / DAY_MS);
  if (days <= 0) return "Active today";
  if (days === 1) return "Active yesterday";
  if (days < 30) return `Active ${days} days ago`;
  const months = Math.floor(days / 30);
  if (months < 12) return months === 1 ? "Active a month ago" : `Active ${months} months ago`;
  return "Active over a year ago";
}

/** The first skills and how many more ("+3"). */
export function topSkills(skills: string[], shown = 4): { shown: string[]; more: number } {
  return { shown: skills.slice(0, shown), more: Math.max(0, skills.length - shown) };
}
