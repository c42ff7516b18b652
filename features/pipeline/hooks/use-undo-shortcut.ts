"use client";

import { useEffect } from "react";
import { isTypingTarget } from "@/lib/keyboard";
import { flushPendingActions, undoAllPendingActions } from "../stores/pending-actions";

/**
 * Spec 4: Z undoes every pending action, except while typing (a note, an email) or with a modifier
 * held. Pending decisions run at once when the document is left (closing the tab, a full reload),
 * so none is lost. Moving between the portal's own pages does not run them: the undo queue and its
 * toasts live outside any page, so a decision taken on the board stays undoable on the applicant
 * page it opens, and the applicant page's move to the next applicant keeps its decision undoable.
 */
export function useUndoShortcut(): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() !== "z" || event.ctrlKey || event.metaKey || event.altKey || isTypingTarget(event.target)) return;
      if (undoAllPendingActions() > 0) event.preventDefault();
    };
    const onPageHide = () => void flushPendingActions();
    window.addEventListener("keydown", onKeyDown);
    window.addEventListener("pagehide", onPageHide);
    return () => {
      window.removeEventListener("keydown", onKeyDown);
      window.removeEventListener("pagehide", onPageHide);
    };
  }, []);
}
