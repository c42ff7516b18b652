import createDOMPurify, { type Config, type DOMPurify, type WindowLike } from "dompurify";
import { JSDOM } from "jsdom";
import { RICH_TEXT_ALLOWED_ATTRIBUTES, RICH_TEXT_ALLOWED_TAGS } from "@/server/modules/jobs/jobs-contract";
import { containsMarkup, plainTextToRichText } from "./rich-text-contract";

/**
 * Spec 5 rich text, sanitised on write: the allow-list of jobs-contract.ts (basic formatting tags,
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

// Sanitising is not cheap (measured 0.8 ms for a short text, ~40 ms for 6,000 characters of
// markup on a busy 2-core machine), and toSafeRichText runs on every read of a company profile and
// public careers page. Its answer depends only on its input, so answers are remembered, up to a
// bounded number of characters (oldest forgotten first).
const REMEMBERED_CHARACTERS = 2_000_000;
const remembered = new Map<string, string>();
let rememberedCharacters = 0;

function remember(value: string, clean: string): void {
  remembered.set(value, clean);
  rememberedCharacters += value.length + clean.length;
  for (const [oldest, answer] of remembered) {
    if (rememberedCharacters <= REMEMBERED_CHARACTERS) break;
    remembered.delete(oldest);
    rememberedCharacters -= oldest.length + answer.length;
  }
}

/**
 * A field that became rich text after plain text was stored in it (company about, what is special):
 * markup is sanitised, text without tags becomes paragraphs; null when nothing is left. Used on
 * write, and on read as well: rows written before these fields were sanitised may hold scripts, and
 * HTML cannot be sanitised in a SQL migration. Cleaning on read (remembered per value, see above)
 * keeps every reader safe without a one-off script to run on each deployment; clean markup comes
 * back unchanged.
 */
export function toSafeRichText(value: string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  let clean = remembered.get(value);
  if (clean === undefined) {
    clean = sanitizeRichText(containsMarkup(value) ? value : plainTextToRichText(value));
    remember(value, clean);
  }
  return clean === "" ? null : clean;
}
