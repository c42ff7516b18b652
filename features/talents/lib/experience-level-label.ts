import { EXPERIENCE_LEVELS } from "@/server/modules/jobs/jobs-contract";

/** Spec 3 experience or education level in full ("1-3 Years of Experience"), for the detail page; null when unknown. */
export function experienceLevelLabel(level: number | null): string | null {
  if (level === null) return null;
  return EXPERIENCE_LEVELS.find((entry) => entry.code === level)?.label ?? null;
}
