import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from "pdf-lib";
import { formatRupiah } from "@/server/lib/rupiah-contract";

/** Everything printed on one invoice. Amounts are whole rupiah; credits and discounts are positive numbers shown as deductions. */
export type InvoiceDocument = {
  invoiceNumber: string;
  orderNumber: string;
  issuedAt: Date;
  paidAt: Date;
  /** IANA zone the dates are printed in (the company's), with its Indonesian label. */
  timeZone: string;
  timeZoneLabel: string;
  seller: { name: string; addressLines: string[]; taxId: string | null };
  /** The buyer's billing details as they were when the order was paid; taxId is the NPWP as printed. */
  buyer: { companyName: string; contactName: string; email: string; addressLines: string[]; taxId: string | null };
  /** A plan's period prints under its line; a boost pack has none. */
  item: { description: string; period: { start: Date; end: Date } | null; amountIdr: number };
  prorationCreditIdr: number;
  discountIdr: number;
  promoCode: string | null;
  vatRatePercent: number;
  vatIdr: number;
  paymentMethodName: string;
  feeIdr: number;
  totalIdr: number;
  /** Whole rupiah returned after payment; the invoice then reads REFUNDED with the amount. */
  refundedIdr?: number;
};

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 56;
const INK = rgb(0.13, 0.15, 0.19);
const MUTED = rgb(0.42, 0.45, 0.5);
const RULE = rgb(0.85, 0.87, 0.9);

/**
 * The standard PDF fonts encode Windows-1252 only. A name in another script (a company written in
 * Chinese characters, say) keeps its Latin letters and shows the rest as "?" rather than failing the
 * invoice; the order number and amounts, which identify the payment, are always Latin.
 */
function printable(font: PDFFont, text: string): string {
  return [...text.normalize("NFC")]
    .map((char) => {
      try {
        font.encodeText(char);
        return char;
      } catch {
        return "?";
      }
    })
    .join("");
}

function dateIn(date: Date, timeZone: string): string {
  return new Intl.DateTimeFormat("en-GB", { day: "2-digit", month: "short", year: "numeric", timeZone }).format(date);
}

/** Lays text out top-down on one page; `y` is the baseline of the next line. */
class Pen {
  y = A4.height - MARGIN;
  constructor(
    private readonly page: PDFPage,
    private readonly regular: PDFFont,
    private readonly bold: PDFFont,
  ) {}

  text(text: string, x: number, options: { size?: number; bold?: boolean; color?: ReturnType<typeof rgb>; alignRight?: boolean; maxWidth?: number } = {}): void {
    const font = options.bold ? this.bold : this.regular;
    const size = options.size ?? 10;
    let value = printable(font, text);
    // A long name is cut with an ellipsis rather than run into the next column.
    if (options.maxWidth && font.widthOfTextAtSize(value, size) > options.maxWidth) {
      while (value.length > 1 && font.widthOfTextAtSize(`${value}…`, size) > options.maxWidth) value = value.slice(0, -1);
      value = `${value.trimEnd()}…`;
    }
    const left = options.alignRight ? x - font.widthOfTextAtSize(value, size) : x;
    this.page.drawText(value, { x: left, y: this.y, size, font, color: options.color ?? INK });
  }

  down(points: number): void {
    this.y -= points;
  }

  rule(): void {
    this.page.drawLine({ start: { x: MARGIN, y: this.y }, end: { x: A4.width - MARGIN, y: this.y }, thickness: 0.75, color: RULE });
  }
}

/** A one-page A4 invoice for a paid order, as PDF bytes. Refuses figures that do not add up to the total. */
export async function renderInvoicePdf(invoice: InvoiceDocument): Promise<Uint8Array> {
  const taxable = invoice.item.amountIdr - invoice.prorationCreditIdr - invoice.discountIdr;
  if (taxable + invoice.vatIdr + invoice.feeIdr !== invoice.totalIdr) {
    throw new Error(`Invoice ${invoice.invoiceNumber}: its lines add up to ${taxable + invoice.vatIdr + invoice.feeIdr}, not the total ${invoice.totalIdr}`);
  }
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Invoice ${invoice.invoiceNumber}`);
  pdf.setAuthor(invoice.seller.name);
  pdf.setCreationDate(invoice.issuedAt);
  pdf.setModificationDate(invoice.issuedAt);
  const page = pdf.addPage([A4.width, A4.height]);
  const pen = new Pen(page, await pdf.embedFont(StandardFonts.Helvetica), await pdf.embedFont(StandardFonts.HelveticaBold));
  const right = A4.width - MARGIN;
  const date = (value: Date) => dateIn(value, invoice.timeZone);

  pen.text(invoice.seller.name, MARGIN, { size: 16, bold: true });
  pen.text("INVOICE", right, { size: 16, bold: true, alignRight: true });
  pen.down(16);
  for (const line of invoice.seller.addressLines) {
    pen.text(line, MARGIN, { color: MUTED });
    pen.down(13);
  }
  if (invoice.seller.taxId) {
    pen.text(`NPWP ${invoice.seller.taxId}`, MARGIN, { color: MUTED });
    pen.down(13);
  }

  pen.down(18);
  const facts: [string, string][] = [
    ["Invoice number", invoice.invoiceNumber],
    ["Order number", invoice.orderNumber],
    ["Invoice date", date(invoice.issuedAt)],
    ["Paid on", `${date(invoice.paidAt)} (${invoice.timeZoneLabel})`],
    ["Payment method", invoice.paymentMethodName],
    ["Status", invoice.refundedIdr ? "REFUNDED" : "PAID"],
  ];
  const factsTop = pen.y;
  for (const [label, value] of facts) {
    pen.text(label, right - 200, { color: MUTED });
    pen.text(value, right, { bold: label === "Status", alignRight: true });
    pen.down(14);
  }
  const factsBottom = pen.y;

  pen.y = factsTop;
  pen.text("Billed to", MARGIN, { color: MUTED });
  pen.down(14);
  const npwp = invoice.buyer.taxId ? `NPWP ${invoice.buyer.taxId}` : "";
  for (const line of [invoice.buyer.companyName, invoice.buyer.contactName, invoice.buyer.email, ...invoice.buyer.addressLines, npwp]) {
    if (!line) continue;
    pen.text(line, MARGIN, { bold: line === invoice.buyer.companyName, maxWidth: right - 200 - MARGIN - 16 });
    pen.down(14);
  }
  pen.y = Math.min(pen.y, factsBottom) - 20;

  pen.text("Description", MARGIN, { bold: true });
  pen.text("Amount (IDR)", right, { bold: true, alignRight: true });
  pen.down(8);
  pen.rule();
  pen.down(16);
  pen.text(invoice.item.description, MARGIN, { maxWidth: right - 120 - MARGIN });
  pen.text(formatRupiah(invoice.item.amountIdr, { prefix: false }), right, { alignRight: true });
  pen.down(13);
  if (invoice.item.period) {
    pen.text(`${date(invoice.item.period.start)} to ${date(invoice.item.period.end)}`, MARGIN, { color: MUTED, size: 9 });
    pen.down(16);
  } else {
    pen.down(3);
  }

  const deduction = (amount: number) => `-${formatRupiah(amount, { prefix: false })}`;
  const rows: [string, string][] = [];
  if (invoice.prorationCreditIdr > 0) rows.push(["Credit for the unused days of the previous plan", deduction(invoice.prorationCreditIdr)]);
  if (invoice.discountIdr > 0) rows.push([invoice.promoCode ? `Promotion ${invoice.promoCode}` : "Discount", deduction(invoice.discountIdr)]);
  for (const [label, value] of rows) {
    pen.text(label, MARGIN);
    pen.text(value, right, { alignRight: true });
    pen.down(16);
  }
  pen.rule();
  pen.down(16);

  const totals: [string, string][] = [
    ["Taxable amount", formatRupiah(taxable, { prefix: false })],
    [`VAT (PPN ${invoice.vatRatePercent}%)`, formatRupiah(invoice.vatIdr, { prefix: false })],
    [`Payment fee (${invoice.paymentMethodName})`, formatRupiah(invoice.feeIdr, { prefix: false })],
  ];
  for (const [label, value] of totals) {
    pen.text(label, right - 200);
    pen.text(value, right, { alignRight: true });
    pen.down(16);
  }
  pen.down(4);
  pen.text("Total paid", right - 200, { bold: true, size: 12 });
  pen.text(formatRupiah(invoice.totalIdr), right, { bold: true, size: 12, alignRight: true });
  if (invoice.refundedIdr) {
    pen.down(18);
    pen.text("Refunded", right - 200);
    pen.text(`-${formatRupiah(invoice.refundedIdr)}`, right, { alignRight: true });
  }

  pen.y = MARGIN;
  pen.text("Amounts are in Indonesian rupiah. This invoice was issued electronically and is valid without a signature.", MARGIN, { color: MUTED, size: 8 });

  return pdf.save();
}
