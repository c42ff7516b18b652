"use client";

import { ChevronLeft, ChevronRight } from "lucide-react";
import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState } from "react";
import { cn } from "@/lib/cn";

/** Which ways a sideways scroller can still go. */
export type ScrollEdges = { left: boolean; right: boolean };

/** A pixel of slack: zoomed pages scroll by fractions, and the last one never quite reaches the end. */
export function scrollEdges({ scrollLeft, clientWidth, scrollWidth }: { scrollLeft: number; clientWidth: number; scrollWidth: number }): ScrollEdges {
  return { left: scrollLeft > 1, right: scrollLeft + clientWidth < scrollWidth - 1 };
}

/** One column and the gap after it: what a scroll button moves the board by. */
function columnStep(scroller: HTMLElement): number {
  const column = scroller.firstElementChild as HTMLElement | null;
  const gap = Number.parseFloat(getComputedStyle(scroller).columnGap) || 0;
  return column ? column.offsetWidth + gap : scroller.clientWidth * 0.8;
}

const fade = "pointer-events-none absolute inset-y-0 z-10 w-12 from-gray-50 to-transparent transition-opacity duration-150";
const button =
  "absolute top-1.5 z-10 grid size-9 place-items-center rounded-full border border-gray-200 bg-white text-gray-700 shadow-md hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600";

/**
 * The board's sideways scroller with a sign that it goes on: a fade over each edge with more
 * columns beyond it, and a button there that scrolls one column that way. Both follow the scroll
 * position, the window's width and the number of columns. They sit over the board, so they move
 * nothing when they show or hide. A button that runs out of columns hands its focus to the other
 * one, so a keyboard user is never dropped on the page.
 */
export function BoardScroller({ className, children, ...props }: React.ComponentProps<"div">) {
  const scrollerId = useId();
  const scroller = useRef<HTMLDivElement>(null);
  const leftButton = useRef<HTMLButtonElement>(null);
  const rightButton = useRef<HTMLButtonElement>(null);
  const [edges, setEdges] = useState<ScrollEdges>({ left: false, right: false });

  const measure = useCallback(() => {
    const node = scroller.current;
    if (!node) return;
    const next = scrollEdges(node);
    setEdges((current) => (current.left === next.left && current.right === next.right ? current : next));
  }, []);

  useEffect(() => {
    const node = scroller.current;
    if (!node) return;
    const resize = new ResizeObserver(measure);
    resize.observe(node);
    node.addEventListener("scroll", measure, { passive: true });
    return () => {
      resize.disconnect();
      node.removeEventListener("scroll", measure);
    };
  }, [measure]);

  // Columns come and go with the job's steps (the scroller keeps its size): measure after each render.
  useEffect(measure);

  useLayoutEffect(() => {
    const focused = document.activeElement;
    if (focused === rightButton.current && !edges.right) (edges.left ? leftButton.current : scroller.current)?.focus();
    if (focused === leftButton.current && !edges.left) (edges.right ? rightButton.current : scroller.current)?.focus();
  }, [edges]);

  const scrollColumn = (direction: -1 | 1) => {
    const node = scroller.current;
    if (!node) return;
    const reduceMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    node.scrollBy({ left: direction * columnStep(node), behavior: reduceMotion ? "auto" : "smooth" });
  };

  return (
    <div className="relative -mx-4 sm:mx-0">
      <div className={cn(fade, "left-0 bg-linear-to-r", edges.left ? "opacity-100" : "opacity-0")} data-testid="board-fade-left" aria-hidden />
      <div className={cn(fade, "right-0 bg-linear-to-l", edges.right ? "opacity-100" : "opacity-0")} data-testid="board-fade-right" aria-hidden />
      <button
        ref={leftButton}
        type="button"
        aria-label="Scroll board left"
        aria-controls={scrollerId}
        onClick={() => scrollColumn(-1)}
        className={cn(button, "left-1.5", !edges.left && "invisible")}
      >
        <ChevronLeft className="size-5" aria-hidden />
      </button>
      <button
        ref={rightButton}
        type="button"
        aria-label="Scroll board right"
        aria-controls={scrollerId}
        onClick={() => scrollColumn(1)}
        className={cn(button, "right-1.5", !edges.right && "invisible")}
      >
        <ChevronRight className="size-5" aria-hidden />
      </button>
      <div ref={scroller} id={scrollerId} className={cn("overflow-x-auto", className)} {...props}>
        {children}
      </div>
    </div>
  );
}
