"use client";

import { FormField } from "@/components/ui/form-field";
import { NativeSelect } from "@/components/ui/native-select";
import { IMPORT_FIELD_DEFINITIONS } from "@/server/modules/job-imports/job-imports-contract";
import type { ImportField, ImportMapping } from "@/server/modules/job-imports/job-imports-schemas";

/**
 * One select per applicant field, offering the file's column headers; required fields carry the
 * asterisk and say so while they have no column. `errors` are the server's, by field.
 */
export function ColumnMappingForm({
  headers,
  mapping,
  onChange,
  errors = {},
  disabled,
}: {
  headers: readonly string[];
  mapping: ImportMapping;
  onChange: (mapping: ImportMapping) => void;
  errors?: Partial<Record<ImportField, string>>;
  disabled?: boolean;
}) {
  const options = headers.map((header) => ({ value: header, label: header }));
  const choose = (field: ImportField, header: string) => {
    const next: ImportMapping = { ...mapping };
    if (header) next[field] = header;
    else delete next[field];
    onChange(next);
  };
  return (
    <fieldset className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" disabled={disabled}>
      <legend className="sr-only">Columns for each field</legend>
      {IMPORT_FIELD_DEFINITIONS.map((field) => {
        const missing = field.required && !mapping[field.key] ? `Choose the column that holds ${field.label}` : undefined;
        return (
          <FormField key={field.key} label={field.label} required={field.required} hint={field.hint} error={errors[field.key] ?? missing}>
            {(control) => (
              <NativeSelect
                {...control}
                value={mapping[field.key] ?? ""}
                placeholder={field.required ? "Choose a column" : "Not imported"}
                options={options}
                onChange={(event) => choose(field.key, event.target.value)}
              />
            )}
          </FormField>
        );
      })}
    </fieldset>
  );
}
