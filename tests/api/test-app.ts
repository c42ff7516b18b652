import pino from "pino";
import { afterAll, beforeAll } from "vitest";
import { createApiApp, type ApiApp } from "@/server/api/create-app";
import type { DatabaseHandle } from "@/server/db/client";
import { createTestDatabase } from "./test-database";

export type TestContext = { app: ApiApp; database: DatabaseHandle };

/**
 * Call at the top of an API test file: a fresh database for the file and the Hono app on it,
 * called in process (`ctx.app.request(...)`).
 */
export function useTestApp(): TestContext {
  const ctx = {} as TestContext;
  beforeAll(async () => {
    ctx.database = await createTestDatabase();
    ctx.app = createApiApp({ database: async () => ctx.database }, pino({ level: "silent" }));
  });
  afterAll(async () => {
    await ctx.database?.close();
  });
  return ctx;
}

/** JSON request helper: `await request(app, "POST", "/api/v1/...", { body, token })`. */
export async function requestJson(
  app: ApiApp,
  method: string,
  path: string,
  options: { body?: unknown; token?: string; headers?: Record<string, string> } = {},
): Promise<{ status: number; body: any; headers: Headers }> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.body !== undefined) headers["content-type"] = "application/json";
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const response = await app.request(path, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    // not JSON (HTML docs page, for example)
  }
  return { status: response.status, body, headers: response.headers };
}
