import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { BoardScroller, scrollEdges } from "./board-scroller";

describe("scrollEdges", () => {
  it("says which ways the board can still scroll", () => {
    expect(scrollEdges({ scrollLeft: 0, clientWidth: 1000, scrollWidth: 1000 })).toEqual({ left: false, right: false });
    expect(scrollEdges({ scrollLeft: 0, clientWidth: 1000, scrollWidth: 1660 })).toEqual({ left: false, right: true });
    expect(scrollEdges({ scrollLeft: 300, clientWidth: 1000, scrollWidth: 1660 })).toEqual({ left: true, right: true });
    expect(scrollEdges({ scrollLeft: 660, clientWidth: 1000, scrollWidth: 1660 })).toEqual({ left: true, right: false });
  });

  it("counts a board scrolled to within a pixel of an edge as at that edge", () => {
    expect(scrollEdges({ scrollLeft: 0.5, clientWidth: 1000, scrollWidth: 1660 }).left).toBe(false);
    expect(scrollEdges({ scrollLeft: 659.5, clientWidth: 1000, scrollWidth: 1660 }).right).toBe(false);
  });
});

/** jsdom lays nothing out: the scroller's sizes and position are set by hand. */
type Layout = { clientWidth: number; scrollWidth: number; scrollLeft: number };

let reduceMotion = false;

beforeEach(() => {
  reduceMotion = false;
  vi.stubGlobal(
    "ResizeObserver",
    class {
      observe() {}
      disconnect() {}
    },
  );
  window.matchMedia = ((query: string) => ({ matches: query.includes("reduce") && reduceMotion })) as unknown as typeof window.matchMedia;
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function Columns({ count }: { count: number }) {
  return (
    <>
      {Array.from({ length: count }, (_, index) => (
        <section key={index} aria-label={`Step ${index + 1}`} />
      ))}
    </>
  );
}

function renderBoard(layout: Layout, columns = 5) {
  const scrollBy = vi.fn();
  const board = (count: number) => (
    <BoardScroller role="region" aria-label="Recruitment board" tabIndex={0} style={{ columnGap: "12px" }}>
      <Columns count={count} />
    </BoardScroller>
  );
  const view = render(board(columns));
  const scroller = screen.getByRole("region", { name: "Recruitment board" });
  Object.defineProperty(scroller, "clientWidth", { configurable: true, get: () => layout.clientWidth });
  Object.defineProperty(scroller, "scrollWidth", { configurable: true, get: () => layout.scrollWidth });
  Object.defineProperty(scroller, "scrollLeft", { configurable: true, get: () => layout.scrollLeft });
  Object.defineProperty(scroller.firstElementChild!, "offsetWidth", { configurable: true, get: () => 320 });
  scroller.scrollBy = scrollBy as unknown as typeof scroller.scrollBy;
  const scrollTo = (left: number) => {
    layout.scrollLeft = left;
    fireEvent.scroll(scroller);
  };
  return { scroller, scrollBy, scrollTo, rerender: (count: number) => view.rerender(board(count)) };
}

const left = () => screen.getByRole("button", { name: "Scroll board left" });
const right = () => screen.getByRole("button", { name: "Scroll board right" });
const fades = () => [screen.getByTestId("board-fade-left"), screen.getByTestId("board-fade-right")];
const shown = (element: HTMLElement) => !element.classList.contains("invisible") && !element.classList.contains("opacity-0");

describe("BoardScroller", () => {
  it("shows a fade and a button on each edge with columns beyond it, following the scroll", () => {
    const { scrollTo } = renderBoard({ clientWidth: 1000, scrollWidth: 1660, scrollLeft: 0 });
    scrollTo(0);
    expect([shown(left()), shown(right())]).toEqual([false, true]);
    expect(fades().map(shown)).toEqual([false, true]);

    scrollTo(300);
    expect([shown(left()), shown(right())]).toEqual([true, true]);
    expect(fades().map(shown)).toEqual([true, true]);

    scrollTo(660);
    expect([shown(left()), shown(right())]).toEqual([true, false]);
    expect(fades().map(shown)).toEqual([true, false]);
  });

  it("shows neither when every column fits", () => {
    const { scrollTo } = renderBoard({ clientWidth: 1000, scrollWidth: 1000, scrollLeft: 0 });
    scrollTo(0);
    expect([shown(left()), shown(right())]).toEqual([false, false]);
    expect(fades().map(shown)).toEqual([false, false]);
  });

  it("notices columns added without a scroll", () => {
    const layout = { clientWidth: 1000, scrollWidth: 1000, scrollLeft: 0 };
    const { scrollTo, rerender } = renderBoard(layout, 3);
    scrollTo(0);
    expect(shown(right())).toBe(false);
    layout.scrollWidth = 1660;
    rerender(5);
    expect(shown(right())).toBe(true);
  });

  it("scrolls one column and its gap per click, smoothly unless the user asks for less motion", () => {
    const { scrollTo, scrollBy } = renderBoard({ clientWidth: 1000, scrollWidth: 1660, scrollLeft: 300 });
    scrollTo(300);
    fireEvent.click(right());
    expect(scrollBy).toHaveBeenLastCalledWith({ left: 332, behavior: "smooth" });
    reduceMotion = true;
    fireEvent.click(left());
    expect(scrollBy).toHaveBeenLastCalledWith({ left: -332, behavior: "auto" });
  });

  it("hands the focus to the other button when the focused one runs out of columns", () => {
    const { scrollTo } = renderBoard({ clientWidth: 1000, scrollWidth: 1660, scrollLeft: 0 });
    scrollTo(300);
    act(() => right().focus());
    scrollTo(660);
    expect(left()).toHaveFocus();
    scrollTo(0);
    expect(right()).toHaveFocus();
  });
});
