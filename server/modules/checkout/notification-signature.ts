import { createHash, timingSafeEqual } from "node:crypto";

/** Midtrans' notification signature: SHA512(order_id + status_code + gross_amount + server key), hex. */
export function notificationSignature(input: { orderId: string; statusCode: string; grossAmount: string }, serverKey: string): string {
  return createHash("sha512").update(`${input.orderId}${input.statusCode}${input.grossAmount}${serverKey}`).digest("hex");
}

/** Constant-time comparison, so the time taken reveals nothing of the expected signature. */
export function isValidSignature(input: { orderId: string; statusCode: string; grossAmount: string; signatureKey: string }, serverKey: string): boolean {
  const expected = Buffer.from(notificationSignature(input, serverKey), "utf8");
  const given = Buffer.from(input.signatureKey.toLowerCase(), "utf8");
  return expected.length === given.length && timingSafeEqual(expected, given);
}
