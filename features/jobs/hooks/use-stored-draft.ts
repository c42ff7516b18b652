"use client";

import { useSyncExternalStore } from "react";
import { readStoredDraftId, subscribeStoredDraft } from "../lib/wizard-draft-storage";

/**
 * The id of the unfinished draft remembered in this browser: null when none, undefined while it
 * cannot be known yet (server rendering and hydration), so nothing flashes before the answer.
 */
export function useStoredDraftId(): string | null | undefined {
  return useSyncExternalStore<string | null | undefined>(subscribeStoredDraft, readStoredDraftId, () => undefined);
}
