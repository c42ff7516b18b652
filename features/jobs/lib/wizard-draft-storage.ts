import { STORAGE_KEYS } from "@/lib/storage-keys";

const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

/** The draft an unfinished /job-post/create started, or null. Storage may be unavailable (private mode). */
export function readStoredDraftId(): string | null {
  try {
    return window.localStorage.getItem(STORAGE_KEYS.jobWizardDraft);
  } catch {
    return null;
  }
}

export function storeDraftId(jobId: string): void {
  try {
    window.localStorage.setItem(STORAGE_KEYS.jobWizardDraft, jobId);
  } catch {
    // Without storage the draft is still in the job list; only the offer to continue is lost.
  }
  notify();
}

/** Forgets the draft id, or only when it is `jobId` (another tab may have started a newer draft). */
export function clearStoredDraftId(jobId?: string): void {
  try {
    if (jobId === undefined || window.localStorage.getItem(STORAGE_KEYS.jobWizardDraft) === jobId) {
      window.localStorage.removeItem(STORAGE_KEYS.jobWizardDraft);
    }
  } catch {
    // Nothing stored, nothing to forget.
  }
  notify();
}

export function subscribeStoredDraft(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener("storage", listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", listener);
  };
}
