import { fireEvent, render } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

vi.mock("@/lib/analytics", () => ({ track: vi.fn() }));
vi.mock("@/components/ui/toast", () => ({ toast: { show: vi.fn(), success: vi.fn(), dismiss: vi.fn(), error: vi.fn() } }));

const { schedulePendingAction, undoAllPendingActions } = await import("../stores/pending-actions");
const { useUndoShortcut } = await import("./use-undo-shortcut");

function Page() {
  useUndoShortcut();
  return <input aria-label="Note" />;
}

function scheduleDecision() {
  const run = vi.fn(() => Promise.resolve());
  schedulePendingAction({ applicationIds: ["a-1"], message: "Dewi Lestari rejected", run, event: { name: "ed_applicant_rejected" } });
  return run;
}

describe("useUndoShortcut", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    undoAllPendingActions();
    vi.useRealTimers();
  });

  it("Z undoes every pending decision", () => {
    render(<Page />);
    const runs = [scheduleDecision(), scheduleDecision()];
    vi.advanceTimersByTime(1_000);
    fireEvent.keyDown(window, { key: "Z" });
    vi.advanceTimersByTime(5_000);
    for (const run of runs) expect(run).not.toHaveBeenCalled();
  });

  it("a z typed in a field, or Ctrl+Z, undoes nothing", () => {
    const page = render(<Page />);
    const run = scheduleDecision();
    fireEvent.keyDown(page.getByRole("textbox", { name: "Note" }), { key: "z" });
    fireEvent.keyDown(window, { key: "z", ctrlKey: true });
    vi.advanceTimersByTime(3_000);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it("keeps a decision pending and undoable when the page unmounts (moving to another applicant)", () => {
    const first = render(<Page />);
    const run = scheduleDecision();
    first.unmount();
    vi.advanceTimersByTime(1_000);
    expect(run).not.toHaveBeenCalled();
    render(<Page />);
    fireEvent.keyDown(window, { key: "z" });
    vi.advanceTimersByTime(5_000);
    expect(run).not.toHaveBeenCalled();
  });

  it("runs pending decisions at once when the document is left", () => {
    render(<Page />);
    const run = scheduleDecision();
    window.dispatchEvent(new Event("pagehide"));
    expect(run).toHaveBeenCalledTimes(1);
  });
});
