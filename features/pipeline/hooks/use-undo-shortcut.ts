"use client";

import { useEffect } from "react";
import { flushPendingActions, undoAllPendingActions } from "../stores/pending-actions";

function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(target.tagName);
}

/**
 * Spec 4: Z undoes every pending action, except while typing (a note, an email) or with a modifier
 * held. Pending decisions run at once when the page is left, so none is lost.
 */
export function useUndoShortcut(): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() !== "z" || event.ctrlKey || event.metaKey || event.altKey || isTyping(event.target)) return;
      if (undoAllPendingActions() > 0) event.preventDefault();
    };
    const onPageHide = () => void flushPendingActions();
    window.addEventListener("keydown", onKeyDown);
    window.addEventListener("pagehide", onPageHide);
    return () => {
      window.removeEventListener("keydown", onKeyDown);
      window.removeEventListener("pagehide", onPageHide);
      void flushPendingActions();
    };
  }, []);
}
