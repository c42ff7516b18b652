import { useEffect } from "react";
import type { DeepPartial, UseFormReturn } from "react-hook-form";
import { STORAGE_KEYS } from "@/lib/storage-keys";
import type { OnboardingFormValues } from "../onboarding-form-schema";

/** The unfinished form in localStorage, so a reload (or a closed tab) loses nothing. */
export type OnboardingDraft = { userId: string; step: number; values: DeepPartial<OnboardingFormValues> };

/** The saved draft of this user, if any; another person's draft on a shared browser is ignored. */
export function readOnboardingDraft(userId: string): OnboardingDraft | null {
  try {
    const draft = JSON.parse(window.localStorage.getItem(STORAGE_KEYS.onboardingDraft) ?? "null") as OnboardingDraft | null;
    return draft && draft.userId === userId && typeof draft.values === "object" ? draft : null;
  } catch {
    return null;
  }
}

function writeDraft(draft: OnboardingDraft): void {
  try {
    window.localStorage.setItem(STORAGE_KEYS.onboardingDraft, JSON.stringify(draft));
  } catch {
    // Storage full or blocked: the form still works, it just cannot survive a reload.
  }
}

export function clearOnboardingDraft(): void {
  window.localStorage.removeItem(STORAGE_KEYS.onboardingDraft);
}

/** Saves every change of the form and of the current step. */
export function useSaveOnboardingDraft(form: UseFormReturn<OnboardingFormValues>, userId: string, step: number): void {
  useEffect(() => {
    writeDraft({ userId, step, values: form.getValues() });
    const subscription = form.watch((values) => writeDraft({ userId, step, values }));
    return () => subscription.unsubscribe();
  }, [form, userId, step]);
}
