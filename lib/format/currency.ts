import { formatRupiah } from "@/server/lib/rupiah-contract";

export { formatRupiah, type RupiahOptions } from "@/server/lib/rupiah-contract";

// A decimal part at the end of pasted text: a comma or dot followed by one or two digits
// ("5.000.000,00", "1,500.5"). A group of three digits after a separator is thousands instead.
const DECIMAL_TAIL = /[.,](\d{1,2})$/;

/**
 * The whole rupiah in text someone typed or pasted, whatever its grouping: "Rp 5.000.000",
 * "5,000,000", "5 000 000" and "5000000" are all 5000000. A decimal part is rounded away (spec 9:
 * no decimals). Null when the text holds no digit.
 */
export function parseRupiah(text: string): number | null {
  const trimmed = text.trim();
  const tail = DECIMAL_TAIL.exec(trimmed);
  const whole = (tail ? trimmed.slice(0, tail.index) : trimmed).replace(/\D/g, "");
  if (whole === "") return tail ? Math.round(Number(`0.${tail[1]}`)) : null;
  const amount = Number(whole);
  return tail && Number(`0.${tail[1]}`) >= 0.5 ? amount + 1 : amount;
}

/** Spec 3: a salary range displays as 'IDR start-end'. */
export function formatSalaryRange(start: number, end: number): string {
  return `IDR ${formatRupiah(start, { prefix: false })}-${formatRupiah(end, { prefix: false })}`;
}
