import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { MidtransProvider } from "./midtrans-provider";
import { notificationSignature } from "./notification-signature";
import { PaymentProviderError, type ChargeRequest } from "./payment-provider";

/**
 * The adapter against a local HTTP server that answers as Midtrans' Core API documents it
 * (docs.midtrans.com: Charge API, bank transfer, Mandiri bill payment, GoPay, ShopeePay, status).
 */
const SERVER_KEY = "SB-Mid-server-TEST0123456789";
type Seen = { method: string; url: string; authorization: string | undefined; body: Record<string, unknown> | null };
const seen: Seen[] = [];
let reply: (request: Seen) => { status: number; body: unknown };
let server: Server;
let provider: MidtransProvider;

async function readBody(request: IncomingMessage): Promise<Record<string, unknown> | null> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString("utf8");
  return text ? (JSON.parse(text) as Record<string, unknown>) : null;
}

beforeAll(async () => {
  server = createServer(async (request, response) => {
    const entry = { method: request.method!, url: request.url!, authorization: request.headers.authorization, body: await readBody(request) };
    seen.push(entry);
    const { status, body } = reply(entry);
    response.writeHead(status, { "content-type": "application/json" });
    response.end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  provider = new MidtransProvider(SERVER_KEY, `http://127.0.0.1:${(server.address() as AddressInfo).port}`);
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  seen.length = 0;
});

const request = (method: ChargeRequest["method"]): ChargeRequest => ({
  orderNumber: "ORD-20261127-5F3A9C1B2D4E",
  grossAmountIdr: 1_667_890,
  method,
  expiryMinutes: 1440,
  itemName: "Growth plan (monthly)",
  customer: { name: "Dewi Lestari", email: "dewi@toko-maju.co.id" },
});

const pending = {
  status_code: "201",
  transaction_id: "a3b75ca9-8b52-445b-99c8-c2cc742a0991",
  order_id: "ORD-20261127-5F3A9C1B2D4E",
  merchant_id: "G772349112",
  gross_amount: "1667890.00",
  currency: "IDR",
  transaction_time: "2026-11-27 10:53:53",
  transaction_status: "pending",
  fraud_status: "accept",
  expiry_time: "2026-11-28 10:53:53",
};

describe("Midtrans Core API charge", () => {
  it("opens a BCA virtual account with Basic auth and reads va_numbers", async () => {
    reply = () => ({ status: 200, body: { ...pending, status_message: "Success, Bank Transfer transaction is created", payment_type: "bank_transfer", va_numbers: [{ bank: "bca", va_number: "812785002530231" }] } });
    const { instructions } = await provider.charge(request("bca_va"));
    expect(instructions).toEqual({ channel: "BCA", vaNumber: "812785002530231", billerCode: null, billKey: null, qrCodeUrl: null, deeplinkUrl: null, simulatorUrl: null });
    expect(seen[0]).toMatchObject({ method: "POST", url: "/v2/charge", authorization: `Basic ${Buffer.from(`${SERVER_KEY}:`).toString("base64")}` });
    expect(seen[0]!.body).toMatchObject({
      payment_type: "bank_transfer",
      bank_transfer: { bank: "bca" },
      transaction_details: { order_id: "ORD-20261127-5F3A9C1B2D4E", gross_amount: 1_667_890 },
      custom_expiry: { expiry_duration: 1440, unit: "minute" },
    });
  });

  it("sends BNI and BRI as bank_transfer and reads Permata's permata_va_number", async () => {
    reply = () => ({ status: 200, body: { ...pending, payment_type: "bank_transfer", va_numbers: [{ bank: "bni", va_number: "9880000012345678" }] } });
    expect((await provider.charge(request("bni_va"))).instructions.vaNumber).toBe("9880000012345678");
    reply = () => ({ status: 200, body: { ...pending, payment_type: "bank_transfer", va_numbers: [{ bank: "bri", va_number: "262150000001234567" }] } });
    expect((await provider.charge(request("bri_va"))).instructions).toMatchObject({ channel: "BRI", vaNumber: "262150000001234567" });
    reply = () => ({ status: 200, body: { ...pending, payment_type: "bank_transfer", permata_va_number: "8778000002332015" } });
    expect((await provider.charge(request("permata_va"))).instructions).toMatchObject({ channel: "Permata", vaNumber: "8778000002332015" });
    expect(seen.map((entry) => (entry.body!.bank_transfer as { bank: string }).bank)).toEqual(["bni", "bri", "permata"]);
  });

  it("sends Mandiri as echannel with bill_info1/bill_info2 and reads bill_key and biller_code", async () => {
    reply = () => ({ status: 200, body: { ...pending, payment_type: "echannel", bill_key: "778899001122", biller_code: "70012" } });
    const { instructions } = await provider.charge(request("echannel"));
    expect(instructions).toMatchObject({ channel: "Mandiri Bill Payment", vaNumber: null, billerCode: "70012", billKey: "778899001122" });
    expect(seen[0]!.body).toMatchObject({ payment_type: "echannel", echannel: { bill_info1: "Payment:", bill_info2: "Growth plan (monthly)" } });
  });

  it("reads GoPay's QR and deeplink actions and ShopeePay's deeplink", async () => {
    reply = () => ({
      status: 200,
      body: {
        ...pending,
        payment_type: "gopay",
        actions: [
          { name: "generate-qr-code", method: "GET", url: "https://api.midtrans.com/v2/gopay/a3b75ca9/qr-code" },
          { name: "deeplink-redirect", method: "GET", url: "gojek://gopay/merchanttransfer?tref=A3B75CA9" },
          { name: "get-status", method: "GET", url: "https://api.midtrans.com/v2/a3b75ca9/status" },
          { name: "cancel", method: "POST", url: "https://api.midtrans.com/v2/a3b75ca9/cancel" },
        ],
      },
    });
    expect((await provider.charge(request("gopay"))).instructions).toMatchObject({
      channel: "GoPay",
      qrCodeUrl: "https://api.midtrans.com/v2/gopay/a3b75ca9/qr-code",
      deeplinkUrl: "gojek://gopay/merchanttransfer?tref=A3B75CA9",
    });
    reply = () => ({ status: 200, body: { ...pending, payment_type: "shopeepay", actions: [{ name: "deeplink-redirect", method: "GET", url: "https://wsa.wallet.airpay.co.id/universal-link/wallet/pay?deep_and_deferred=1" }] } });
    expect((await provider.charge(request("shopeepay"))).instructions).toMatchObject({ channel: "ShopeePay", qrCodeUrl: null, deeplinkUrl: expect.stringContaining("airpay") });
    expect(seen.map((entry) => entry.body!.payment_type)).toEqual(["gopay", "shopeepay"]);
  });

  it("fails with PaymentProviderError on a refusal in the body, an HTTP error, or no server", async () => {
    reply = () => ({ status: 200, body: { status_code: "406", status_message: "Duplicate order ID. Order ID has already been utilized previously." } });
    await expect(provider.charge(request("bca_va"))).rejects.toThrow(PaymentProviderError);
    reply = () => ({ status: 401, body: { status_code: "401", status_message: "Access denied due to unauthorized transaction, please check client or server key" } });
    await expect(provider.charge(request("bca_va"))).rejects.toThrow(/401/);
    const nowhere = new MidtransProvider(SERVER_KEY, "http://127.0.0.1:1");
    await expect(nowhere.charge(request("bca_va"))).rejects.toThrow(PaymentProviderError);
  });
});

describe("Midtrans Core API status", () => {
  it("answers the signed status body for reconciliation, and null for an order Midtrans does not know", async () => {
    const signature = notificationSignature({ orderId: pending.order_id, statusCode: "200", grossAmount: pending.gross_amount }, SERVER_KEY);
    reply = () => ({ status: 200, body: { ...pending, status_code: "200", status_message: "Success, transaction is found", payment_type: "bank_transfer", transaction_status: "settlement", signature_key: signature } });
    const status = await provider.status(pending.order_id);
    expect(status).toMatchObject({ order_id: pending.order_id, status_code: "200", transaction_status: "settlement", gross_amount: "1667890.00", signature_key: signature });
    expect(seen[0]).toMatchObject({ method: "GET", url: `/v2/${pending.order_id}/status`, authorization: expect.stringMatching(/^Basic /) });

    reply = () => ({ status: 404, body: { status_code: "404", status_message: "Transaction doesn't exist." } });
    expect(await provider.status("ORD-unknown")).toBeNull();
    reply = () => ({ status: 500, body: { status_code: "500", status_message: "Sorry. Our system is recovering from unexpected issues. Please retry." } });
    await expect(provider.status(pending.order_id)).rejects.toThrow(PaymentProviderError);
  });
});
