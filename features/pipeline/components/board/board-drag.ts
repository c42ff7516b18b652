"use client";

import { createContext, useCallback, useContext, useEffect, useLayoutEffect, useRef, useSyncExternalStore } from "react";
import type { Candidate, CandidateStep } from "../../api/get-candidates";

/**
 * The board's drag and drop without dnd-kit in the first load. Cards and columns register their
 * elements here; once dnd-kit has loaded (`board-dnd.tsx`, on the board's first hover, focus or
 * touch, or when the page is idle) it registers each of them with its own draggable or droppable
 * and hands back the listeners, attributes and state, which the cards apply. Nothing remounts when
 * it arrives, so a focused grip keeps its focus, and a Space pressed on a grip before it arrived
 * starts the drag as soon as it has.
 */
export type CardBinding = {
  listeners: Record<string, ((event: never) => void) | undefined> | undefined;
  attributes: Record<string, unknown>;
  isDragging: boolean;
};
export type CardEntry = { node: HTMLElement | null; handle: HTMLElement | null; data: { candidate: Candidate } };
export type ColumnEntry = { node: HTMLElement | null; data: { step: CandidateStep } };
export type BoardEntries = { cards: ReadonlyMap<string, CardEntry>; columns: ReadonlyMap<string, ColumnEntry> };

export function createBoardDragStore() {
  let entries: BoardEntries = { cards: new Map(), columns: new Map() };
  const entryListeners = new Set<() => void>();
  const cardStates = new Map<string, CardBinding | null>();
  const overStates = new Map<string, boolean>();
  const listeners = new Map<string, Set<() => void>>();
  let pendingStart: string | null = null;

  const notify = (id: string) => listeners.get(id)?.forEach((listener) => listener());
  const changed = (next: BoardEntries) => {
    entries = next;
    entryListeners.forEach((listener) => listener());
  };
  const subscribeId = (id: string, listener: () => void) => {
    const set = listeners.get(id) ?? new Set();
    listeners.set(id, set);
    set.add(listener);
    return () => void set.delete(listener);
  };

  return {
    entries: () => entries,
    subscribeEntries: (listener: () => void) => {
      entryListeners.add(listener);
      return () => void entryListeners.delete(listener);
    },
    addCard(id: string, entry: CardEntry) {
      changed({ ...entries, cards: new Map(entries.cards).set(id, entry) });
      return () => {
        if (entries.cards.get(id) !== entry) return;
        const cards = new Map(entries.cards);
        cards.delete(id);
        changed({ ...entries, cards });
      };
    },
    addColumn(id: string, entry: ColumnEntry) {
      changed({ ...entries, columns: new Map(entries.columns).set(id, entry) });
      return () => {
        if (entries.columns.get(id) !== entry) return;
        const columns = new Map(entries.columns);
        columns.delete(id);
        changed({ ...entries, columns });
      };
    },
    subscribeId,
    cardState: (id: string) => cardStates.get(id) ?? null,
    setCardState(id: string, state: CardBinding | null) {
      cardStates.set(id, state);
      notify(id);
    },
    isOver: (id: string) => overStates.get(id) ?? false,
    setOver(id: string, over: boolean) {
      overStates.set(id, over);
      notify(`column:${id}`);
    },
    /** A Space or Enter on a grip before dnd-kit has loaded: replayed once it has. */
    queueStart(id: string) {
      pendingStart = id;
    },
    takePendingStart(id: string) {
      if (pendingStart !== id) return false;
      pendingStart = null;
      return true;
    },
  };
}

export type BoardDragStore = ReturnType<typeof createBoardDragStore>;

export const BoardDragContext = createContext<BoardDragStore | null>(null);

const noSubscription = () => () => undefined;

/** A card's drag binding: refs for the card and its grip, and what dnd-kit gives it once loaded. */
export function useBoardDraggable(candidate: Candidate, enabled: boolean) {
  const store = useContext(BoardDragContext);
  const nodeRef = useRef<HTMLElement>(null);
  const handleRef = useRef<HTMLButtonElement>(null);
  const data = useRef({ candidate });
  useLayoutEffect(() => {
    data.current.candidate = candidate;
  });
  const id = candidate.id;
  useLayoutEffect(() => {
    if (!store || !enabled) return;
    return store.addCard(id, { node: nodeRef.current, handle: handleRef.current, data: data.current });
  }, [store, id, enabled]);
  const subscribe = useCallback((listener: () => void) => (store && enabled ? store.subscribeId(id, listener) : noSubscription()), [store, enabled, id]);
  const binding = useSyncExternalStore(
    subscribe,
    () => (store && enabled ? store.cardState(id) : null),
    () => null,
  );
  // A Space pressed on the grip before dnd-kit arrived starts the drag now.
  useEffect(() => {
    const handle = handleRef.current;
    if (!binding?.listeners || !store?.takePendingStart(id) || !handle || document.activeElement !== handle) return;
    handle.dispatchEvent(new KeyboardEvent("keydown", { key: " ", code: "Space", bubbles: true, cancelable: true }));
  }, [binding, store, id]);

  const queueStart = (event: React.KeyboardEvent) => {
    if (!store || !enabled || (event.code !== "Space" && event.code !== "Enter")) return;
    event.preventDefault();
    store.queueStart(id);
  };
  return { nodeRef, handleRef, binding, queueStart };
}

/** A column's drop binding: a ref for its element, and whether a card is over it. */
export function useBoardDroppable(step: CandidateStep) {
  const store = useContext(BoardDragContext);
  const nodeRef = useRef<HTMLElement>(null);
  const data = useRef({ step });
  useLayoutEffect(() => {
    data.current.step = step;
  });
  const id = step.id;
  useLayoutEffect(() => {
    if (!store) return;
    return store.addColumn(id, { node: nodeRef.current, data: data.current });
  }, [store, id]);
  const subscribe = useCallback((listener: () => void) => (store ? store.subscribeId(`column:${id}`, listener) : noSubscription()), [store, id]);
  const isOver = useSyncExternalStore(
    subscribe,
    () => store?.isOver(id) ?? false,
    () => false,
  );
  return { nodeRef, isOver };
}
