"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { FormProvider, useForm, type Path } from "react-hook-form";
import { HeaderBack } from "@/components/layout/header-back";
import { toastError } from "@/components/ui/error-display";
import { toast } from "@/components/ui/toast";
import { toApiClientError, type ApiClientError } from "@/lib/api-error";
import { jobPaths } from "@/lib/routes";
import { WIZARD_STEPS, type WizardStepKey } from "@/server/modules/jobs/jobs-contract";
import { JOB_ERROR_CODES } from "@/server/modules/jobs/job-listing-contract";
import type { Job } from "@/server/modules/jobs/jobs-schemas";
import { useDeleteJob } from "../../api/delete-job";
import { jobQueryOptions } from "../../api/get-job";
import { usePublishJob } from "../../api/publish-job";
import { useJobAutosave } from "../../hooks/use-job-autosave";
import { clearStoredDraftId, storeDraftId } from "../../lib/wizard-draft-storage";
import { firstStepOf, loadWizardChecks, preloadWizardChecks, serverIssues, stepIssues, stepOfPath, STEP_FIELDS, type FieldIssue } from "../../lib/wizard-validation";
import { defaultWizardValues, toWizardValues, type WizardValues } from "../../lib/wizard-values";
import { QuotaReachedDialog } from "../quota-reached-dialog";
import { ApplicantOptionsStep } from "./applicant-options-step";
import { BasicInfoStep } from "./basic-info-step";
import { HiringStepsStep } from "./hiring-steps-step";
import { JobDescriptionStep } from "./job-description-step";
import { ResetWizardDialog } from "./reset-wizard-dialog";
import { WizardFooter } from "./wizard-footer";
import { WizardSaveStatus } from "./wizard-save-status";
import { WizardStepIndicator } from "./wizard-step-indicator";

export type WizardFormProps = {
  job: Job | null;
  initialValues: WizardValues;
  alternateUrls: boolean;
  aiCriteria: boolean;
  /** Called once the first change has created the draft. */
  onDraftCreated?: () => void;
};

const isStepKey = (value: string): value is WizardStepKey => WIZARD_STEPS.some((step) => step.key === value);
/** The step at an index of WIZARD_STEPS, clamped to the four that exist. */
const stepAt = (index: number): WizardStepKey => WIZARD_STEPS[Math.min(Math.max(index, 0), WIZARD_STEPS.length - 1)]!.key;
const isLive = (job: Job | null) => Boolean(job && (job.status !== "draft" || job.publishedAt));

/** The job wizard of spec 2.6: four steps, autosaved as the user goes, published from the last. */
export function WizardForm({ job, initialValues, alternateUrls, aiCriteria, onDraftCreated }: WizardFormProps) {
  const router = useRouter();
  const queryClient = useQueryClient();
  const form = useForm<WizardValues>({ defaultValues: initialValues });
  const [currentJob, setCurrentJob] = useState(job);
  const jobIdRef = useRef(job?.id ?? null);
  const [step, setStep] = useState<WizardStepKey>(isStepKey(initialValues.wizardStep) ? initialValues.wizardStep : "basicInfo");
  const [quotaError, setQuotaError] = useState<ApiClientError | null>(null);
  const [focusRequest, setFocusRequest] = useState<{ target: "heading" | "error"; tick: number } | null>(null);
  const contentRef = useRef<HTMLFormElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const publishJob = usePublishJob();
  const deleteJob = useDeleteJob();

  const autosave = useJobAutosave({
    form,
    jobId: job?.id ?? null,
    baseline: initialValues,
    onCreated: (created) => {
      jobIdRef.current = created.id;
      setCurrentJob(created);
      onDraftCreated?.();
      storeDraftId(created.id);
      // The native history API (which Next's router follows when given no state of its own) keeps
      // this page and what is being typed while the address becomes the draft's, so a reload
      // resumes it; router.replace would load the edit route and remount the wizard mid-edit.
      window.history.replaceState(null, "", jobPaths.edit(created.id, alternateUrls));
    },
  });

  // The field checks (the draft schema, so zod) are not in the first load: they come once the page
  // is idle, or with the first focus in the form, and the step checks wait for them.
  useEffect(() => {
    const idle = typeof window.requestIdleCallback === "function";
    const handle = idle ? window.requestIdleCallback(preloadWizardChecks, { timeout: 3000 }) : window.setTimeout(preloadWizardChecks, 500);
    return () => (idle ? window.cancelIdleCallback(handle) : window.clearTimeout(handle));
  }, []);

  useEffect(() => {
    if (!focusRequest) return;
    if (focusRequest.target === "heading") {
      headingRef.current?.focus();
      return;
    }
    const invalid = contentRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    const control = invalid?.matches("input, select, textarea, [contenteditable], button")
      ? invalid
      : invalid?.querySelector<HTMLElement>("input, select, textarea, [contenteditable], button");
    (control ?? headingRef.current)?.focus();
  }, [focusRequest]);

  const { errors } = form.formState;
  const stepsWithErrors = new Set(Object.keys(errors).flatMap((field) => stepOfPath(field) ?? []));

  const focus = (target: "heading" | "error") => setFocusRequest((previous) => ({ target, tick: (previous?.tick ?? 0) + 1 }));

  const goTo = (next: WizardStepKey, focusTarget: "heading" | "error" = "heading") => {
    form.setValue("wizardStep", next);
    setStep(next);
    focus(focusTarget);
    // The step is remembered with the job, so returning resumes here.
    void autosave.flush();
  };

  const showIssues = (issues: FieldIssue[]) => {
    for (const issue of issues) form.setError(issue.path as Path<WizardValues>, { type: "validate", message: issue.message });
  };

  const stepIndex = WIZARD_STEPS.findIndex((entry) => entry.key === step);

  /** The field checks, once loaded; without them (offline) the server's validation of the save answers. */
  const checksReady = () => loadWizardChecks().catch(() => undefined);

  const next = async () => {
    await checksReady();
    const issues = stepIssues(step, form.getValues());
    form.clearErrors(STEP_FIELDS[step]);
    if (issues.length > 0) {
      showIssues(issues);
      focus("error");
      return;
    }
    goTo(stepAt(stepIndex + 1));
  };

  /** Everything publishing needs the client can check, step by step; true when all is well. */
  const checkAllSteps = async () => {
    await checksReady();
    const issues = WIZARD_STEPS.flatMap((entry) => stepIssues(entry.key, form.getValues()));
    if (issues.length === 0) return true;
    showIssues(issues);
    const first = firstStepOf(issues.map((issue) => issue.path)) ?? step;
    if (first === step) focus("error");
    else goTo(first, "error");
    return false;
  };

  const saveBeforeLeaving = async (): Promise<boolean> => {
    const saved = await autosave.flush();
    if (saved) return true;
    const problem = firstStepOf(Object.keys(form.formState.errors));
    if (problem) goTo(problem, "error");
    else toast.error({ title: "Couldn’t save the job", subtitle: "Check your connection and try again." });
    return false;
  };

  const publish = async () => {
    if (!(await checkAllSteps()) || !(await saveBeforeLeaving())) return;
    const jobId = jobIdRef.current;
    if (!jobId) return;
    try {
      const published = await publishJob.mutateAsync(jobId);
      clearStoredDraftId(jobId);
      toast.success({ title: "Job published", subtitle: `${published.role} is now open for applications.` });
      router.push(jobPaths.list());
    } catch (caught) {
      const error = toApiClientError(caught);
      if (error.code === JOB_ERROR_CODES.quotaReached) {
        setQuotaError(error);
        return;
      }
      const issues = error.code === JOB_ERROR_CODES.notPublishable || error.status === 422 ? serverIssues(error) : [];
      if (issues.length === 0) {
        toastError(error);
        return;
      }
      showIssues(issues);
      goTo(firstStepOf(issues.map((issue) => issue.path)) ?? step, "error");
    }
  };

  const finish = async () => {
    if (!(await saveBeforeLeaving())) return;
    const jobId = jobIdRef.current;
    if (jobId && !isLive(currentJob)) {
      clearStoredDraftId(jobId);
      toast.success({ title: "Draft saved", subtitle: "Find it in your job posts to finish it later." });
    }
    router.push(jobPaths.list());
  };

  const reset = async () => {
    const jobId = jobIdRef.current;
    if (jobId && isLive(currentJob)) {
      try {
        const fresh = await queryClient.fetchQuery({ ...jobQueryOptions(jobId), staleTime: 0 });
        const values = toWizardValues(fresh);
        setCurrentJob(fresh);
        autosave.restart(values, jobId);
        setStep(isStepKey(values.wizardStep) ? values.wizardStep : "basicInfo");
        focus("heading");
      } catch (caught) {
        toastError(caught);
      }
      return;
    }
    if (jobId) {
      try {
        await deleteJob.mutateAsync(jobId);
      } catch (caught) {
        toastError(caught);
        return;
      }
      clearStoredDraftId(jobId);
      window.history.replaceState(null, "", jobPaths.create(alternateUrls));
    }
    jobIdRef.current = null;
    setCurrentJob(null);
    autosave.restart(defaultWizardValues(), null);
    setStep("basicInfo");
    focus("heading");
  };

  const stepLabel = WIZARD_STEPS.find((entry) => entry.key === step)?.label ?? "";
  return (
    <div className="mx-auto w-full max-w-4xl px-4 pb-16 sm:px-6">
      <HeaderBack label="Job Post" href={jobPaths.list()} />
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 pt-2 pb-4">
        <h1 className="text-2xl font-semibold text-white">{currentJob ? "Edit job post" : "Create a job post"}</h1>
        <div className="flex items-center gap-2">
          <WizardSaveStatus status={autosave.status} onRetry={() => void autosave.flush()} />
          <ResetWizardDialog mode={isLive(currentJob) ? "reloadJob" : "discardDraft"} onConfirm={reset} />
        </div>
      </div>
      <WizardStepIndicator current={step} withErrors={stepsWithErrors} onSelect={(key) => key !== step && goTo(key)} />
      <FormProvider {...form}>
        <form method="post" ref={contentRef} noValidate onFocus={preloadWizardChecks} onSubmit={(event) => event.preventDefault()} className="mt-4 rounded-2xl bg-white p-4 shadow-xl sm:p-8">
          <h2 ref={headingRef} tabIndex={-1} className="mb-6 text-xl font-semibold text-gray-900 outline-none">
            {stepLabel}
            <span className="sr-only">, step {stepIndex + 1} of {WIZARD_STEPS.length}</span>
          </h2>
          {step === "basicInfo" ? <BasicInfoStep /> : null}
          {step === "jobDescription" ? <JobDescriptionStep /> : null}
          {step === "applicantOptions" ? <ApplicantOptionsStep aiCriteria={aiCriteria} /> : null}
          {step === "hiringSteps" ? <HiringStepsStep /> : null}
          <WizardFooter
            first={stepIndex === 0}
            last={stepIndex === WIZARD_STEPS.length - 1}
            live={isLive(currentJob)}
            publishing={publishJob.isPending}
            onBack={() => goTo(stepAt(stepIndex - 1))}
            onNext={() => void next()}
            onPublish={() => void publish()}
            onFinish={() => void finish()}
          />
        </form>
      </FormProvider>
      <QuotaReachedDialog open={quotaError !== null} onOpenChange={(open) => !open && setQuotaError(null)} error={quotaError} />
    </div>
  );
}
