"use client";

import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
  type DragEndEvent,
  type DragStartEvent,
} from "@dnd-kit/core";
import { useLayoutEffect, useSyncExternalStore, type ReactNode } from "react";
import { boardAnnouncements, boardScreenReaderInstructions, columnKeyboardCoordinates } from "./board-keyboard";
import type { BoardDragStore, CardBinding, CardEntry, ColumnEntry } from "./board-drag";

export type BoardDndProps = {
  store: BoardDragStore;
  onDragStart: (event: DragStartEvent) => void;
  onDragEnd: (event: DragEndEvent) => void;
  onDragCancel: () => void;
  overlay: ReactNode;
};

function Draggable({ id, entry, store }: { id: string; entry: CardEntry; store: BoardDragStore }) {
  const { setNodeRef, listeners, attributes, isDragging } = useDraggable({ id, data: entry.data });
  useLayoutEffect(() => setNodeRef(entry.node), [setNodeRef, entry.node]);
  useLayoutEffect(() => {
    store.setCardState(id, { listeners: listeners as CardBinding["listeners"], attributes: attributes as unknown as CardBinding["attributes"], isDragging });
  }, [store, id, listeners, attributes, isDragging]);
  useLayoutEffect(() => () => store.setCardState(id, null), [store, id]);
  return null;
}

function Droppable({ id, entry, store }: { id: string; entry: ColumnEntry; store: BoardDragStore }) {
  const { setNodeRef, isOver } = useDroppable({ id, data: entry.data });
  useLayoutEffect(() => setNodeRef(entry.node), [setNodeRef, entry.node]);
  useLayoutEffect(() => store.setOver(id, isOver), [store, id, isOver]);
  useLayoutEffect(() => () => store.setOver(id, false), [store, id]);
  return null;
}

/**
 * dnd-kit for the board, loaded after the board has rendered: one draggable per card and one
 * droppable per column registered in `store`, the sensors, the drag overlay and the announcements.
 */
export default function BoardDnd({ store, onDragStart, onDragEnd, onDragCancel, overlay }: BoardDndProps) {
  const sensors = useSensors(
    // A few pixels of travel before a drag starts, so clicks on the name, box and menu stay clicks.
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: columnKeyboardCoordinates }),
  );
  const { cards, columns } = useSyncExternalStore(store.subscribeEntries, store.entries, store.entries);
  return (
    <DndContext
      sensors={sensors}
      onDragStart={onDragStart}
      onDragEnd={onDragEnd}
      onDragCancel={onDragCancel}
      accessibility={{ announcements: boardAnnouncements, screenReaderInstructions: boardScreenReaderInstructions }}
    >
      {[...columns].map(([id, entry]) => (
        <Droppable key={id} id={id} entry={entry} store={store} />
      ))}
      {[...cards].map(([id, entry]) => (
        <Draggable key={id} id={id} entry={entry} store={store} />
      ))}
      <DragOverlay dropAnimation={null}>{overlay}</DragOverlay>
    </DndContext>
  );
}
