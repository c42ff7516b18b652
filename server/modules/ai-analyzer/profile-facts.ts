import type { TalentExperience } from "@/server/db/schema/talents";
import { EDUCATION_LEVELS, type EducationLevel } from "@/server/modules/jobs/jobs-contract";
import { normaliseText } from "./text-matching";

/**
 * Facts the scorer reads from free text and profile entries: education levels, years of
 * experience, GPAs. Each reader is deterministic and errs on "not found" rather than guessing.
 */

// Checked from the highest level down, so "S2 (after S1)" reads as a master's degree. The short
// codes (S1, D3, SMA...) are read only in a degree field: in a CV, "S3" is as likely an AWS bucket.
const EDUCATION_PATTERNS: [EducationLevel, RegExp, RegExp][] = [
  ["doctorate", /\b(doctorate|doctoral|doctor of|phd|ph d)\b/, /\b(s3|dr)\b/],
  ["master", /\b(master|masters|magister|mba)\b/, /\b(msc|m sc|m eng|m kom|s2)\b/],
  ["bachelor", /\b(bachelor|bachelors|sarjana|undergraduate)\b/, /\b(bsc|b sc|b eng|s kom|s1)\b/],
  ["diploma", /\b(diploma|associate degree)\b/, /\b(d1|d2|d3|d4)\b/],
  ["highSchool", /\b(high school|highschool|senior high)\b/, /\b(sma|smk)\b/],
];

/**
 * The education level a text names ("Bachelor's Degree", "S1" in a degree field...), or null.
 * `field: false` for free text such as a CV, where only spelled-out degrees count.
 */
export function educationLevelOf(text: string | null | undefined, options: { field?: boolean } = {}): EducationLevel | null {
  if (!text) return null;
  if ((EDUCATION_LEVELS as readonly string[]).includes(text.trim())) return text.trim() as EducationLevel;
  const normalised = normaliseText(text);
  const field = options.field ?? true;
  return EDUCATION_PATTERNS.find(([, spelled, short]) => spelled.test(normalised) || (field && short.test(normalised)))?.[0] ?? null;
}

export const educationRank = (level: EducationLevel) => EDUCATION_LEVELS.indexOf(level);

/** Spec 3 experience level codes as the fewest years each stands for (students and others: none). */
const YEARS_BY_LEVEL: Record<number, number> = { 5: 1, 6: 4, 7: 5 };
export const yearsOfExperienceLevel = (code: number | null) => (code === null ? 0 : (YEARS_BY_LEVEL[code] ?? 0));

const monthIndex = (value: string): number | null => {
  const match = /^(\d{4})-(\d{2})/.exec(value);
  if (!match) return null;
  return Number(match[1]) * 12 + Number(match[2]) - 1;
};

/**
 * Years of work across the applicant's positions, overlaps counted once. A current position runs
 * to the month of application (not today), so the same application always scores the same.
 */
export function yearsOfExperience(experiences: readonly TalentExperience[], appliedAt: string): number {
  const appliedMonth = monthIndex(appliedAt);
  const ranges = experiences
    .map((entry) => {
      const start = monthIndex(entry.startDate);
      const end = entry.endDate ? monthIndex(entry.endDate) : appliedMonth;
      return start !== null && end !== null && end >= start ? ([start, end + 1] as const) : null;
    })
    .filter((range): range is readonly [number, number] => range !== null)
    .sort((a, b) => a[0] - b[0]);
  let months = 0;
  let coveredUntil = -Infinity;
  for (const [start, end] of ranges) {
    const from = Math.max(start, coveredUntil);
    if (end > from) months += end - from;
    coveredUntil = Math.max(coveredUntil, end);
  }
  return Math.round((months / 12) * 10) / 10;
}

const YEARS_PATTERN = /(\d{1,2})(?:[.,]\d)?\s*(?:\+|plus)?\s*(?:(?:-|to|–|sampai)\s*\d{1,2}\s*)?(?:\+\s*)?(?:years?|yrs?|tahun)/gi;

/** The years a requirement asks for ("3+ years", "at least 2 years", "minimal 2 tahun", "2-4 years" → 2); the largest when several. */
export function requiredYearsIn(text: string): number | null {
  let found: number | null = null;
  for (const match of text.matchAll(YEARS_PATTERN)) {
    const years = Number(match[1]);
    if (years >= 1 && years <= 30) found = Math.max(found ?? 0, years);
  }
  return found;
}

/** Years of experience a CV states ("5 years of experience", "3+ tahun pengalaman"), the largest. */
export function statedYearsIn(text: string): { years: number; quote: string } | null {
  const pattern = /(\d{1,2})\s*\+?\s*(?:years?|yrs?|tahun)\s+(?:of\s+)?(?:[a-z-]+\s+){0,3}?(?:experience|pengalaman)/gi;
  let best: { years: number; quote: string } | null = null;
  for (const match of text.matchAll(pattern)) {
    const years = Number(match[1]);
    if (years <= 50 && (!best || years > best.years)) best = { years, quote: match[0] };
  }
  return best;
}

/** A GPA a CV states ("GPA 3.67", "IPK: 3,5/4.00"), between 0 and 4. */
export function statedGpaIn(text: string): number | null {
  const match = /\b(?:gpa|ipk|cgpa)\b\s*[:=]?\s*([0-4](?:[.,]\d{1,2})?)/i.exec(text);
  if (!match) return null;
  const gpa = Number(match[1]!.replace(",", "."));
  return Number.isFinite(gpa) && gpa <= 4 ? gpa : null;
}

/** Removes markup from stored rich text (job requirements) for reading. */
export function plainTextOf(html: string): string {
  return html
    .replace(/<[^>]*>/g, " ")
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, " ")
    .trim();
}
