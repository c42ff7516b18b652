import { createMiddleware } from "hono/factory";
import type { AppEnv } from "@/server/api/context";
import { tooManyRequests } from "@/server/api/errors";
import { clientIp } from "@/server/auth/client-ip";

export const APPLICATION_RATE_LIMIT = { max: 20, windowMs: 10 * 60 * 1000 } as const;

/**
 * Attempts per client address in a sliding window, kept in memory. The careers form is anonymous
 * and an application row does not record the sender's address, so there is nothing in the
 * database to count; per process is enough to slow a script down (several instances each allow
 * the limit, which is acceptable for a modest anti-spam limit). Old entries are pruned as they
 * are touched and the map is capped, so memory stays bounded.
 */
export function createSlidingWindowLimiter(options: { max: number; windowMs: number; maxKeys?: number }) {
  const hits = new Map<string, number[]>();
  const maxKeys = options.maxKeys ?? 50_000;
  return {
    /** Counts an attempt; answers the seconds to wait when the key is over the limit (the attempt is then not counted). */
    hit(key: string, now = Date.now()): number | null {
      const recent = (hits.get(key) ?? []).filter((at) => at > now - options.windowMs);
      if (recent.length >= options.max) {
        hits.set(key, recent);
        return Math.max(1, Math.ceil((recent[0]! + options.windowMs - now) / 1000));
      }
      recent.push(now);
      hits.delete(key);
      hits.set(key, recent);
      // Map keeps insertion order: the least recently touched keys go first.
      while (hits.size > maxKeys) hits.delete(hits.keys().next().value!);
      return null;
    },
  };
}

const globalForLimiter = globalThis as unknown as { __careersApplicationLimiter?: ReturnType<typeof createSlidingWindowLimiter> };

function applicationLimiter() {
  globalForLimiter.__careersApplicationLimiter ??= createSlidingWindowLimiter(APPLICATION_RATE_LIMIT);
  return globalForLimiter.__careersApplicationLimiter;
}

/** Every application attempt counts, valid or not: 429 with Retry-After past 20 in 10 minutes per address. */
export const limitApplications = createMiddleware<AppEnv>(async (c, next) => {
  const waitSeconds = applicationLimiter().hit(clientIp(c));
  if (waitSeconds !== null) throw tooManyRequests("Too many applications from your network; try again later", waitSeconds);
  await next();
});
