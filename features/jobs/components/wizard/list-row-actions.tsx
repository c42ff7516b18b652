import { ArrowDown, ArrowUp, Trash2 } from "lucide-react";

type ListRowActionsProps = {
  /** Names the row in the buttons' labels ("Move question 2 up"). */
  itemLabel: string;
  index: number;
  count: number;
  onMove: (from: number, to: number) => void;
  onRemove?: () => void;
  /** Rows that may not move above this index (fixed steps). */
  minIndex?: number;
  maxIndex?: number;
};

const iconButton = "grid size-9 place-items-center rounded-md text-gray-600 hover:bg-gray-100 disabled:cursor-not-allowed disabled:opacity-40";

/** Move up, move down and remove for a row of a list: buttons, so the keyboard reorders too. */
export function ListRowActions({ itemLabel, index, count, onMove, onRemove, minIndex = 0, maxIndex = count - 1 }: ListRowActionsProps) {
  return (
    <div className="flex shrink-0 items-center gap-0.5">
      <button type="button" className={iconButton} aria-label={`Move ${itemLabel} up`} disabled={index <= minIndex} onClick={() => onMove(index, index - 1)}>
        <ArrowUp className="size-4" aria-hidden />
      </button>
      <button type="button" className={iconButton} aria-label={`Move ${itemLabel} down`} disabled={index >= maxIndex} onClick={() => onMove(index, index + 1)}>
        <ArrowDown className="size-4" aria-hidden />
      </button>
      {onRemove ? (
        <button type="button" className={`${iconButton} hover:text-red-700`} aria-label={`Remove ${itemLabel}`} onClick={onRemove}>
          <Trash2 className="size-4" aria-hidden />
        </button>
      ) : null}
    </div>
  );
}
