// Zod-free, so the portal may import it without loading zod (billing-details-schemas.ts validates).

/** Who a company's invoices are made out to. `taxId` is the NPWP's digits only, or null. */
export type BillingDetails = {
  billingName: string;
  billingEmail: string;
  address: string;
  taxId: string | null;
};

export const BILLING_DETAILS_LIMITS = { billingName: 200, billingEmail: 254, address: 500 } as const;

/** An NPWP as typed: 15 digits (the classic number) or 16 (the NIK-based one since 2024), with dots, dashes or spaces anywhere. */
const NPWP_INPUT = /^[\d.\-\s]*$/;

/** The NPWP's digits, or null when the input is not one (letters, or a digit count other than 15 or 16). */
export function normaliseNpwp(input: string): string | null {
  if (!NPWP_INPUT.test(input)) return null;
  const digits = input.replace(/\D/g, "");
  return digits.length === 15 || digits.length === 16 ? digits : null;
}

/** How an NPWP is written: 01.234.567.8-901.000 for 15 digits; the 16-digit number as it is. */
export function formatNpwp(digits: string): string {
  if (digits.length !== 15) return digits;
  return `${digits.slice(0, 2)}.${digits.slice(2, 5)}.${digits.slice(5, 8)}.${digits.slice(8, 9)}-${digits.slice(9, 12)}.${digits.slice(12, 15)}`;
}
