import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from "node:crypto";
import { authSecret } from "./auth-secret";

/** 256 random bits, URL-safe: refresh tokens and login tokens. */
export function randomToken(): string {
  return randomBytes(32).toString("base64url");
}

/** How high-entropy tokens are stored: a plain SHA-256 is enough when the token itself is random. */
export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** A 6-digit code, uniformly drawn. */
export function randomCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, "0");
}

/**
 * Codes have only 20 bits, so a plain hash would fall to a table in a second: they are stored as an
 * HMAC under the server secret, bound to their owner and purpose.
 */
export function hashCode(code: string, userId: string, purpose: string): string {
  return createHmac("sha256", authSecret()).update(`${purpose}:${userId}:${code}`).digest("hex");
}

export function sameHash(left: string, right: string): boolean {
  const a = Buffer.from(left, "hex");
  const b = Buffer.from(right, "hex");
  return a.length === b.length && timingSafeEqual(a, b);
}
