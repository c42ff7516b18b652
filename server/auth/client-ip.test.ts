import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { parseServerEnv } from "@/server/config/env";
import { clientIp, UNKNOWN_IP } from "./client-ip";

/** The address clientIp reads for a request from `socket` (none: made in process) with these headers. */
async function callerOf(trusted: string[], socket: string | undefined, headers: Record<string, string> = {}): Promise<string> {
  const app = new Hono().get("/", (c) => c.text(clientIp(c, trusted)));
  const env = socket === undefined ? undefined : { incoming: { socket: { remoteAddress: socket } } };
  return (await app.request("/", { headers }, env)).text();
}

describe("clientIp", () => {
  it("ignores X-Forwarded-For from a connection that is no trusted proxy", async () => {
    expect(await callerOf([], "203.0.113.9", { "x-forwarded-for": "198.51.100.1" })).toBe("203.0.113.9");
    expect(await callerOf(["loopback"], "203.0.113.9", { "x-forwarded-for": "198.51.100.1", "x-real-ip": "198.51.100.2" })).toBe("203.0.113.9");
  });

  it("takes the address a trusted proxy appended, not one the client wrote before it", async () => {
    expect(await callerOf(["loopback"], "127.0.0.1", { "x-forwarded-for": "198.51.100.1" })).toBe("198.51.100.1");
    expect(await callerOf(["loopback"], "::ffff:127.0.0.1", { "x-forwarded-for": "6.6.6.6, 198.51.100.1" })).toBe("198.51.100.1");
    expect(await callerOf(["10.0.0.2", "loopback"], "::1", { "x-forwarded-for": "6.6.6.6, 198.51.100.1, 10.0.0.2" })).toBe("198.51.100.1");
  });

  it("reads an IPv4 connection reported as IPv6 as itself, and a trusted proxy with no header as the caller", async () => {
    expect(await callerOf([], "::ffff:203.0.113.9")).toBe("203.0.113.9");
    expect(await callerOf(["loopback"], "127.0.0.1")).toBe("127.0.0.1");
  });

  it("believes the headers of a request this process made to its own API", async () => {
    expect(await callerOf([], undefined, { "x-forwarded-for": "198.51.100.1, 10.0.0.2" })).toBe("198.51.100.1");
    expect(await callerOf([], undefined)).toBe(UNKNOWN_IP);
  });

  it("takes TRUST_PROXY as addresses or loopback, and names it when it is anything else", () => {
    expect(parseServerEnv({ TRUST_PROXY: "loopback, 10.0.0.2,::1" }).TRUST_PROXY).toEqual(["loopback", "10.0.0.2", "::1"]);
    expect(parseServerEnv({}).TRUST_PROXY).toEqual([]);
    expect(() => parseServerEnv({ TRUST_PROXY: "10.0.0.0/8" })).toThrow(/TRUST_PROXY: must list IP addresses or loopback, not 10.0.0.0\/8/);
  });
});
