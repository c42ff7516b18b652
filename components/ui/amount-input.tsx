"use client";

import { useLayoutEffect, useReducer, useRef } from "react";
import { formatRupiah, parseRupiah } from "@/lib/format/currency";
import { Input } from "./input";

type AmountInputProps = Omit<React.ComponentProps<"input">, "value" | "defaultValue" | "onChange" | "type" | "inputMode" | "max"> & {
  /** Whole rupiah, or null (or undefined) while the field is empty. */
  value: number | null | undefined;
  onValueChange: (value: number | null) => void;
  /** The largest amount the field takes; a keystroke or paste that would pass it is refused. */
  max?: number;
};

const countDigits = (text: string) => text.replace(/\D/g, "").length;

/** The caret position just after the `digits`-th digit of `text` (0 puts it before the first). */
function positionAfterDigits(text: string, digits: number): number {
  if (digits <= 0) return 0;
  let seen = 0;
  for (let index = 0; index < text.length; index += 1) {
    if (/\d/.test(text[index]!)) seen += 1;
    if (seen === digits) return index + 1;
  }
  return text.length;
}

/**
 * A whole-rupiah amount, shown grouped by thousands as it is typed ("5.000.000", spec 9) and given
 * to the form as a number. The caret stays after the digit it followed while dots come and go;
 * Backspace or Delete next to a dot removes the digit beyond it; pasted "Rp 5.000.000",
 * "5,000,000" or "5.000.000,00" all read as 5000000. Phones open their number pad.
 */
export function AmountInput({ value, onValueChange, max = Number.MAX_SAFE_INTEGER, ref, onKeyDown, onPaste, ...props }: AmountInputProps) {
  const inputRef = useRef<HTMLInputElement | null>(null);
  // Where the caret goes after the next render, counted in digits so the dots do not move it.
  const caretDigits = useRef<number | null>(null);
  // Every edit renders, even one the value ignores (a letter, a digit past max): React then puts
  // the shown text back, and the caret is restored after it.
  const [, rendered] = useReducer((count: number) => count + 1, 0);
  const text = typeof value === "number" && Number.isFinite(value) ? formatRupiah(value, { prefix: false }) : "";

  useLayoutEffect(() => {
    const input = inputRef.current;
    const digits = caretDigits.current;
    caretDigits.current = null;
    if (!input || digits === null || input.ownerDocument.activeElement !== input) return;
    const position = positionAfterDigits(input.value, digits);
    input.setSelectionRange(position, position);
  });

  /** Takes the edited text: its digits are the new amount, unless they pass max. */
  const accept = (edited: string, caretDigitsInEdited: number) => {
    const digits = edited.replace(/\D/g, "");
    const next = digits === "" ? null : Number(digits);
    if (next !== null && next > max) {
      // Refused: the caret goes back to where it was before the digits were added.
      caretDigits.current = Math.max(0, caretDigitsInEdited - (digits.length - countDigits(text)));
    } else {
      caretDigits.current = caretDigitsInEdited - (digits.length - String(next ?? "").length);
      if (next !== (value ?? null)) onValueChange(next);
    }
    rendered();
  };

  const setRefs = (element: HTMLInputElement | null) => {
    inputRef.current = element;
    if (typeof ref === "function") ref(element);
    else if (ref) ref.current = element;
  };

  return (
    <Input
      {...props}
      ref={setRefs}
      type="text"
      inputMode="numeric"
      autoComplete={props.autoComplete ?? "off"}
      value={text}
      onChange={(event) => {
        const input = event.currentTarget;
        accept(input.value, countDigits(input.value.slice(0, input.selectionStart ?? input.value.length)));
      }}
      onKeyDown={(event) => {
        onKeyDown?.(event);
        const input = event.currentTarget;
        const start = input.selectionStart;
        if (event.defaultPrevented || start === null || start !== input.selectionEnd) return;
        // Over a dot, Backspace and Delete act on the digit beyond it rather than on nothing.
        if (event.key === "Backspace" && start > 0 && /\D/.test(input.value[start - 1]!)) input.setSelectionRange(start - 1, start - 1);
        if (event.key === "Delete" && start < input.value.length && /\D/.test(input.value[start]!)) input.setSelectionRange(start + 1, start + 1);
      }}
      onPaste={(event) => {
        onPaste?.(event);
        if (event.defaultPrevented) return;
        const pasted = parseRupiah(event.clipboardData.getData("text"));
        if (pasted === null) return;
        // The pasted amount is read whole ("Rp 5.000.000,00" is 5000000, not 500000000) and goes
        // where the selection was.
        event.preventDefault();
        const input = event.currentTarget;
        const start = input.selectionStart ?? input.value.length;
        const end = input.selectionEnd ?? start;
        const before = input.value.slice(0, start);
        accept(`${before}${pasted}${input.value.slice(end)}`, countDigits(before) + String(pasted).length);
      }}
    />
  );
}
