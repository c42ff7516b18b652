"use client";

import { useLayoutEffect, useRef } from "react";
import { FormField } from "@/components/ui/form-field";
import { Input, TextArea } from "@/components/ui/input";
import { EMAIL_BODY_MAX_LENGTH, EMAIL_SUBJECT_MAX_LENGTH } from "@/server/modules/candidate-emails/candidate-emails-contract";

export type EmailFields = { subject: string; body: string };
type FieldName = keyof EmailFields;
type FieldElement = HTMLInputElement | HTMLTextAreaElement;

/** `{{Talent Name}}`: how a placeholder is written in a template (contract §5). */
export const placeholderToken = (name: string) => `{{${name}}}`;

/**
 * The subject and body of an email with chips that insert a placeholder where the caret was in
 * the field last used (the body by default). Shared by the composer and the templates editor.
 */
export function PlaceholderFields({
  value,
  onChange,
  placeholders,
  errors = {},
  readOnly = false,
  idPrefix,
}: {
  value: EmailFields;
  onChange: (value: EmailFields) => void;
  placeholders: readonly string[];
  errors?: Partial<Record<FieldName, string>>;
  readOnly?: boolean;
  /** Distinguishes the chips' group label when two editors share a page. */
  idPrefix: string;
}) {
  const fields = useRef<Record<FieldName, FieldElement | null>>({ subject: null, body: null });
  const lastField = useRef<FieldName>("body");
  // Where the caret goes once the inserted text is rendered.
  const caret = useRef<{ field: FieldName; at: number } | null>(null);

  useLayoutEffect(() => {
    const pending = caret.current;
    if (!pending) return;
    caret.current = null;
    const element = fields.current[pending.field];
    element?.focus();
    element?.setSelectionRange(pending.at, pending.at);
  });

  function insert(name: string) {
    const field = lastField.current;
    const element = fields.current[field];
    const current = value[field];
    const start = element?.selectionStart ?? current.length;
    const end = element?.selectionEnd ?? current.length;
    const token = placeholderToken(name);
    caret.current = { field, at: start + token.length };
    onChange({ ...value, [field]: `${current.slice(0, start)}${token}${current.slice(end)}` });
  }

  const track = (field: FieldName) => () => {
    lastField.current = field;
  };

  return (
    <div className="flex flex-col gap-4">
      <FormField label="Subject" required error={errors.subject}>
        {(control) => (
          <Input
            {...control}
            ref={(element) => {
              fields.current.subject = element;
            }}
            value={value.subject}
            maxLength={EMAIL_SUBJECT_MAX_LENGTH}
            readOnly={readOnly}
            onFocus={track("subject")}
            onChange={(event) => onChange({ ...value, subject: event.target.value })}
          />
        )}
      </FormField>
      <FormField label="Message" required error={errors.body}>
        {(control) => (
          <TextArea
            {...control}
            ref={(element) => {
              fields.current.body = element;
            }}
            rows={10}
            value={value.body}
            maxLength={EMAIL_BODY_MAX_LENGTH}
            readOnly={readOnly}
            onFocus={track("body")}
            onChange={(event) => onChange({ ...value, body: event.target.value })}
          />
        )}
      </FormField>
      {placeholders.length > 0 ? (
        <div role="group" aria-labelledby={`${idPrefix}-placeholders`} className="flex flex-col gap-2">
          <p id={`${idPrefix}-placeholders`} className="text-sm font-medium text-gray-800">
            {readOnly ? "Placeholders" : "Insert a placeholder"}
            <span className="ml-1 font-normal text-gray-600">(filled in for each candidate)</span>
          </p>
          <ul className="flex flex-wrap gap-2">
            {placeholders.map((name) => (
              <li key={name}>
                {readOnly ? (
                  <code className="rounded-full bg-gray-100 px-2.5 py-1 text-xs text-gray-800">{placeholderToken(name)}</code>
                ) : (
                  <button
                    type="button"
                    aria-label={`Insert ${name}`}
                    // Keeps the caret in the field being written in.
                    onMouseDown={(event) => event.preventDefault()}
                    onClick={() => insert(name)}
                    className="rounded-full border border-brand-200 bg-brand-50 px-2.5 py-1 font-mono text-xs text-brand-800 hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-brand-600"
                  >
                    {placeholderToken(name)}
                  </button>
                )}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
