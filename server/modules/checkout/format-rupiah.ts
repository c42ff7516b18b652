/**
 * Spec 9: rupiah with no decimals, "Rp 1.500.000", for the payment mails. (lib/format/currency.ts
 * formats for the portal; server/ does not import the client tree.)
 */
export function formatRupiah(amountIdr: number): string {
  return `Rp ${String(amountIdr).replace(/\B(?=(\d{3})+(?!\d))/g, ".")}`;
}
