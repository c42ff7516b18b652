import type { Virtualizer } from "@tanstack/react-virtual";
import { Spinner } from "@/components/ui/spinner";

export type VirtualRowsProps = {
  /** The scroll area's name ("Applicants in HR Interview"): a focusable region scrolled by keyboard too. */
  label: string;
  /** Its size: how high it may grow before it scrolls. */
  className: string;
  scrollRef: React.RefObject<HTMLDivElement | null>;
  /** A fetch is running (a refresh or the next page). */
  busy: boolean;
  virtualizer: Virtualizer<HTMLDivElement, Element>;
  /** Every row's height (the gap below it is the virtualiser's size minus this). */
  rowHeight: number;
  /** How many rows there are in all, loaded or not, for assistive technology. */
  setSize: number;
  /** The next page is loading: a spinner below the rows. */
  loadingMore: boolean;
  renderRow: (index: number) => React.ReactNode;
};

/**
 * The scroll area and rows of a list paged by useVirtualKeysetList: only those in view are in the page, each placed
 * at its offset, and each still says where it stands in the whole list (aria-posinset/setsize).
 */
export function VirtualRows({ label, className, scrollRef, busy, virtualizer, rowHeight, setSize, loadingMore, renderRow }: VirtualRowsProps) {
  return (
    <div ref={scrollRef} role="region" aria-label={label} tabIndex={0} className={className} aria-busy={busy || undefined}>
      <div role="list" className="relative w-full" style={{ height: virtualizer.getTotalSize() }}>
        {virtualizer.getVirtualItems().map((item) => (
          <div
            key={item.key}
            role="listitem"
            aria-posinset={item.index + 1}
            aria-setsize={setSize}
            className="absolute top-0 left-0 w-full"
            style={{ height: rowHeight, transform: `translateY(${item.start}px)` }}
          >
            {renderRow(item.index)}
          </div>
        ))}
      </div>
      {loadingMore ? (
        <div className="flex justify-center py-3">
          <Spinner />
        </div>
      ) : null}
    </div>
  );
}
