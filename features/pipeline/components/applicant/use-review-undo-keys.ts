"use client";

import { useEffect } from "react";
import { flushPendingActions, undoAllPendingActions } from "../../stores/pending-actions";
import { isTypingTarget } from "./applicant-navigation";

/**
 * Spec 4 on the applicant page: Z undoes every pending decision (not while typing a note or an
 * email), and leaving the document runs them. Unlike the board's useUndoShortcut it does not run
 * them when the page unmounts: after a decision the page opens the next applicant (a new page),
 * and the decision must stay undoable there for its whole delay.
 */
export function useReviewUndoKeys(): void {
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
