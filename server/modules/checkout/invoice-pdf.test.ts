import { extractText, getDocumentProxy } from "unpdf";
import { describe, expect, it } from "vitest";
import { renderInvoicePdf, type InvoiceDocument } from "./invoice-pdf";

const invoice: InvoiceDocument = {
  invoiceNumber: "INV/2026/00007",
  orderNumber: "ORD-20261127-5F3A9C",
  issuedAt: new Date("2026-11-27T18:30:00Z"),
  // 01:30 on 28 Nov in Jakarta (UTC+7): the date printed is the company's, not the server's.
  paidAt: new Date("2026-11-27T18:30:00Z"),
  timeZone: "Asia/Jakarta",
  timeZoneLabel: "WIB",
  seller: { name: "Hiring Portal", addressLines: ["Jl. Jenderal Sudirman 1", "Jakarta 10220"], taxId: "01.234.567.8-901.000" },
  buyer: { companyName: "PT Maju Jaya 株式会社", contactName: "Sari Dewi", email: "sari@majujaya.co.id", addressLines: ["Jl. Gatot Subroto 5, Jakarta"], taxId: null },
  item: { description: "Growth plan, monthly", period: { start: new Date("2026-11-27T18:30:00Z"), end: new Date("2026-12-27T18:30:00Z") }, amountIdr: 1_500_000 },
  prorationCreditIdr: 250_000,
  discountIdr: 0,
  promoCode: null,
  vatRatePercent: 11,
  vatIdr: 137_500,
  paymentMethodName: "Bank BCA",
  feeIdr: 4_000,
  totalIdr: 1_391_500,
};

async function textOf(bytes: Uint8Array): Promise<string> {
  // PDF.js takes the buffer it is given: each reader gets its own copy.
  const { text } = await extractText(await getDocumentProxy(bytes.slice()), { mergePages: true });
  return text;
}

describe("renderInvoicePdf", () => {
  it("prints a boost pack's line without a period", async () => {
    const pack = { ...invoice, item: { description: "5 job boosts", period: null, amountIdr: 600_000 }, prorationCreditIdr: 0, vatIdr: 66_000, totalIdr: 670_000 };
    const text = await textOf(await renderInvoicePdf(pack));
    expect(text).toContain("5 job boosts");
    expect(text).toContain("670.000");
    expect(text).not.toMatch(/\d{4} to \d{2}/);
    // The plan invoice prints its period on that line.
    expect(await textOf(await renderInvoicePdf(invoice))).toMatch(/28 Nov 2026 to 28 Dec 2026/);
  });

  it("prints a one-page invoice with its number, parties, lines and totals in rupiah", async () => {
    const bytes = await renderInvoicePdf(invoice);
    expect(Buffer.from(bytes.subarray(0, 5)).toString("latin1")).toBe("%PDF-");
    const document = await getDocumentProxy(bytes.slice());
    expect(document.numPages).toBe(1);
    const text = await textOf(bytes);
    for (const expected of [
      "INVOICE",
      "INV/2026/00007",
      "ORD-20261127-5F3A9C",
      "NPWP 01.234.567.8-901.000",
      "Sari Dewi",
      "Growth plan, monthly",
      "1.500.000",
      "Credit for the unused days of the previous plan",
      "-250.000",
      "Taxable amount",
      "1.250.000",
      "VAT (PPN 11%)",
      "137.500",
      "Payment fee (Bank BCA)",
      "4.000",
      "Rp 1.391.500",
      "PAID",
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain("Promotion");
  });

  it("prints the buyer's NPWP when the billing details hold one", async () => {
    const text = await textOf(await renderInvoicePdf({ ...invoice, buyer: { ...invoice.buyer, taxId: "09.876.543.2-109.000" } }));
    expect(text).toContain("NPWP 09.876.543.2-109.000");
    expect(await textOf(await renderInvoicePdf(invoice))).not.toContain("NPWP 09");
  });

  it("marks a refunded invoice with the amount returned", async () => {
    const text = await textOf(await renderInvoicePdf({ ...invoice, refundedIdr: 500_000 }));
    expect(text).toContain("REFUNDED");
    expect(text).toContain("-Rp 500.000");
    expect(text).not.toContain("PAID");
  });

  it("prints dates in the company's time zone", async () => {
    const text = await textOf(await renderInvoicePdf(invoice));
    expect(text).toContain("28 Nov 2026 (WIB)");
    expect(text).toContain("28 Nov 2026 to 28 Dec 2026");
  });

  it("keeps a name's Latin letters and marks characters the invoice font cannot print", async () => {
    const text = await textOf(await renderInvoicePdf(invoice));
    expect(text).toContain("PT Maju Jaya ????");
  });

  it("cuts a name too long for its column with an ellipsis", async () => {
    const text = await textOf(await renderInvoicePdf({ ...invoice, buyer: { ...invoice.buyer, companyName: `PT ${"Sangat Panjang ".repeat(12)}Sekali` } }));
    expect(text).toContain("PT Sangat Panjang");
    expect(text).toContain("…");
    expect(text).not.toContain("Sekali");
  });

  it("shows a promotion by its code", async () => {
    const text = await textOf(
      await renderInvoicePdf({ ...invoice, prorationCreditIdr: 0, discountIdr: 255_000, promoCode: "MERDEKA17", vatIdr: 137_450, totalIdr: 1_386_450 }),
    );
    expect(text).toContain("Promotion MERDEKA17");
    expect(text).toContain("-255.000");
    expect(text).not.toContain("Credit for the unused days");
  });

  it("refuses figures that do not add up to the total", async () => {
    await expect(renderInvoicePdf({ ...invoice, totalIdr: invoice.totalIdr + 1 })).rejects.toThrow("add up to 1391500, not the total 1391501");
  });
});
