import { invalidFields, type ApiError, type FieldError } from "@/server/api/errors";

/**
 * Text PostgreSQL cannot store as sent: a NUL character (text values refuse it, so the statement
 * fails) or an unpaired UTF-16 surrogate (the driver's UTF-8 encoding would silently turn it into
 * U+FFFD, so what is stored is not what was sent).
 */
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const hasUnstorableText = (text: string): boolean => UNSTORABLE.test(text);

/** The text with each unstorable character replaced by U+FFFD, for keeping a copy of what was sent. */
export const replaceUnstorableText = (text: string): string => (hasUnstorableText(text) ? text.replace(new RegExp(UNSTORABLE.source, "g"), "\uFFFD") : text);

/**
 * The dotted paths (as the field errors name them: `name`, `steps.2.title`) of every string in a
 * parsed JSON value, and of every object key, that holds unstorable text; `path` is the value's own.
 */
export function unstorableTextFields(value: unknown, path = ""): string[] {
  const join = (key: string | number) => (path ? `${path}.${key}` : String(key));
  if (typeof value === "string") return hasUnstorableText(value) ? [path] : [];
  if (Array.isArray(value)) return value.flatMap((item, index) => unstorableTextFields(item, join(index)));
  if (value !== null && typeof value === "object") {
    return Object.entries(value).flatMap(([key, item]) => (hasUnstorableText(key) ? [join(key)] : unstorableTextFields(item, join(key))));
  }
  return [];
}

export const UNSTORABLE_MESSAGE = "contains a character that cannot be stored (a NUL character or an unpaired surrogate)";

/** The 422 for these fields (names as unstorableTextFields gives them; "" is the body itself). */
export function unstorableTextError(fields: readonly string[]): ApiError {
  const errors: FieldError[] = fields.map((field) => ({ field: field || "body", message: UNSTORABLE_MESSAGE }));
  return invalidFields("input", errors);
}
