import { createHash, timingSafeEqual } from "node:crypto";
import { createMiddleware } from "hono/factory";
import { serverEnv } from "@/server/config/env";
import type { AppEnv } from "../context";
import { operatorApiDisabled, operatorTokenInvalid } from "../errors";

const digest = (value: string) => createHash("sha256").update(value).digest();

/** Compares two secrets in time independent of where they differ (and of their lengths). */
export function secretsMatch(given: string, expected: string): boolean {
  return timingSafeEqual(digest(given), digest(expected));
}

/**
 * Guards the operator API (`npm run flags`) with `Authorization: Bearer $OPERATOR_TOKEN`. With no
 * OPERATOR_TOKEN configured the operator API is switched off entirely.
 */
export function requireOperator(token: () => string | undefined = () => serverEnv().OPERATOR_TOKEN) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const expected = token();
    if (!expected) {
      throw operatorApiDisabled();
    }
    const header = c.req.header("authorization") ?? "";
    const given = header.startsWith("Bearer ") ? header.slice("Bearer ".length).trim() : "";
    if (!given || !secretsMatch(given, expected)) throw operatorTokenInvalid();
    c.header("Cache-Control", "no-store");
    await next();
  });
}
