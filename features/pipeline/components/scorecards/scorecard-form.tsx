"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useId, useRef, useState } from "react";
import { useForm, type Path } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { ChoiceGroup } from "@/components/ui/choice-group";
import { FormErrorAlert } from "@/components/ui/form-error-alert";
import { FormField } from "@/components/ui/form-field";
import { TextArea } from "@/components/ui/input";
import { toast } from "@/components/ui/toast";
import { toApiClientError } from "@/lib/api-error";
import { applyServerFieldErrors } from "@/lib/form-errors";
import { lazyResolver } from "@/lib/lazy-resolver";
import {
  SCORECARD_ATTRIBUTE_NOTE_MAX_LENGTH,
  SCORECARD_NOTE_MAX_LENGTH,
  SCORECARD_RATINGS,
  SCORECARD_RATING_LABELS,
  SCORECARD_RECOMMENDATIONS,
  SCORECARD_RECOMMENDATION_LABELS,
} from "@/server/modules/scorecards/scorecards-contract";
import type { ApplicantScorecards } from "@/server/modules/scorecards/scorecards-schemas";
import { pipelineKeys } from "../../api/pipeline-keys";
import { useSaveScorecard } from "../../api/save-scorecard";
import type { ScorecardFormOutput } from "../../lib/scorecard-form-schema";
import { scorecardFormDefaults, type ScorecardFormValues } from "../../lib/scorecard-form-values";

const validation = lazyResolver(() => import("../../lib/scorecard-form-schema").then((schema) => schema.scorecardFormResolver));

const RATING_OPTIONS = SCORECARD_RATINGS.map((value) => ({ value: String(value), label: `${value} · ${SCORECARD_RATING_LABELS[value]}` }));
const RECOMMENDATION_OPTIONS = SCORECARD_RECOMMENDATIONS.map((value) => ({ value, label: SCORECARD_RECOMMENDATION_LABELS[value] }));

export type ScorecardFormProps = {
  jobId: string;
  applicationId: string;
  data: Pick<ApplicantScorecards, "kit" | "mine">;
  onDone: () => void;
};

/**
 * The caller's own scorecard: a rating on the 4-point scale (radios) and an optional note per kit
 * attribute, the overall recommendation and an overall note. Loaded when the interviewer opens it,
 * with react-hook-form; its zod schema loads on the first validation.
 */
export function ScorecardForm({ jobId, applicationId, data, onDone }: ScorecardFormProps) {
  const id = useId();
  const queryClient = useQueryClient();
  const save = useSaveScorecard(jobId, applicationId);
  const [error, setError] = useState<unknown>(null);
  const form = useForm<ScorecardFormValues, unknown, ScorecardFormOutput>({ resolver: validation.resolver, defaultValues: scorecardFormDefaults(data) });
  const { errors, isSubmitting } = form.formState;
  const attributes = data.kit.attributes;
  // Opening the form takes focus to its heading, so keyboard and screen-reader users land in it.
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const ratingFields = attributes.flatMap((_, index) => [`ratings.${index}.rating`, `ratings.${index}.note`] as Path<ScorecardFormValues>[]);

  const submit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      await save.mutateAsync(values);
      toast.success({ title: data.mine ? "Scorecard updated" : "Scorecard submitted" });
      onDone();
    } catch (caught) {
      // The kit changed since the form opened: show the new one (the section remounts the form).
      if (toApiClientError(caught).code === "SCORECARD_KIT_MISMATCH") void queryClient.invalidateQueries({ queryKey: pipelineKeys.scorecards(jobId, applicationId) });
      const placed = applyServerFieldErrors(caught, form.setError, ["recommendation", "note", ...ratingFields]);
      if (placed === 0) setError(caught);
    }
  });

  return (
    <form method="post" onSubmit={submit} onFocus={validation.preload} noValidate aria-labelledby={`${id}-title`} className="flex flex-col gap-4 rounded-lg border border-gray-200 bg-gray-50 p-3 sm:p-4">
      <h3 id={`${id}-title`} ref={heading} tabIndex={-1} className="text-sm font-semibold text-gray-900 focus:outline-none">
        {data.mine ? "Edit your scorecard" : "Your scorecard"}
      </h3>
      {attributes.length === 0 ? <p className="text-sm text-gray-600">{"This job's interview kit has no attributes yet: give your overall recommendation."}</p> : null}
      {attributes.map((attribute, index) => (
        <div key={attribute} className="flex flex-col gap-2 border-b border-gray-200 pb-4 last:border-b-0">
          <ChoiceGroup
            legend={attribute}
            required
            type="radio"
            options={RATING_OPTIONS}
            error={errors.ratings?.[index]?.rating?.message}
            inputProps={form.register(`ratings.${index}.rating`)}
          />
          <FormField label={`Note on ${attribute}`} error={errors.ratings?.[index]?.note?.message}>
            {(control) => <TextArea {...control} rows={2} maxLength={SCORECARD_ATTRIBUTE_NOTE_MAX_LENGTH} {...form.register(`ratings.${index}.note`)} />}
          </FormField>
        </div>
      ))}
      <ChoiceGroup
        legend="Overall recommendation"
        required
        type="radio"
        layout="chips"
        options={RECOMMENDATION_OPTIONS}
        error={errors.recommendation?.message}
        inputProps={form.register("recommendation")}
      />
      <FormField label="Overall notes" error={errors.note?.message}>
        {(control) => <TextArea {...control} rows={3} maxLength={SCORECARD_NOTE_MAX_LENGTH} {...form.register("note")} />}
      </FormField>
      {error ? <FormErrorAlert error={error} /> : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="secondary" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" loading={isSubmitting}>
          {data.mine ? "Save scorecard" : "Submit scorecard"}
        </Button>
      </div>
    </form>
  );
}
