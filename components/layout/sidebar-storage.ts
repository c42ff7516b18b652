/** Spec 2.4: where the expanded/collapsed choice is remembered. */
export const SIDEBAR_EXPANDED_KEY = "sidebar-expanded";
/** Spec 2.4 and 9: at or below this width the sidebar is a drawer. */
export const DRAWER_MAX_WIDTH = 998;
export const DRAWER_MEDIA_QUERY = `(max-width: ${DRAWER_MAX_WIDTH}px)`;

const ONE_YEAR_SECONDS = 60 * 60 * 24 * 365;

/** Reads a stored 'true'/'false'; anything else means "not chosen yet" (expanded by default). */
export function parseExpanded(value: string | null | undefined): boolean | null {
  if (value === "true") return true;
  if (value === "false") return false;
  return null;
}

export function readStoredExpanded(): boolean | null {
  try {
    return parseExpanded(window.localStorage.getItem(SIDEBAR_EXPANDED_KEY));
  } catch {
    return null;
  }
}

/**
 * Remembers the choice in localStorage under 'sidebar-expanded' and mirrors it in a cookie of the
 * same name, so the server renders the sidebar at its remembered width (no shift on load).
 * Module-level on purpose: components must not write document.cookie themselves.
 */
export function storeExpanded(expanded: boolean): void {
  try {
    window.localStorage.setItem(SIDEBAR_EXPANDED_KEY, String(expanded));
  } catch {
    // Private mode or storage full: the cookie still carries the choice.
  }
  document.cookie = `${SIDEBAR_EXPANDED_KEY}=${expanded}; path=/; max-age=${ONE_YEAR_SECONDS}; samesite=lax`;
}

const listeners = new Set<() => void>();

/** For useSyncExternalStore: changes in this tab, and in other tabs through the storage event. */
export function subscribeExpanded(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === SIDEBAR_EXPANDED_KEY) listener();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

export function setExpanded(expanded: boolean): void {
  storeExpanded(expanded);
  for (const listener of listeners) listener();
}
