import { z } from "zod";
import type { PaymentInstructions } from "./checkout-schemas";
import {
  CHANNEL_NAMES,
  PaymentProviderError,
  midtransPaymentType,
  type ChargeRequest,
  type ChargeResult,
  type PaymentProvider,
  type TransactionStatusBody,
} from "./payment-provider";

export const MIDTRANS_BASE_URLS = {
  sandbox: "https://api.sandbox.midtrans.com",
  production: "https://api.midtrans.com",
} as const;

const REQUEST_TIMEOUT_MS = 15_000;

/**
 * The Core API's answer to a charge. Midtrans reports failures in `status_code` with HTTP 200 as
 * often as with an HTTP error, so both are checked.
 */
const chargeResponseSchema = z.object({
  status_code: z.string(),
  status_message: z.string().optional(),
  va_numbers: z.array(z.object({ bank: z.string(), va_number: z.string() })).optional(),
  permata_va_number: z.string().optional(),
  bill_key: z.string().optional(),
  biller_code: z.string().optional(),
  actions: z.array(z.object({ name: z.string(), method: z.string().optional(), url: z.string() })).optional(),
});

const statusResponseSchema = z.looseObject({
  status_code: z.string(),
  order_id: z.string().optional(),
  gross_amount: z.string().optional(),
  transaction_status: z.string().optional(),
  signature_key: z.string().optional(),
});

/** The charge body of Midtrans' Core API for one of our methods. */
export function midtransChargeBody(request: ChargeRequest): Record<string, unknown> {
  const { paymentType, bank } = midtransPaymentType(request.method);
  const body: Record<string, unknown> = {
    payment_type: paymentType,
    transaction_details: { order_id: request.orderNumber, gross_amount: request.grossAmountIdr },
    item_details: [{ id: request.orderNumber, price: request.grossAmountIdr, quantity: 1, name: request.itemName.slice(0, 50) }],
    customer_details: { first_name: request.customer.name.slice(0, 255), email: request.customer.email },
    custom_expiry: { expiry_duration: request.expiryMinutes, unit: "minute" },
  };
  if (paymentType === "bank_transfer") body.bank_transfer = { bank };
  // Mandiri bill payment shows two lines of text to the payer (bill_info1 label, bill_info2 value).
  if (paymentType === "echannel") body.echannel = { bill_info1: "Payment for:", bill_info2: request.itemName.slice(0, 10) };
  return body;
}

/** Reads the instructions out of a charge answer: VA number, Mandiri bill key, or e-wallet actions. */
export function instructionsFromCharge(request: ChargeRequest, response: z.infer<typeof chargeResponseSchema>): PaymentInstructions {
  const action = (name: string) => response.actions?.find((candidate) => candidate.name === name)?.url ?? null;
  return {
    channel: CHANNEL_NAMES[request.method],
    vaNumber: response.va_numbers?.[0]?.va_number ?? response.permata_va_number ?? null,
    billerCode: response.biller_code ?? null,
    billKey: response.bill_key ?? null,
    qrCodeUrl: action("generate-qr-code"),
    deeplinkUrl: action("deeplink-redirect"),
    simulatorUrl: null,
  };
}

/** Midtrans Core API over HTTPS (PAYMENT_PROVIDER=midtrans). */
export class MidtransProvider implements PaymentProvider {
  readonly name = "midtrans" as const;

  constructor(
    readonly serverKey: string,
    private readonly baseUrl: string,
  ) {}

  private headers(): Record<string, string> {
    // Basic auth: the server key as user name, an empty password.
    return {
      accept: "application/json",
      "content-type": "application/json",
      authorization: `Basic ${Buffer.from(`${this.serverKey}:`).toString("base64")}`,
    };
  }

  private async call(method: "GET" | "POST", path: string, body?: unknown): Promise<{ status: number; json: unknown }> {
    let response: Response;
    try {
      response = await fetch(`${this.baseUrl}${path}`, {
        method,
        headers: this.headers(),
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
    } catch (error) {
      throw new PaymentProviderError(`Midtrans could not be reached: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
    }
    const json: unknown = await response.json().catch(() => null);
    return { status: response.status, json };
  }

  async charge(request: ChargeRequest): Promise<ChargeResult> {
    const { status, json } = await this.call("POST", "/v2/charge", midtransChargeBody(request));
    const parsed = chargeResponseSchema.safeParse(json);
    if (status >= 300 || !parsed.success || !["200", "201"].includes(parsed.data.status_code)) {
      const message = parsed.success ? `${parsed.data.status_code} ${parsed.data.status_message ?? ""}` : `HTTP ${status}`;
      throw new PaymentProviderError(`Midtrans refused the charge: ${message.trim()}`);
    }
    return { instructions: instructionsFromCharge(request, parsed.data) };
  }

  async status(orderNumber: string): Promise<TransactionStatusBody | null> {
    const { status, json } = await this.call("GET", `/v2/${encodeURIComponent(orderNumber)}/status`);
    const parsed = statusResponseSchema.safeParse(json);
    if (!parsed.success) throw new PaymentProviderError(`Midtrans answered the status of ${orderNumber} with HTTP ${status} and no status`);
    if (parsed.data.status_code === "404") return null;
    const { order_id, gross_amount, transaction_status, signature_key } = parsed.data;
    if (status >= 300 || !order_id || !gross_amount || !transaction_status || !signature_key) {
      throw new PaymentProviderError(`Midtrans answered the status of ${orderNumber} with ${parsed.data.status_code}`);
    }
    return { ...parsed.data, order_id, gross_amount, transaction_status, signature_key };
  }
}
