/**
 * Candidate email placeholders (spec 3) are written `{{Company Name}}`. Pure functions, shared by
 * the preview, the sends and the portal's editor.
 */

const PLACEHOLDER = /\{\{([^{}]*)\}\}/g;

/** Placeholder names compare without regard to case or spacing: `{{ job  title }}` is `{{Job Title}}`. */
export function placeholderKey(name: string): string {
  return name.trim().replace(/\s+/g, " ").toLowerCase();
}

/** The placeholder names a text uses, as written (trimmed), each once, in order of first use. */
export function placeholdersIn(text: string): string[] {
  const seen = new Map<string, string>();
  for (const match of text.matchAll(PLACEHOLDER)) {
    const written = match[1]!.trim();
    if (!seen.has(placeholderKey(written))) seen.set(placeholderKey(written), written);
  }
  return [...seen.values()];
}

export type RenderedText = {
  text: string;
  /** Placeholders with no value, left in the text as written. */
  unknownPlaceholders: string[];
};

/**
 * Replaces each `{{Name}}` with its value. A placeholder without a value stays exactly as written
 * and is listed, so the sender sees it rather than a silent blank in a candidate's inbox.
 */
export function renderTemplate(text: string, values: Readonly<Record<string, string>>): RenderedText {
  const byKey = new Map(Object.entries(values).map(([name, value]) => [placeholderKey(name), value]));
  const unknown = new Map<string, string>();
  const rendered = text.replace(PLACEHOLDER, (whole, name: string) => {
    const value = byKey.get(placeholderKey(name));
    if (value !== undefined) return value;
    if (!unknown.has(placeholderKey(name))) unknown.set(placeholderKey(name), name.trim());
    return whole;
  });
  return { text: rendered, unknownPlaceholders: [...unknown.values()] };
}

/** The placeholders of `text` that are not among `allowed`. */
export function unknownPlaceholdersIn(text: string, allowed: readonly string[]): string[] {
  const known = new Set(allowed.map(placeholderKey));
  return placeholdersIn(text).filter((name) => !known.has(placeholderKey(name)));
}
