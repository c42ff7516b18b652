import DOMPurify from "dompurify";
import { escapeHtml } from "@/server/lib/rich-text-contract";
import { RICH_TEXT_ALLOWED_ATTRIBUTES, RICH_TEXT_ALLOWED_TAGS } from "@/server/modules/jobs/jobs-contract";

/**
 * Spec 5: rich text keeps only basic formatting tags and links with href, target, class and rel
 * (the allow-list of jobs-contract.ts); scripts, handlers and javascript: URLs are removed. Where no
 * DOM exists (server rendering) DOMPurify cannot run, so the text is escaped whole instead of trusted.
 */
export function sanitizeRichText(html: string): string {
  if (!DOMPurify.isSupported) return escapeHtml(html);
  return DOMPurify.sanitize(html, {
    ALLOWED_TAGS: [...RICH_TEXT_ALLOWED_TAGS],
    ALLOWED_ATTR: [...RICH_TEXT_ALLOWED_ATTRIBUTES],
    ALLOW_DATA_ATTR: false,
  });
}

/** Whether rich text holds anything a reader would see (an editor left empty keeps a bare <p><br></p>). */
export function isRichTextEmpty(html: string): boolean {
  return html.replace(/<[^>]*>/g, "").replace(/&nbsp;/g, " ").trim() === "";
}
