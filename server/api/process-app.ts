import { serverEnv } from "@/server/config/env";
import { getDatabase } from "@/server/db/database";
import { logger } from "@/server/lib/logger";
import { createApiApp, type ApiApp } from "./create-app";

const globalForApp = globalThis as unknown as { __hiringApiApp?: ApiApp };

/** The API wired to this process's database and logger (built once, opened lazily). */
export function processApiApp(): ApiApp {
  globalForApp.__hiringApiApp ??= createApiApp({ database: getDatabase }, logger());
  return globalForApp.__hiringApiApp;
}

/** What server code of the portal needs from the API: one request, as Hono's `app.request` takes it. */
export type ServerSideApi = { request(path: string, init?: RequestInit): Promise<Response> };

/**
 * How the portal's server code (pages rendering, the careers pages, the HRIS console) reaches the
 * API: in process, or over HTTP at API_UPSTREAM_URL when another server answers /api (the mock API
 * of the mocked Playwright suite). Callers cannot tell which.
 */
export function serverSideApi(): ServerSideApi {
  const upstream = serverEnv().API_UPSTREAM_URL;
  if (!upstream) return { request: async (path, init) => processApiApp().request(path, init) };
  const base = upstream.replace(/\/+$/, "");
  return { request: (path, init) => fetch(`${base}${path}`, { ...init, redirect: "manual", cache: "no-store" }) };
}
