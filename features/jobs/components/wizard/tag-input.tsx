import { Plus, X } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";

type TagInputProps = {
  label: string;
  values: string[];
  onChange: (values: string[]) => void;
  placeholder?: string;
  hint?: string;
  error?: string;
  max?: number;
};

/** A list of short texts (skills, cities, benefits): type one, Enter or Add puts it in the list. */
export function TagInput({ label, values, onChange, placeholder, hint, error, max }: TagInputProps) {
  const [draft, setDraft] = useState("");
  const full = max !== undefined && values.length >= max;
  const add = () => {
    const text = draft.trim().replace(/,$/, "").trim();
    if (!text || full) return;
    if (!values.some((value) => value.toLowerCase() === text.toLowerCase())) onChange([...values, text]);
    setDraft("");
  };
  return (
    <FormField label={label} hint={hint ?? "Press Enter to add each one."} error={error}>
      {(control) => (
        <div className="flex flex-col gap-2">
          <div className="flex gap-2">
            <Input
              {...control}
              value={draft}
              placeholder={placeholder}
              disabled={full}
              onChange={(event) => setDraft(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === "Enter" || event.key === ",") {
                  event.preventDefault();
                  add();
                }
              }}
            />
            <Button type="button" variant="secondary" onClick={add} disabled={full || draft.trim() === ""} aria-label={`Add to ${label}`}>
              <Plus className="size-4" aria-hidden />
              <span className="hidden sm:inline">Add</span>
            </Button>
          </div>
          {values.length > 0 ? (
            <ul className="flex flex-wrap gap-2" aria-label={label}>
              {values.map((value) => (
                <li key={value} className="inline-flex max-w-full items-center gap-1 rounded-full bg-brand-50 py-1 pr-1 pl-3 text-sm text-brand-900">
                  <span className="truncate">{value}</span>
                  <button
                    type="button"
                    onClick={() => onChange(values.filter((item) => item !== value))}
                    className="rounded-full p-0.5 hover:bg-brand-100"
                    aria-label={`Remove ${value}`}
                  >
                    <X className="size-3.5" aria-hidden />
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      )}
    </FormField>
  );
}
