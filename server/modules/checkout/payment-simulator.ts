import { createHash, createHmac } from "node:crypto";
import { z } from "zod";
import { authSecret } from "@/server/auth/auth-secret";
import type { Executor } from "@/server/db/client";
import { orderNotFound, simulatorPaymentNotOpen } from "./checkout-errors";
import type { OrderStatus, PaymentInstructions, PaymentMethodValue, SimulatorOrder } from "./checkout-schemas";
import { instructionsFromCharge, midtransChargeBody } from "./midtrans-provider";
import { notificationSignature } from "./notification-signature";
import { closePendingCharge, findCharge, insertChargeIfNew, type ChargeRow } from "./payment-simulator-queries";
import { CHANNEL_NAMES, PaymentProviderError, midtransAmount, type ChargeRequest, type ChargeResult, type PaymentProvider, type TransactionStatusBody } from "./payment-provider";

/**
 * The local payment simulator, the default provider: a stand-in for Midtrans that keeps its own
 * ledger in our database and speaks the Core API (charge, status, signed notifications), so a
 * checkout works end to end with no outside service.
 */

/** Mandiri's biller code in Midtrans' sandbox. */
const SIMULATOR_BILLER_CODE = "70012";
const VA_PREFIXES: Record<string, string> = { bca: "12345", bni: "8808", bri: "26215", permata: "8778" };

/** The simulator's page for one order: public, as a bank's page needs no portal session (app/payment-simulator). */
export const simulatorPagePath = (orderNumber: string) => `/payment-simulator/${encodeURIComponent(orderNumber)}`;

/** The simulator's server key: derived from the app's secret, so forged notifications fail here as on Midtrans. */
export function simulatorServerKey(): string {
  return `SIM-${createHmac("sha256", authSecret()).update("payment-simulator-server-key").digest("hex")}`;
}

/** A stable number of `length` digits for an order, so the same order always shows the same VA. */
function digitsFor(orderNumber: string, length: number): string {
  const hex = createHash("sha256").update(orderNumber).digest("hex");
  return BigInt(`0x${hex.slice(0, 24)}`).toString().padStart(length, "0").slice(0, length);
}

const chargeBodySchema = z.object({
  payment_type: z.enum(["gopay", "shopeepay", "bank_transfer", "echannel"]),
  transaction_details: z.object({ order_id: z.string().min(1).max(50), gross_amount: z.number().int().min(1) }),
  bank_transfer: z.object({ bank: z.enum(["bca", "bni", "bri", "permata"]) }).optional(),
  custom_expiry: z.object({ expiry_duration: z.number().int().min(1), unit: z.literal("minute") }).optional(),
});
export type SimulatorChargeBody = z.infer<typeof chargeBodySchema>;
export { chargeBodySchema as simulatorChargeBodySchema };

function methodOf(body: SimulatorChargeBody): PaymentMethodValue {
  if (body.payment_type !== "bank_transfer") return body.payment_type;
  return `${body.bank_transfer?.bank ?? "bca"}_va` as PaymentMethodValue;
}

/** Default expiries as Midtrans has them: 15 minutes for e-wallets, 24 hours for transfers. */
const defaultExpiryMinutes = (body: SimulatorChargeBody) => (body.payment_type === "gopay" || body.payment_type === "shopeepay" ? 15 : 24 * 60);

/** POST /v2/charge: opens the payment and answers as Midtrans does for its payment type. */
export async function simulatorCharge(db: Executor, body: SimulatorChargeBody, now = new Date()): Promise<Record<string, unknown>> {
  const orderNumber = body.transaction_details.order_id;
  const method = methodOf(body);
  const bank = body.bank_transfer?.bank;
  const vaNumber = body.payment_type === "bank_transfer" ? `${VA_PREFIXES[bank ?? "bca"]}${digitsFor(orderNumber, 11)}` : null;
  const billKey = body.payment_type === "echannel" ? digitsFor(orderNumber, 12) : null;
  const pageUrl = simulatorPagePath(orderNumber);
  const instructions: PaymentInstructions = {
    channel: CHANNEL_NAMES[method],
    vaNumber,
    billerCode: billKey ? SIMULATOR_BILLER_CODE : null,
    billKey,
    qrCodeUrl: null,
    deeplinkUrl: body.payment_type === "gopay" || body.payment_type === "shopeepay" ? pageUrl : null,
    simulatorUrl: pageUrl,
  };
  const expiresAt = new Date(now.getTime() + (body.custom_expiry?.expiry_duration ?? defaultExpiryMinutes(body)) * 60_000);
  const inserted = await insertChargeIfNew(db, {
    orderNumber,
    paymentType: body.payment_type,
    paymentMethod: method,
    grossAmountIdr: body.transaction_details.gross_amount,
    instructions,
    expiresAt,
  });
  // Midtrans refuses an order_id it has seen: 406.
  if (!inserted) return { status_code: "406", status_message: "The request could not be completed due to a conflict with the current state of the target resource, please try again" };
  const base = {
    status_code: "201",
    status_message: "Success, transaction is created",
    transaction_id: digitsFor(`tx:${orderNumber}`, 16),
    order_id: orderNumber,
    gross_amount: midtransAmount(body.transaction_details.gross_amount),
    currency: "IDR",
    payment_type: body.payment_type,
    transaction_status: "pending",
    fraud_status: "accept",
  };
  if (body.payment_type === "bank_transfer" && bank === "permata") return { ...base, permata_va_number: vaNumber };
  if (body.payment_type === "bank_transfer") return { ...base, va_numbers: [{ bank, va_number: vaNumber }] };
  if (body.payment_type === "echannel") return { ...base, bill_key: billKey, biller_code: SIMULATOR_BILLER_CODE };
  return { ...base, actions: [{ name: "deeplink-redirect", method: "GET", url: pageUrl }] };
}

/** A pending charge past its expiry reads as expired, as Midtrans reports it. */
function effectiveStatus(row: ChargeRow, now: Date): string {
  return row.status === "pending" && row.expiresAt.getTime() <= now.getTime() ? "expire" : row.status;
}

const STATUS_CODES: Record<string, string> = { settlement: "200", pending: "201", expire: "407" };

/** The Midtrans-format status of a charge, signed: the body of both the notification and GET status. */
function statusBody(row: ChargeRow, transactionStatus: string): TransactionStatusBody {
  const statusCode = STATUS_CODES[transactionStatus] ?? "200";
  const grossAmount = midtransAmount(row.grossAmountIdr);
  return {
    status_code: statusCode,
    status_message: "Success, transaction is found",
    transaction_id: digitsFor(`tx:${row.orderNumber}`, 16),
    order_id: row.orderNumber,
    gross_amount: grossAmount,
    currency: "IDR",
    payment_type: row.paymentType,
    transaction_time: row.createdAt.toISOString(),
    transaction_status: transactionStatus,
    fraud_status: "accept",
    signature_key: notificationSignature({ orderId: row.orderNumber, statusCode, grossAmount }, simulatorServerKey()),
  };
}

/** GET /v2/{order_id}/status; null when the simulator never saw the order. */
export async function simulatorStatus(db: Executor, orderNumber: string, now = new Date()): Promise<TransactionStatusBody | null> {
  const row = await findCharge(db, orderNumber);
  return row ? statusBody(row, effectiveStatus(row, now)) : null;
}

const ORDER_STATUS_OF: Record<string, OrderStatus> = { pending: "pending", settlement: "paid", expire: "expired" };

export async function simulatorOrderView(db: Executor, orderNumber: string, now = new Date()): Promise<SimulatorOrder> {
  const row = await findCharge(db, orderNumber);
  if (!row) throw orderNotFound();
  return {
    orderNumber: row.orderNumber,
    status: ORDER_STATUS_OF[effectiveStatus(row, now)] ?? "failed",
    paymentMethod: row.paymentMethod as PaymentMethodValue,
    grossAmountIdr: row.grossAmountIdr,
    instructions: row.instructions,
    expiresAt: row.expiresAt.toISOString(),
  };
}

/**
 * "Pay" or "Let it expire" on the simulator's page: closes the charge and answers the signed
 * notification to send. Only an open charge can be closed (a bank takes no money for a closed VA).
 */
export async function closeSimulatorCharge(db: Executor, orderNumber: string, outcome: "settlement" | "expire", now = new Date()): Promise<TransactionStatusBody> {
  const row = await findCharge(db, orderNumber);
  if (!row) throw orderNotFound();
  if (effectiveStatus(row, now) !== "pending") throw simulatorPaymentNotOpen();
  const closed = await closePendingCharge(db, orderNumber, outcome);
  // Two clicks at once: the first closes it.
  if (!closed) throw simulatorPaymentNotOpen();
  return statusBody(closed, outcome);
}

/** The simulator as a provider, in process: the same Core API bodies, no HTTP. */
export class SimulatorProvider implements PaymentProvider {
  readonly name = "simulator" as const;
  readonly serverKey = simulatorServerKey();

  constructor(private readonly db: Executor) {}

  async charge(request: ChargeRequest): Promise<ChargeResult> {
    const body = chargeBodySchema.parse(midtransChargeBody(request));
    const response = (await simulatorCharge(this.db, body)) as Parameters<typeof instructionsFromCharge>[1];
    if (response.status_code !== "201") throw new PaymentProviderError(`The simulator refused the charge: ${response.status_code}`);
    return { instructions: { ...instructionsFromCharge(request, response), simulatorUrl: simulatorPagePath(request.orderNumber) } };
  }

  status(orderNumber: string): Promise<TransactionStatusBody | null> {
    return simulatorStatus(this.db, orderNumber);
  }
}
