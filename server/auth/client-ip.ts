import type { Context } from "hono";
import { serverEnv } from "@/server/config/env";

/** What clientIp answers when nothing names the caller. */
export const UNKNOWN_IP = "unknown";

const LOOPBACK = ["127.0.0.1", "::1", "::ffff:127.0.0.1"];

/** A plain IPv4 address as IPv6 sockets report it (::ffff:203.0.113.9) reads as itself. */
const normalize = (address: string) => address.trim().replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/, "$1").slice(0, 64);

/**
 * The caller's address for rate limits and session records. X-Forwarded-For is believed only as far
 * as trusted proxies (TRUST_PROXY) set it: from the connection's own address, each hop that is a
 * trusted proxy passes to the address it names, right to left, and the first untrusted one is the
 * caller. Anyone else's header is ignored, so a client cannot pick a new address per try. A request
 * with no connection is one this process made to its own API (a server-rendered page); its headers
 * are ours, so they are believed.
 */
export function clientIp(c: Context, trustedProxies: readonly string[] = serverEnv().TRUST_PROXY): string {
  const trusted = new Set(trustedProxies.flatMap((entry) => (entry === "loopback" ? LOOPBACK : [normalize(entry)])));
  const socket = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming?.socket?.remoteAddress;
  const forwarded = (c.req.header("x-forwarded-for") ?? "").split(",").map(normalize).filter(Boolean);
  if (socket === undefined) return forwarded[0] ?? (c.req.header("x-real-ip") ? normalize(c.req.header("x-real-ip")!) : UNKNOWN_IP);
  let caller = normalize(socket);
  for (let hop = forwarded.length - 1; hop >= 0 && trusted.has(caller); hop -= 1) caller = forwarded[hop]!;
  return caller;
}
