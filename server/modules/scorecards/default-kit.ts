import { KIT_ATTRIBUTE_MAX_LENGTH, KIT_MAX_ATTRIBUTES } from "./scorecards-contract";

/**
 * The interview kit a job has until someone edits it: its skills, then its AI criteria, in order,
 * each once (case-insensitive), cut to the attribute length (with an ellipsis) and to the kit's
 * size. A job with neither has an empty kit: its scorecards are the recommendation alone.
 */
export function defaultKitOf(job: { skills: readonly string[]; criteriaForAi: readonly { text: string }[] }): string[] {
  const names: string[] = [];
  const seen = new Set<string>();
  for (const raw of [...job.skills, ...job.criteriaForAi.map((criterion) => criterion.text)]) {
    const trimmed = raw.trim().replace(/\s+/g, " ");
    if (!trimmed) continue;
    const name = trimmed.length > KIT_ATTRIBUTE_MAX_LENGTH ? `${trimmed.slice(0, KIT_ATTRIBUTE_MAX_LENGTH - 1).trimEnd()}…` : trimmed;
    const key = name.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    names.push(name);
    if (names.length === KIT_MAX_ATTRIBUTES) break;
  }
  return names;
}
