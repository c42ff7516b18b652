"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import type { Path, UseFormReturn } from "react-hook-form";
import { toApiClientError } from "@/lib/api-error";
import { JOB_ERROR_CODES } from "@/server/modules/jobs/job-listing-contract";
import type { Job } from "@/server/modules/jobs/jobs-schemas";
import { useCreateJob } from "../api/create-job";
import { useUpdateJob } from "../api/update-job";
import { crossFieldIssues, fieldIssues, serverIssues, type FieldIssue } from "../lib/wizard-validation";
import { changedFields, draftFieldOf, payloadValue, stableJson, type DraftField, type WizardStep, type WizardValues } from "../lib/wizard-values";

/** About the pause between keystrokes after which a change is saved. */
export const AUTOSAVE_DELAY_MS = 800;

/** pending: changes wait for the pause; invalid: saved except fields showing an error. */
export type SaveStatus = "idle" | "pending" | "saving" | "saved" | "invalid" | "error";

type Options = {
  form: UseFormReturn<WizardValues>;
  /** The job being edited, or null until the first change creates the draft. */
  jobId: string | null;
  /** What the form started from (the defaults, or the job as loaded). */
  baseline: WizardValues;
  onCreated: (job: Job) => void;
};

/** The server answers steps in the order sent: new ones get their id at the same place. */
function withServerStepIds(sent: WizardStep[], job: Job): WizardStep[] {
  const stored = [...job.recruitmentSteps].sort((a, b) => a.position - b.position);
  return sent.map((step, index) => (step.id || !stored[index] ? step : { ...step, id: stored[index].id }));
}

/**
 * Saves the wizard as the user goes: the first change creates the draft (POST; a visit alone
 * creates nothing), later ones PATCH only the fields that changed, after a pause of about 800 ms,
 * or at once through `flush` (step change, leaving the page). A field failing the contract keeps
 * its value and its error in the form and stays out of the request, so the rest still saves.
 */
export function useJobAutosave({ form, jobId, baseline, onCreated }: Options) {
  const { mutateAsync: createJob } = useCreateJob();
  const { mutateAsync: updateJob } = useUpdateJob();
  const [status, setStatus] = useState<SaveStatus>("idle");
  const jobIdRef = useRef(jobId);
  const savedRef = useRef(baseline);
  // Values the server refused, by field: not sent again until the user changes them.
  const refusedRef = useRef(new Map<DraftField, string>());
  const timerRef = useRef<ReturnType<typeof setTimeout> | null>(null);
  const runningRef = useRef<Promise<boolean> | null>(null);
  const statusRef = useRef<SaveStatus>("idle");
  const onCreatedRef = useRef(onCreated);

  useEffect(() => {
    onCreatedRef.current = onCreated;
  });

  const report = useCallback((next: SaveStatus) => {
    statusRef.current = next;
    setStatus(next);
  }, []);

  const showIssues = useCallback(
    (issues: FieldIssue[]) => {
      for (const issue of issues) form.setError(issue.path as Path<WizardValues>, { type: "validate", message: issue.message });
    },
    [form],
  );

  const unsavedFields = useCallback(() => {
    const values = form.getValues();
    return changedFields(values, savedRef.current).filter((field) => refusedRef.current.get(field) !== stableJson(values[field]));
  }, [form]);

  const saveOnce = useCallback(async (): Promise<boolean> => {
    const values = form.getValues();
    let fields = unsavedFields();
    // Moving between steps of an untouched new job is not a change worth a draft.
    if (!jobIdRef.current && fields.every((field) => field === "wizardStep")) fields = [];
    if (fields.length === 0) {
      report(statusRef.current === "idle" ? "idle" : refusedRef.current.size > 0 ? "invalid" : "saved");
      return true;
    }
    const invalid = fields.flatMap((field) => fieldIssues(field, values[field]));
    const salaryTouched = fields.includes("startRange") || fields.includes("endRange");
    const crossIssues = salaryTouched ? crossFieldIssues(values) : [];
    invalid.push(...crossIssues);
    showIssues(invalid);
    const invalidFields = new Set(invalid.map((issue) => draftFieldOf(issue.path)));
    // An inverted range is held back whole: either end alone would be refused against the stored other.
    if (crossIssues.length > 0) invalidFields.add("startRange").add("endRange");
    let sending = fields.filter((field) => !invalidFields.has(field));
    if (sending.length === 0) {
      report("invalid");
      return false;
    }
    report("saving");
    while (sending.length > 0) {
      const payload: Record<string, unknown> = {};
      for (const field of sending) payload[field] = payloadValue(field, values);
      try {
        const job = jobIdRef.current
          ? await updateJob({ jobId: jobIdRef.current, changes: payload })
          : await createJob(payload);
        const saved = { ...savedRef.current };
        for (const field of sending) {
          (saved as Record<string, unknown>)[field] = values[field];
          refusedRef.current.delete(field);
        }
        if (sending.includes("recruitmentSteps")) saved.recruitmentSteps = withServerStepIds(values.recruitmentSteps, job);
        savedRef.current = saved;
        if (sending.includes("recruitmentSteps")) {
          // New steps take the id the server gave them, so the next save updates them, not adds them again.
          const current = form.getValues("recruitmentSteps");
          saved.recruitmentSteps.forEach((step) => {
            const index = current.findIndex((row) => row.clientKey === step.clientKey);
            if (index >= 0 && !current[index]?.id && step.id) form.setValue(`recruitmentSteps.${index}.id`, step.id);
          });
        }
        if (!jobIdRef.current) {
          jobIdRef.current = job.id;
          onCreatedRef.current(job);
        }
        break;
      } catch (caught) {
        const error = toApiClientError(caught);
        if (error.code === JOB_ERROR_CODES.stepInUse) {
          // A step still holding applicants cannot go: put the saved steps back, with the reason.
          form.setValue("recruitmentSteps", savedRef.current.recruitmentSteps);
          form.setError("recruitmentSteps", { type: "server", message: error.message });
          invalid.push({ path: "recruitmentSteps", message: error.message });
          sending = sending.filter((field) => field !== "recruitmentSteps");
          continue;
        }
        const issues = error.status === 422 || error.status === 400 ? serverIssues(error) : [];
        if (issues.length === 0) {
          report("error");
          return false;
        }
        showIssues(issues);
        const refused = new Set(issues.map((issue) => draftFieldOf(issue.path)));
        for (const field of sending) if (refused.has(field)) refusedRef.current.set(field, stableJson(values[field]));
        invalid.push(...issues);
        // The fields the server did not name are fine: save them without the refused ones.
        sending = sending.filter((field) => !refused.has(field));
      }
    }
    if (timerRef.current) report("pending");
    else report(invalid.length > 0 || refusedRef.current.size > 0 ? "invalid" : "saved");
    return invalid.length === 0;
  }, [createJob, form, report, showIssues, unsavedFields, updateJob]);

  /** Saves what is unsaved now, after any save already running; true when nothing was left out. */
  const flush = useCallback((): Promise<boolean> => {
    if (timerRef.current) clearTimeout(timerRef.current);
    timerRef.current = null;
    const previous = runningRef.current ?? Promise.resolve(true);
    const run = previous.then(saveOnce, saveOnce);
    runningRef.current = run;
    void run.finally(() => {
      if (runningRef.current === run) runningRef.current = null;
    });
    return run;
  }, [saveOnce]);

  const schedule = useCallback(() => {
    if (timerRef.current) clearTimeout(timerRef.current);
    timerRef.current = setTimeout(() => void flush(), AUTOSAVE_DELAY_MS);
  }, [flush]);

  useEffect(() => {
    const subscription = form.watch((_values, { name }) => {
      const field = name ? draftFieldOf(name) : null;
      if (field && !name?.endsWith(".id")) form.clearErrors(field);
      if (unsavedFields().length === 0) return;
      if (statusRef.current !== "saving") report("pending");
      schedule();
    });
    return () => subscription.unsubscribe();
  }, [form, report, schedule, unsavedFields]);

  // Leaving the page saves what is waiting; the browser warns only while something is unsaved.
  const flushRef = useRef(flush);
  useEffect(() => {
    flushRef.current = flush;
  });
  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (["pending", "saving", "error", "invalid"].includes(statusRef.current)) {
        event.preventDefault();
        event.returnValue = "";
      }
    };
    window.addEventListener("beforeunload", warn);
    return () => {
      window.removeEventListener("beforeunload", warn);
      if (timerRef.current) void flushRef.current();
    };
  }, []);

  /** Starts over from `values` as saved (after a reset or a reload from the server). */
  const restart = useCallback(
    (values: WizardValues, nextJobId: string | null) => {
      if (timerRef.current) clearTimeout(timerRef.current);
      timerRef.current = null;
      jobIdRef.current = nextJobId;
      savedRef.current = values;
      refusedRef.current.clear();
      form.reset(values);
      report("idle");
    },
    [form, report],
  );

  return { status, flush, restart };
}
