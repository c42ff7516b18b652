import type { Announcements, KeyboardCoordinateGetter, ScreenReaderInstructions } from "@dnd-kit/core";
import type { Candidate, CandidateStep } from "../../api/get-candidates";

/**
 * Arrow keys while a card is picked up: left and right jump to the previous or next column (the
 * default moves 25 px a press, which would take dozens of presses per column).
 */
export const columnKeyboardCoordinates: KeyboardCoordinateGetter = (event, { context: { droppableRects, droppableContainers, collisionRect } }) => {
  const direction = event.code === "ArrowRight" ? 1 : event.code === "ArrowLeft" ? -1 : 0;
  if (direction === 0 || !collisionRect) return undefined;
  event.preventDefault();
  const columns = droppableContainers
    .getEnabled()
    .flatMap((container) => {
      const rect = droppableRects.get(container.id);
      return rect ? [rect] : [];
    })
    .sort((a, b) => a.left - b.left);
  const centre = collisionRect.left + collisionRect.width / 2;
  const current = columns.findIndex((rect) => centre >= rect.left && centre <= rect.right);
  const next = current === -1 ? (direction > 0 ? columns.find((rect) => rect.left > centre) : columns.findLast((rect) => rect.right < centre)) : columns[current + direction];
  if (!next) return undefined;
  return { x: next.left + (next.width - collisionRect.width) / 2, y: collisionRect.top };
};

export const boardScreenReaderInstructions: ScreenReaderInstructions = {
  draggable:
    "To move an applicant to another step, press Space or Enter to pick them up, use the left and right arrow keys to choose the step, then press Space or Enter to drop them, or Escape to cancel. The Move to menu on each card does the same.",
};

type DragData = { candidate?: Candidate; step?: CandidateStep };
const nameOf = (data: unknown) => (data as DragData | undefined)?.candidate?.name ?? "The applicant";
const stepOf = (data: unknown) => (data as DragData | undefined)?.step?.name;

/** What screen readers hear while a card is dragged, in the recruiter's words. */
export const boardAnnouncements: Announcements = {
  onDragStart: ({ active }) => `Picked up ${nameOf(active.data.current)}.`,
  onDragOver: ({ active, over }) =>
    over ? `${nameOf(active.data.current)} is over ${stepOf(over.data.current) ?? "a step"}.` : `${nameOf(active.data.current)} is not over a step.`,
  onDragEnd: ({ active, over }) =>
    over ? `${nameOf(active.data.current)} dropped in ${stepOf(over.data.current) ?? "a step"}.` : `${nameOf(active.data.current)} was put back.`,
  onDragCancel: ({ active }) => `Moving ${nameOf(active.data.current)} was cancelled.`,
};
