"use client";

import { CircleCheck } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { ChoiceGroup } from "@/components/ui/choice-group";
import { toast } from "@/components/ui/toast";
import { NotFilled, ProfileSection } from "./profile-section";
import { SectionFormActions } from "./section-form-actions";

type Option = { value: string; label: string; description?: string };

type ChoiceListSectionProps = {
  title: string;
  description?: string;
  /** The legend of the checkboxes while editing. */
  legend: string;
  options: Option[];
  selected: readonly string[];
  canEdit: boolean;
  layout?: "chips" | "cards";
  emptyText: string;
  onSave: (values: string[]) => Promise<unknown>;
};

/** A profile section that is a set of ticked values (culture values, internship perks). */
export function ChoiceListSection({ title, description, legend, options, selected, canEdit, layout = "chips", emptyText, onSave }: ChoiceListSectionProps) {
  const [editing, setEditing] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const form = useForm<{ values: string[] }>({ defaultValues: { values: [...selected] } });
  const chosen = options.filter((option) => selected.includes(option.value));

  const submit = form.handleSubmit(async ({ values }) => {
    setError(null);
    try {
      await onSave(Array.isArray(values) ? values : values ? [values] : []);
      toast.success({ title: `${title} saved` });
      setEditing(false);
    } catch (caught) {
      setError(caught);
    }
  });

  return (
    <ProfileSection title={title} description={description} canEdit={canEdit}
      editing={editing}
      onEdit={() => {
        form.reset({ values: [...selected] });
        setEditing(true);
      }}
    >
      {editing ? (
        <form method="post" onSubmit={submit} noValidate>
          <ChoiceGroup legend={legend} options={options} layout={layout} inputProps={form.register("values")} />
          <SectionFormActions
            saving={form.formState.isSubmitting}
            onCancel={() => {
              form.reset();
              setError(null);
              setEditing(false);
            }}
            error={error}
          />
        </form>
      ) : chosen.length === 0 ? (
        <p className="text-sm">
          <NotFilled>{emptyText}</NotFilled>
        </p>
      ) : (
        <ul className={layout === "cards" ? "grid gap-2 sm:grid-cols-2" : "flex flex-wrap gap-2"}>
          {chosen.map((option) => (
            <li key={option.value} className="flex items-start gap-2 rounded-lg border border-gray-200 px-3 py-2 text-sm">
              <CircleCheck className="mt-0.5 size-4 shrink-0 text-brand-600" aria-hidden />
              <span>
                <span className="font-medium text-gray-900">{option.label}</span>
                {option.description ? <span className="block text-xs text-gray-600">{option.description}</span> : null}
              </span>
            </li>
          ))}
        </ul>
      )}
    </ProfileSection>
  );
}
