import type { Context } from "hono";

/** What clientIp answers when neither a header nor the socket names the caller. */
export const UNKNOWN_IP = "unknown";

/**
 * The caller's address for rate limits: the first hop of X-Forwarded-For (the app runs behind
 * Next.js or a proxy that sets it), else X-Real-IP, else the socket's address when the Node server
 * exposes it. Deploy behind a proxy that overwrites X-Forwarded-For, or a client could pick its own.
 */
export function clientIp(c: Context): string {
  const forwarded = c.req.header("x-forwarded-for")?.split(",")[0]?.trim();
  if (forwarded) return forwarded.slice(0, 64);
  const realIp = c.req.header("x-real-ip")?.trim();
  if (realIp) return realIp.slice(0, 64);
  const incoming = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming;
  return incoming?.socket?.remoteAddress ?? UNKNOWN_IP;
}
