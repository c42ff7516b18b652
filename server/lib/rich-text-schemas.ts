import { z } from "zod";
import { richTextLength } from "./rich-text-contract";

/**
 * A rich text field of at most `maxText` characters of text (what the reader sees and the form's
 * counter shows), with the markup itself capped at `maxMarkup` so formatting cannot grow a row
 * without bound. The service sanitises what passes (server/lib/rich-text.ts).
 */
export function richTextField(maxText: number, maxMarkup: number) {
  return z
    .string()
    .trim()
    .max(maxMarkup, `The formatted text may be at most ${maxMarkup} characters long`)
    .refine((value) => richTextLength(value) <= maxText, `At most ${maxText} characters`);
}
