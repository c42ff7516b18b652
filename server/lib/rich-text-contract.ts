/**
 * Zod-free rich text helpers shared by the API and the portal (spec 5 rich text): telling stored
 * markup from plain text written before a field became rich text, turning such text into
 * paragraphs, and counting what a reader sees (the length limits count text, not markup).
 */

const HTML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
const NAMED_ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };

/** Text safe inside HTML, as text or an attribute value: what a person wrote is shown, never interpreted. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character]!);
}

/** Whether the value holds at least one HTML tag (an editor's output), rather than plain text. */
export function containsMarkup(value: string): boolean {
  return /<\/?[a-z][a-z0-9-]*(?:\s[^>]*)?\/?>/i.test(value);
}

/** Plain text as rich text: escaped, a blank line starts a paragraph, a single newline is a line break. */
export function plainTextToRichText(text: string): string {
  return text
    .replace(/\r\n?/g, "\n")
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== "")
    .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, "<br>")}</p>`)
    .join("");
}

/** The number of characters a reader sees: tags dropped, entities counted as one character. */
export function richTextLength(value: string): number {
  if (!containsMarkup(value)) return value.trim().length;
  return value
    .replace(/<[^>]*>/g, "")
    .replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (entity, name: string) => (name.startsWith("#") || name.toLowerCase() in NAMED_ENTITIES ? "_" : entity))
    .trim().length;
}

/** Rich text as one line of plain text, for places that take no markup (a page's meta description). */
export function richTextToPlainText(html: string): string {
  if (!containsMarkup(html)) return html.replace(/\s+/g, " ").trim();
  return html
    .replace(/<(?:br|\/p|\/li|\/h[34]|\/blockquote)\s*\/?>/gi, " ")
    .replace(/<[^>]*>/g, "")
    .replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (entity, name: string) => {
      const lower = name.toLowerCase();
      if (lower.startsWith("#")) {
        const code = lower.startsWith("#x") ? parseInt(lower.slice(2), 16) : parseInt(lower.slice(1), 10);
        return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : "";
      }
      return NAMED_ENTITIES[lower] ?? entity;
    })
    .replace(/\s+/g, " ")
    .trim();
}
