/**
 * Whether rich text holds anything a reader would see (an editor left empty keeps a bare <p><br></p>).
 * The same test as lib/rich-text.ts's, without DOMPurify, so the wizard's first load stays without it.
 */
export function isRichTextEmpty(html: string): boolean {
  return html.replace(/<[^>]*>/g, "").replace(/&nbsp;/g, " ").trim() === "";
}
