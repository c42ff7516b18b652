import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { toApiClientError } from "./api-error";

/**
 * Puts the server's field errors (`data.errors[].field`, dotted paths of the request body) on the
 * form's fields. `fieldMap` renames API fields to form fields where they differ (handphone →
 * phoneNumber); a field the form does not know is left out. Returns how many errors were placed,
 * so the caller shows the general error display of spec 8 only when none could be.
 */
export function applyServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  knownFields: readonly Path<T>[],
  fieldMap: Partial<Record<string, Path<T>>> = {},
): number {
  const known = new Set<string>(knownFields);
  const placedFields = new Set<string>();
  for (const { field, message } of toApiClientError(error).fieldErrors) {
    const target = fieldMap[field] ?? field;
    // The first error of a field wins; focus goes to the first field in error.
    if (!known.has(target) || placedFields.has(target)) continue;
    setError(target as Path<T>, { type: "server", message }, { shouldFocus: placedFields.size === 0 });
    placedFields.add(target);
  }
  return placedFields.size;
}
