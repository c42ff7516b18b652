import { invalidField } from "@/server/api/errors";

/**
 * The file a multipart form carries in `field`, or null when none was chosen: the field left out,
 * sent empty, or the nameless empty part an untouched file input sends. Anything else in a file
 * field (text) is a malformed request, refused naming the field rather than read as "no file".
 */
export function chosenFormFile(form: Record<string, unknown>, field: string, message: string): File | null {
  const value = form[field];
  if (value === undefined || value === "") return null;
  if (!(value instanceof File)) throw invalidField(field, message);
  return value.size > 0 || value.name !== "" ? value : null;
}
