import createDOMPurify, { type Config, type DOMPurify, type WindowLike } from "dompurify";
import { JSDOM } from "jsdom";
import { RICH_TEXT_ALLOWED_ATTRIBUTES, RICH_TEXT_ALLOWED_TAGS } from "@/server/modules/jobs/job-contract";

/**
 * Spec 5 rich text, sanitised on write: the allow-list of job-contract.ts (basic formatting tags,
 * links with href, target, class, rel). The browser runs DOMPurify with the same lists on display;
 * storing only clean markup means every other reader (careers page, mails, exports) is safe too.
 */

// DOMPurify's default minus the exotic schemes: web, mail and phone links, or values without a
// scheme (anchors, paths, and the plain values of target, rel and class, which it tests the same
// way). javascript:, data:, vbscript: and every other scheme are dropped with the attribute.
const SAFE_URI = /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;
const TARGETS = new Set(["_blank", "_self", "_parent", "_top"]);

const CONFIG: Config = {
  ALLOWED_TAGS: [...RICH_TEXT_ALLOWED_TAGS],
  ALLOWED_ATTR: [...RICH_TEXT_ALLOWED_ATTRIBUTES],
  ALLOWED_URI_REGEXP: SAFE_URI,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  ALLOW_UNKNOWN_PROTOCOLS: false,
};

let instance: DOMPurify | undefined;

// The jsdom window costs ~100 ms: made on first use, never at import (next build imports modules).
function purifier(): DOMPurify {
  if (instance) return instance;
  const { window } = new JSDOM("");
  const purify = createDOMPurify(window as unknown as WindowLike);
  purify.addHook("afterSanitizeAttributes", (node) => {
    if (node.nodeName !== "A") return;
    const element = node as Element;
    const target = element.getAttribute("target");
    if (target !== null && !TARGETS.has(target.toLowerCase())) element.removeAttribute("target");
    // A page opened in a new tab must not reach back through window.opener, nor learn the referrer.
    if (element.getAttribute("target")?.toLowerCase() === "_blank") element.setAttribute("rel", "noopener noreferrer");
  });
  instance = purify;
  return purify;
}

/** The markup with everything outside the allow-list removed; "" when no text is left. */
export function sanitizeRichText(html: string): string {
  if (html.trim() === "") return "";
  const clean = purifier().sanitize(html, { ...CONFIG, RETURN_TRUSTED_TYPE: false }) as string;
  return richTextIsEmpty(clean) ? "" : clean.trim();
}

/** Whether markup holds no visible text (e.g. "<p><br></p>"), so a required field counts as missing. */
export function richTextIsEmpty(html: string): boolean {
  return (
    html
      .replace(/<[^>]*>/g, "")
      .replace(/&nbsp;|&#160;/gi, "")
      .trim() === ""
  );
}
