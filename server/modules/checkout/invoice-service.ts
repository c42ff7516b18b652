import { serverEnv } from "@/server/config/env";
import type { Executor } from "@/server/db/client";
import { COMPANY_TIME_ZONE_LABELS } from "@/server/modules/analytics/analytics-contract";
import { formatCity } from "@/server/modules/companies/city-contract";
import { formatNpwp, type BillingDetails } from "./billing-details-contract";
import { paymentMethodName } from "./checkout-contract";
import { invoiceNotAvailable, orderNotFound } from "./checkout-errors";
import { renderInvoicePdf } from "./invoice-pdf";
import { invoiceParties } from "./invoice-queries";
import { findCompanyOrder } from "./orders-queries";

/** The buyer as the company's billing details name it (the copy kept on the order when it was paid). */
function billedTo(details: BillingDetails) {
  return {
    companyName: details.billingName,
    contactName: "",
    email: details.billingEmail,
    addressLines: details.address.split("\n").map((line) => line.trim()).filter(Boolean),
    taxId: details.taxId ? formatNpwp(details.taxId) : null,
  };
}

/** The invoice of one of the company's paid orders, as a PDF and the file name to save it under. */
export async function companyInvoicePdf(db: Executor, companyId: string, orderId: string): Promise<{ fileName: string; bytes: Uint8Array }> {
  const order = await findCompanyOrder(db, companyId, orderId);
  if (!order) throw orderNotFound();
  // A refunded order was paid: its invoice stays available, marked refunded.
  if ((order.status !== "paid" && order.status !== "refunded") || !order.invoiceNumber || !order.paidAt) {
    throw invoiceNotAvailable();
  }
  const buyer = await invoiceParties(db, companyId, orderId);
  if (!buyer) throw orderNotFound();
  const env = serverEnv();
  const { quote } = order;
  const paidAt = new Date(order.paidAt);
  const bytes = await renderInvoicePdf({
    invoiceNumber: order.invoiceNumber,
    orderNumber: order.orderNumber,
    issuedAt: paidAt,
    paidAt,
    timeZone: buyer.timeZone,
    timeZoneLabel: COMPANY_TIME_ZONE_LABELS[buyer.timeZone],
    seller: {
      name: env.INVOICE_SELLER_NAME,
      addressLines: env.INVOICE_SELLER_ADDRESS.split("|").map((line) => line.trim()).filter(Boolean),
      taxId: env.INVOICE_SELLER_TAX_ID ?? null,
    },
    buyer: buyer.billingDetails
      ? billedTo(buyer.billingDetails)
      : { companyName: buyer.companyName, contactName: buyer.contactName ?? "", email: buyer.email ?? "", addressLines: [formatCity(buyer.cityId)].filter(Boolean), taxId: null },
    item: quote.boostPack
      ? { description: quote.boostPack.name, period: null, amountIdr: quote.subtotalIdr }
      : {
          description: `${quote.planName} plan, ${quote.period}`,
          period: { start: buyer.periodStart ?? new Date(quote.startsAt!), end: buyer.periodEnd ?? new Date(quote.endsAt!) },
          amountIdr: quote.subtotalIdr,
        },
    prorationCreditIdr: quote.prorationCreditIdr,
    discountIdr: quote.discountIdr,
    promoCode: quote.promoCode,
    vatRatePercent: quote.vatRatePercent,
    vatIdr: quote.vatIdr,
    paymentMethodName: paymentMethodName(quote.paymentMethod),
    feeIdr: quote.feeIdr,
    totalIdr: quote.totalIdr,
    refundedIdr: order.refundedAmountIdr ?? undefined,
  });
  return { fileName: `${order.invoiceNumber.replaceAll("/", "-")}.pdf`, bytes };
}
