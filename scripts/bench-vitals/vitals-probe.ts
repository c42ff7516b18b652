/**
 * Runs in the page before any of its scripts: the observers of web-vitals, written out so nothing is
 * bundled into the page. Results on window.__vitals.
 */
export function vitalsInitScript() {
  type EventRecord = { interactionId: number; name: string; duration: number; startTime: number; processingStart: number; processingEnd: number };
  const state = {
    lcp: null as number | null,
    lcpElement: "",
    lcpFinal: false,
    cls: 0,
    clsSources: [] as string[],
    fcp: null as number | null,
    events: [] as EventRecord[],
  };
  (window as unknown as { __vitals: typeof state }).__vitals = state;
  const describe = (node: Node | null | undefined) => {
    if (!node || !(node instanceof Element)) return "";
    const id = node.id ? `#${node.id}` : "";
    const className = typeof node.className === "string" && node.className ? `.${node.className.trim().split(/\s+/).slice(0, 3).join(".")}` : "";
    const text = (node.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 40);
    return `${node.tagName.toLowerCase()}${id}${className}${text ? ` "${text}"` : ""}`;
  };
  const activationStart = () => {
    const navigation = performance.getEntriesByType("navigation")[0] as (PerformanceNavigationTiming & { activationStart?: number }) | undefined;
    return navigation?.activationStart ?? 0;
  };
  const observe = (type: string, callback: (entries: PerformanceEntry[]) => void, extra: Record<string, unknown> = {}) => {
    try {
      const observer = new PerformanceObserver((list) => callback(list.getEntries()));
      observer.observe({ type, buffered: true, ...extra } as PerformanceObserverInit);
      return observer;
    } catch {
      return undefined;
    }
  };
  const onLcp = (entries: PerformanceEntry[]) => {
    if (state.lcpFinal) return;
    const last = entries[entries.length - 1] as (PerformanceEntry & { element?: Element | null }) | undefined;
    if (!last) return;
    state.lcp = Math.max(last.startTime - activationStart(), 0);
    state.lcpElement = describe(last.element);
  };
  const lcpObserver = observe("largest-contentful-paint", onLcp);
  // web-vitals stops LCP at the first click or keydown (and when the page is hidden).
  const finalizeLcp = () => {
    if (state.lcpFinal) return;
    if (lcpObserver) onLcp(lcpObserver.takeRecords());
    state.lcpFinal = true;
    lcpObserver?.disconnect();
  };
  for (const type of ["keydown", "click"]) addEventListener(type, finalizeLcp, { once: true, capture: true });
  addEventListener("visibilitychange", () => document.visibilityState === "hidden" && finalizeLcp(), { capture: true });

  let sessionValue = 0;
  let sessionFirst = 0;
  let sessionLast = 0;
  let sessionSources: string[] = [];
  observe("layout-shift", (entries) => {
    for (const entry of entries as (PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: { node?: Node | null }[] })[]) {
      if (entry.hadRecentInput) continue;
      if (sessionValue && entry.startTime - sessionLast < 1000 && entry.startTime - sessionFirst < 5000) {
        sessionValue += entry.value;
      } else {
        sessionValue = entry.value;
        sessionFirst = entry.startTime;
        sessionSources = [];
      }
      sessionLast = entry.startTime;
      for (const source of entry.sources ?? []) {
        const described = describe(source.node);
        if (described && sessionSources.length < 5) sessionSources.push(described);
      }
      if (sessionValue > state.cls) {
        state.cls = sessionValue;
        state.clsSources = [...sessionSources];
      }
    }
  });
  observe("paint", (entries) => {
    for (const entry of entries) if (entry.name === "first-contentful-paint") state.fcp = Math.max(entry.startTime - activationStart(), 0);
  });
  const onEvents = (entries: PerformanceEntry[]) => {
    for (const entry of entries as (PerformanceEntry & { interactionId?: number; processingStart: number; processingEnd: number })[]) {
      if (!entry.interactionId) continue;
      state.events.push({
        interactionId: entry.interactionId,
        name: entry.name,
        duration: entry.duration,
        startTime: entry.startTime,
        processingStart: entry.processingStart,
        processingEnd: entry.processingEnd,
      });
    }
  };
  observe("event", onEvents, { durationThreshold: 16 });
  observe("first-input", onEvents);
}

export type VitalsState = {
  lcp: number | null;
  lcpElement: string;
  cls: number;
  clsSources: string[];
  fcp: number | null;
  events: { interactionId: number; name: string; duration: number; startTime: number; processingStart: number; processingEnd: number }[];
};
