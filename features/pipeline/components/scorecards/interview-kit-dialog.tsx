"use client";

import { ArrowDown, ArrowUp, Trash2 } from "lucide-react";
import { useState } from "react";
import { useFieldArray, useForm, type Path } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { DialogContent, DialogFooter } from "@/components/ui/dialog";
import { FormErrorAlert } from "@/components/ui/form-error-alert";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/toast";
import { applyServerFieldErrors } from "@/lib/form-errors";
import { lazyResolver } from "@/lib/lazy-resolver";
import { KIT_ATTRIBUTE_MAX_LENGTH, KIT_MAX_ATTRIBUTES } from "@/server/modules/scorecards/scorecards-contract";
import { useSaveInterviewKit } from "../../api/save-interview-kit";
import type { InterviewKitFormOutput } from "../../lib/scorecard-form-schema";
import type { InterviewKitFormValues } from "../../lib/scorecard-form-values";

const validation = lazyResolver(() => import("../../lib/scorecard-form-schema").then((schema) => schema.interviewKitFormResolver));

const INDEXES = Array.from({ length: KIT_MAX_ATTRIBUTES }, (_, index) => index);
// The API names a kit attribute "attributes.N"; the form's field is "attributes.N.name".
const SERVER_FIELDS = Object.fromEntries(INDEXES.map((index) => [`attributes.${index}`, `attributes.${index}.name`])) as Record<string, Path<InterviewKitFormValues>>;

/**
 * The "Edit interview kit" dialog's content (render it inside a controlled <Dialog>): the job's
 * attributes in order, each renamed, moved or removed, up to 20. Loaded when an editor opens it.
 */
export function InterviewKitDialogContent({ jobId, attributes, onClose }: { jobId: string; attributes: string[]; onClose: () => void }) {
  const save = useSaveInterviewKit(jobId);
  const [error, setError] = useState<unknown>(null);
  const form = useForm<InterviewKitFormValues, unknown, InterviewKitFormOutput>({
    resolver: validation.resolver,
    defaultValues: { attributes: (attributes.length > 0 ? attributes : [""]).map((name) => ({ name })) },
  });
  const rows = useFieldArray({ control: form.control, name: "attributes" });
  const { errors, isSubmitting } = form.formState;
  const listError = errors.attributes?.root?.message ?? errors.attributes?.message;

  const submit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      await save.mutateAsync({ attributes: values.attributes.map((row) => row.name) });
      toast.success({ title: "Interview kit saved" });
      onClose();
    } catch (caught) {
      const known = [...INDEXES.map((index) => `attributes.${index}.name` as const), "attributes"] as Path<InterviewKitFormValues>[];
      const placed = applyServerFieldErrors(caught, form.setError, known, SERVER_FIELDS);
      if (placed === 0) setError(caught);
    }
  });

  return (
    <DialogContent title="Edit interview kit" description="Interviewers rate each attribute from 1 to 4. Scorecards already submitted keep what they rated." size="md">
      <form method="post" onSubmit={submit} onFocus={validation.preload} noValidate className="flex flex-col gap-3">
        <ol className="flex flex-col gap-2" aria-label="Attributes">
          {rows.fields.map((field, index) => {
            const fieldError = errors.attributes?.[index]?.name?.message;
            const inputId = `kit-attribute-${field.id}`;
            return (
              <li key={field.id} className="flex flex-col gap-1">
                <div className="flex items-center gap-1.5">
                  <label htmlFor={inputId} className="sr-only">
                    Attribute {index + 1}
                  </label>
                  <Input
                    id={inputId}
                    maxLength={KIT_ATTRIBUTE_MAX_LENGTH}
                    aria-invalid={Boolean(fieldError)}
                    aria-describedby={fieldError ? `${inputId}-error` : undefined}
                    className="min-w-0 flex-1"
                    {...form.register(`attributes.${index}.name`)}
                  />
                  <Button type="button" variant="ghost" size="icon" aria-label={`Move attribute ${index + 1} up`} disabled={index === 0} onClick={() => rows.move(index, index - 1)}>
                    <ArrowUp className="size-4" aria-hidden />
                  </Button>
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon"
                    aria-label={`Move attribute ${index + 1} down`}
                    disabled={index === rows.fields.length - 1}
                    onClick={() => rows.move(index, index + 1)}
                  >
                    <ArrowDown className="size-4" aria-hidden />
                  </Button>
                  <Button type="button" variant="ghostDanger" size="icon" aria-label={`Remove attribute ${index + 1}`} disabled={rows.fields.length === 1} onClick={() => rows.remove(index)}>
                    <Trash2 className="size-4" aria-hidden />
                  </Button>
                </div>
                {fieldError ? (
                  <p id={`${inputId}-error`} role="alert" className="text-xs text-red-600">
                    {fieldError}
                  </p>
                ) : null}
              </li>
            );
          })}
        </ol>
        {listError ? (
          <p role="alert" className="text-xs text-red-600">
            {listError}
          </p>
        ) : null}
        <div>
          <Button type="button" variant="secondary" size="sm" disabled={rows.fields.length >= KIT_MAX_ATTRIBUTES} onClick={() => rows.append({ name: "" })}>
            Add attribute
          </Button>
          <p className="mt-1 text-xs text-gray-500">
            {rows.fields.length} of {KIT_MAX_ATTRIBUTES} attributes, each at most {KIT_ATTRIBUTE_MAX_LENGTH} characters.
          </p>
        </div>
        {error ? <FormErrorAlert error={error} /> : null}
        <DialogFooter flush>
          <Button type="button" variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={isSubmitting}>
            Save kit
          </Button>
        </DialogFooter>
      </form>
    </DialogContent>
  );
}
