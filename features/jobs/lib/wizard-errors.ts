import { get, type FieldErrors } from "react-hook-form";
import type { WizardValues } from "./wizard-values";

/** The message of the error at a dotted path, including an error set on a whole list. */
export function errorAt(errors: FieldErrors<WizardValues>, path: string): string | undefined {
  const entry = get(errors, path) as { message?: string; root?: { message?: string } } | undefined;
  return entry?.message ?? entry?.root?.message;
}
