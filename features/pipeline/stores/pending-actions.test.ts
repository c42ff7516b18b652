import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

const track = vi.fn();
vi.mock("@/lib/analytics", () => ({ track }));
const toast = { show: vi.fn(), success: vi.fn(), dismiss: vi.fn(), error: vi.fn(), warning: vi.fn() };
vi.mock("@/components/ui/toast", () => ({ toast }));

const {
  ACTION_UNDONE_MESSAGE,
  UNDO_DELAY_CUSTOM_MESSAGE_MS,
  UNDO_DELAY_MS,
  UNDO_EVENT,
  flushPendingActions,
  schedulePendingAction,
  undoAllPendingActions,
  undoPendingAction,
  usePendingActionsStore,
} = await import("./pending-actions");

function schedule(overrides: Partial<Parameters<typeof schedulePendingAction>[0]> = {}) {
  const run = overrides.run ?? vi.fn(() => Promise.resolve());
  const onUndo = vi.fn();
  const onError = vi.fn();
  const id = schedulePendingAction({
    applicationIds: ["a-1"],
    message: "Dewi Lestari shortlisted",
    onUndo,
    onError,
    event: { name: "ed_applicant_shortlisted", data: { jobId: "job-1" } },
    ...overrides,
    run,
  });
  return { id, run, onUndo, onError };
}

describe("the undo queue", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    track.mockClear();
    Object.values(toast).forEach((fn) => fn.mockClear());
  });
  afterEach(() => {
    undoAllPendingActions();
    vi.useRealTimers();
  });

  it("runs an action only once 3 seconds have passed", async () => {
    const { run } = schedule();
    await vi.advanceTimersByTimeAsync(UNDO_DELAY_MS - 1);
    expect(run).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(run).toHaveBeenCalledTimes(1);
    expect(UNDO_DELAY_MS).toBe(3_000);
  });

  it("waits 4 seconds when the recruiter wrote a custom message", async () => {
    const { run } = schedule({ hasCustomMessage: true });
    await vi.advanceTimersByTimeAsync(UNDO_DELAY_MS);
    expect(run).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(UNDO_DELAY_CUSTOM_MESSAGE_MS - UNDO_DELAY_MS);
    expect(run).toHaveBeenCalledTimes(1);
    expect(UNDO_DELAY_CUSTOM_MESSAGE_MS).toBe(4_000);
  });

  it("lists the pending action's applicants until it has run", async () => {
    const { id } = schedule({ applicationIds: ["a-1", "a-2"], message: "2 applicants rejected" });
    expect(usePendingActionsStore.getState().actions).toEqual([{ id, applicationIds: ["a-1", "a-2"], message: "2 applicants rejected" }]);
    await vi.advanceTimersByTimeAsync(UNDO_DELAY_MS);
    expect(usePendingActionsStore.getState().actions).toEqual([]);
  });

  it("shows a toast with the message and an Undo button for the length of the delay, and tracks the event", async () => {
    const { id, run, onUndo } = schedule();
    expect(toast.show).toHaveBeenCalledWith(expect.objectContaining({ id, content: "Dewi Lestari shortlisted", duration: UNDO_DELAY_MS, action: expect.objectContaining({ label: "Undo" }) }));
    expect(track).toHaveBeenCalledWith("ed_applicant_shortlisted", { jobId: "job-1", applicants: 1 });

    // The toast's Undo button reverts this action.
    toast.show.mock.calls[0]![0].action.onClick();
    expect(onUndo).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(UNDO_DELAY_MS * 2);
    expect(run).not.toHaveBeenCalled();
  });

  it("undoing never runs the action, restores the view, says 'Action undone' and tracks the undo", async () => {
    const { id, run, onUndo } = schedule();
    expect(undoPendingAction(id)).toBe(true);
    expect(onUndo).toHaveBeenCalledTimes(1);
    expect(toast.dismiss).toHaveBeenCalledWith(id);
    expect(toast.success).toHaveBeenCalledWith(expect.objectContaining({ content: ACTION_UNDONE_MESSAGE }));
    expect(ACTION_UNDONE_MESSAGE).toBe("Action undone");
    expect(track).toHaveBeenCalledWith(UNDO_EVENT, { action: "ed_applicant_shortlisted", jobId: "job-1", applicants: 1 });
    expect(usePendingActionsStore.getState().actions).toEqual([]);
    await vi.advanceTimersByTimeAsync(UNDO_DELAY_CUSTOM_MESSAGE_MS);
    expect(run).not.toHaveBeenCalled();
    // A second undo, or one after it ran, does nothing.
    expect(undoPendingAction(id)).toBe(false);
    expect(onUndo).toHaveBeenCalledTimes(1);
  });

  it("cannot undo an action that already ran", async () => {
    const { id, onUndo } = schedule();
    await vi.advanceTimersByTimeAsync(UNDO_DELAY_MS);
    expect(undoPendingAction(id)).toBe(false);
    expect(onUndo).not.toHaveBeenCalled();
    expect(toast.success).not.toHaveBeenCalled();
  });

  it("undoes every pending action at once (the Z key) and answers how many", async () => {
    const first = schedule();
    const second = schedule({ applicationIds: ["a-2", "a-3"], message: "2 applicants rejected", hasCustomMessage: true });
    expect(undoAllPendingActions()).toBe(2);
    expect(first.onUndo).toHaveBeenCalled();
    expect(second.onUndo).toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(UNDO_DELAY_CUSTOM_MESSAGE_MS);
    expect(first.run).not.toHaveBeenCalled();
    expect(second.run).not.toHaveBeenCalled();
    expect(undoAllPendingActions()).toBe(0);
  });

  it("restores the view and reports the error when the action fails", async () => {
    const failure = new Error("Network Error");
    const { run, onUndo, onError } = schedule({ run: vi.fn(() => Promise.reject(failure)) });
    await vi.advanceTimersByTimeAsync(UNDO_DELAY_MS);
    expect(run).toHaveBeenCalled();
    expect(onUndo).toHaveBeenCalledTimes(1);
    expect(onError).toHaveBeenCalledWith(failure);
    expect(usePendingActionsStore.getState().actions).toEqual([]);
    // A failure is not an undo: no 'Action undone', no undo event.
    expect(toast.success).not.toHaveBeenCalled();
    expect(track).not.toHaveBeenCalledWith(UNDO_EVENT, expect.anything());
  });

  it("runs every pending action at once when flushed (leaving the page), and only once", async () => {
    const first = schedule();
    const second = schedule({ hasCustomMessage: true });
    await flushPendingActions();
    expect(first.run).toHaveBeenCalledTimes(1);
    expect(second.run).toHaveBeenCalledTimes(1);
    expect(usePendingActionsStore.getState().actions).toEqual([]);
    await vi.advanceTimersByTimeAsync(UNDO_DELAY_CUSTOM_MESSAGE_MS);
    expect(first.run).toHaveBeenCalledTimes(1);
    expect(second.run).toHaveBeenCalledTimes(1);
  });
});
