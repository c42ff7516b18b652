"use client";

import { create } from "zustand";
import { track, type AnalyticsEventData, type AnalyticsEventName } from "@/lib/analytics";
import { toast } from "@/components/ui/toast";

/** Spec 4 and 9: a delayed action runs after 3 seconds, or 4 seconds when it shows a custom message. */
export const UNDO_DELAY_MS = 3_000;
export const UNDO_DELAY_CUSTOM_MESSAGE_MS = 4_000;
export const ACTION_UNDONE_MESSAGE = "Action undone";
export const UNDO_EVENT: AnalyticsEventName = "ed_applicant_action_undone";

export type PendingAction = {
  id: string;
  /** The applications the action is about, so lists can show them as already moved. */
  applicationIds: string[];
  /** What the toast says while the action waits ("3 applicants rejected"). */
  message: string;
};

export type ScheduleActionInput = {
  applicationIds: string[];
  message: string;
  /** A message the recruiter wrote (an email to the candidates): the longer delay applies. */
  hasCustomMessage?: boolean;
  /** Runs once the delay has passed without an undo. */
  run: () => Promise<unknown>;
  /** The ed_ event tracked when the action is scheduled, and its data (also sent with the undo). */
  event: { name: AnalyticsEventName; data?: AnalyticsEventData };
  /** Called when the action is undone (to restore the view); not called when it runs. */
  onUndo?: () => void;
  /** Called when `run` fails, after the view was restored. */
  onError?: (error: unknown) => void;
};

type Timer = ReturnType<typeof setTimeout>;
type Entry = PendingAction & { timer: Timer; input: ScheduleActionInput };

type PendingActionsState = { actions: PendingAction[] };

export const usePendingActionsStore = create<PendingActionsState>(() => ({ actions: [] }));

const entries = new Map<string, Entry>();
let sequence = 0;

function publish() {
  usePendingActionsStore.setState({ actions: [...entries.values()].map(({ id, applicationIds, message }) => ({ id, applicationIds, message })) });
}

/**
 * Schedules a decision to run after the undo delay, with a toast offering Undo. Until then the
 * action is only pending: nothing has reached the API, so undoing costs nothing and leaves no trace
 * on the server. Answers the action's id.
 */
export function schedulePendingAction(input: ScheduleActionInput): string {
  const id = `pending-${++sequence}`;
  const delay = input.hasCustomMessage ? UNDO_DELAY_CUSTOM_MESSAGE_MS : UNDO_DELAY_MS;
  const timer = setTimeout(() => void runPendingAction(id), delay);
  entries.set(id, { id, applicationIds: input.applicationIds, message: input.message, timer, input });
  publish();
  track(input.event.name, { ...input.event.data, applicants: input.applicationIds.length });
  toast.show({ id, content: input.message, duration: delay, action: { label: "Undo", onClick: () => undoPendingAction(id) } });
  return id;
}

async function runPendingAction(id: string) {
  const entry = entries.get(id);
  if (!entry) return;
  entries.delete(id);
  try {
    await entry.input.run();
  } catch (error) {
    entry.input.onUndo?.();
    entry.input.onError?.(error);
  } finally {
    publish();
  }
}

/** Reverts one pending action: it never runs. Answers false when it already ran or was undone. */
export function undoPendingAction(id: string): boolean {
  const entry = entries.get(id);
  if (!entry) return false;
  clearTimeout(entry.timer);
  entries.delete(id);
  publish();
  entry.input.onUndo?.();
  track(UNDO_EVENT, { action: entry.input.event.name, ...entry.input.event.data, applicants: entry.applicationIds.length });
  toast.dismiss(id);
  toast.success({ content: ACTION_UNDONE_MESSAGE, id: `${id}-undone` });
  return true;
}

/** Spec 4: pressing Z undoes every pending action. Answers how many were undone. */
export function undoAllPendingActions(): number {
  return [...entries.keys()].filter((id) => undoPendingAction(id)).length;
}

/** Runs every pending action now (leaving the page must not lose a decision). */
export function flushPendingActions(): Promise<void[]> {
  return Promise.all(
    [...entries.values()].map((entry) => {
      clearTimeout(entry.timer);
      return runPendingAction(entry.id);
    }),
  );
}
