import { HRIS_TEXTS } from "./hris-texts";

/** A tab opened on the user's click, waiting for the address of the HRIS sign-in. */
export type HandoffTab = {
  /** Sends the waiting tab to the address; false when there was no tab (blocked) or it was closed. */
  go: (url: string) => boolean;
  /** Closes the waiting tab (the check ended in a modal or an error). */
  close: () => void;
};

/**
 * Opens an empty tab now, inside the click that asked for HRIS. Browsers only let a page open a tab
 * during a user gesture; the login token arrives after a few requests, too late for window.open.
 * The tab is cut off from this page (opener = null) before it is sent anywhere.
 */
export function openHandoffTab(): HandoffTab {
  let tab: Window | null = null;
  try {
    tab = window.open("", "_blank");
  } catch {
    tab = null;
  }
  if (tab) {
    try {
      tab.opener = null;
      tab.document.title = HRIS_TEXTS.openingTab;
      tab.document.body.textContent = HRIS_TEXTS.openingTab;
    } catch {
      // A tab we cannot write to still works as a destination.
    }
  }
  return {
    go: (url) => {
      if (!tab || tab.closed) return false;
      tab.location.href = url;
      return true;
    },
    close: () => {
      if (tab && !tab.closed) tab.close();
      tab = null;
    },
  };
}
