// Shared by the portal (lib/format/currency.ts re-exports it) and the server's documents and emails
// (invoices, payment emails), so an amount reads the same wherever it is shown.

export type RupiahOptions = {
  /** Show the "Rp" prefix (default true). */
  prefix?: boolean;
  /** Put a space between the prefix and the amount (default true). */
  space?: boolean;
};

/** Groups an integer's digits by thousands with dots, as Indonesian amounts are written. */
function groupThousands(value: number): string {
  return String(value).replace(/\B(?=(\d{3})+(?!\d))/g, ".");
}

/**
 * Spec 9: Indonesian rupiah without decimals, `Rp 1.500.000`. Options drop the prefix
 * (`1.500.000`) or the space (`Rp1.500.000`). Fractions are rounded to the nearest rupiah.
 */
export function formatRupiah(amount: number, options: RupiahOptions = {}): string {
  const { prefix = true, space = true } = options;
  if (!Number.isFinite(amount)) return "";
  const rounded = Math.round(amount);
  const sign = rounded < 0 ? "-" : "";
  const digits = groupThousands(Math.abs(rounded));
  if (!prefix) return `${sign}${digits}`;
  return `${sign}Rp${space ? " " : ""}${digits}`;
}
