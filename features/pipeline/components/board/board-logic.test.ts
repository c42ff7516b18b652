import type { DroppableContainer, KeyboardCoordinateGetter } from "@dnd-kit/core";
import { afterEach, describe, expect, it } from "vitest";
import { clearSelection, selectAll, toggleSelection, useSelectionStore } from "../../stores/selection-store";
import { columnKeyboardCoordinates } from "./board-keyboard";
import { applicationId, candidate } from "../../testing/candidate-fixtures";
import { decisionForStep } from "../../hooks/use-move-applicants";
import { computeOptimisticView } from "../../hooks/use-optimistic-candidates";

const a = candidate({ id: applicationId(1), name: "A" });
const b = candidate({ id: applicationId(2), name: "B" });
const c = candidate({ id: applicationId(3), name: "C", recruitmentStepId: "custom-hr", status: "custom" });

describe("the board while decisions wait", () => {
  it("hides applicants leaving a step and shows those entering it first, with their new status", () => {
    const decisions = [{ candidates: [b], toStepId: "custom-hr", toStatus: "custom" as const }];
    const pending = new Set([b.id]);
    expect(computeOptimisticView([a, b], "notProcessed", decisions, pending).map((each) => each.id)).toEqual([a.id]);
    const hr = computeOptimisticView([c], "custom-hr", decisions, pending);
    expect(hr.map((each) => [each.id, each.recruitmentStepId, each.status])).toEqual([
      [b.id, "custom-hr", "custom"],
      [c.id, "custom-hr", "custom"],
    ]);
  });

  it("keeps applicants whose status changes in place, and shows every step's applicants with new statuses in the all-steps list", () => {
    const inPlace = [{ candidates: [a], toStepId: null, toStatus: "approached" as const }];
    expect(computeOptimisticView([a, b], "notProcessed", inPlace, new Set([a.id]))[0]).toMatchObject({ id: a.id, status: "approached", recruitmentStepId: "notProcessed" });
    const moved = [{ candidates: [a], toStepId: "rejected", toStatus: "rejected" as const }];
    expect(computeOptimisticView([a, b], null, moved, new Set([a.id])).map((each) => [each.id, each.status])).toEqual([
      [a.id, "rejected"],
      [b.id, "notProcessed"],
    ]);
  });

  it("hides applicants pending in a decision it cannot draw (scheduled elsewhere), and changes nothing without pending ones", () => {
    expect(computeOptimisticView([a, b], "notProcessed", [], new Set([a.id])).map((each) => each.id)).toEqual([b.id]);
    const docs = [a, b];
    expect(computeOptimisticView(docs, "notProcessed", [], new Set())).toBe(docs);
  });
});

describe("dropping on a column", () => {
  it("is a shortlist on CV Shortlisted, a rejection on Rejected, and a move anywhere else", () => {
    expect(decisionForStep({ type: "accepted" })).toBe("accepted");
    expect(decisionForStep({ type: "rejected" })).toBe("rejected");
    expect(decisionForStep({ type: "approached" })).toBe("moveToStep");
    expect(decisionForStep({ type: "techTest" })).toBe("moveToStep");
  });
});

describe("selection", () => {
  afterEach(() => clearSelection());
  const ids = ["1", "2", "3", "4", "5"];

  it("ticks one, then a range with shift from the last one clicked, and unticks a range the same way", () => {
    toggleSelection("2", { orderedIds: ids });
    toggleSelection("4", { range: true, orderedIds: ids });
    expect(Object.keys(useSelectionStore.getState().selected).sort()).toEqual(["2", "3", "4"]);
    toggleSelection("3", { range: true, orderedIds: ids });
    expect(Object.keys(useSelectionStore.getState().selected).sort()).toEqual(["2"]);
  });

  it("ticks only the one clicked when the anchor is not in this column, and ticks all loaded at once", () => {
    toggleSelection("x", { orderedIds: ["x"] });
    toggleSelection("3", { range: true, orderedIds: ids });
    expect(Object.keys(useSelectionStore.getState().selected).sort()).toEqual(["3", "x"]);
    selectAll(ids);
    expect(Object.keys(useSelectionStore.getState().selected)).toHaveLength(6);
  });
});

describe("arrow keys while a card is picked up", () => {
  const rect = (left: number) => ({ left, right: left + 300, top: 100, bottom: 900, width: 300, height: 800 });
  const columns = new Map([
    ["notProcessed", rect(0)],
    ["custom-hr", rect(320)],
    ["rejected", rect(640)],
  ]);
  const context = (collisionLeft: number) =>
    ({
      droppableRects: columns,
      droppableContainers: { getEnabled: () => [...columns.keys()].map((id) => ({ id }) as DroppableContainer) },
      collisionRect: { left: collisionLeft, right: collisionLeft + 280, top: 120, bottom: 252, width: 280, height: 132 },
    }) as unknown as Parameters<KeyboardCoordinateGetter>[1]["context"];
  const press = (code: string, left: number) => {
    const event = new KeyboardEvent("keydown", { code, cancelable: true });
    return columnKeyboardCoordinates(event, { active: "a", context: context(left), currentCoordinates: { x: left, y: 120 } });
  };

  it("jump to the middle of the next or previous column", () => {
    expect(press("ArrowRight", 10)).toEqual({ x: 330, y: 120 });
    expect(press("ArrowLeft", 650)).toEqual({ x: 330, y: 120 });
    expect(press("ArrowLeft", 10)).toBeUndefined();
    expect(press("ArrowRight", 650)).toBeUndefined();
  });

  it("leave other keys to the sensor", () => {
    expect(press("ArrowDown", 10)).toBeUndefined();
  });
});
