import { cookies } from "next/headers";
import { cache } from "react";
// Like app/_lib, the console's pages and route handlers read our API in process.
import { serverSideApi } from "@/server/api/process-app";
import { HRIS_CONSOLE_COOKIE } from "@/server/modules/hris/hris-contract";
import { hrisAccessOverviewSchema, hrisConsoleMeSchema, type HrisAccessOverview, type HrisConsoleMe } from "@/server/modules/hris/hris-schemas";

export type ConsoleAnswer<T> = { ok: true; data: T } | { ok: false; status: number; code: string; message: string };

/**
 * Only the console's own cookie goes along, never the portal's: the console stands on the session
 * its sign-in traded the login token for, as a separate HRIS host would.
 */
export async function consoleCookieHeader(): Promise<string> {
  const token = (await cookies()).get(HRIS_CONSOLE_COOKIE)?.value;
  return token ? `${HRIS_CONSOLE_COOKIE}=${token}` : "";
}

/** One call of the console's API (under /api/v2/hris/console), as the visitor. */
export async function consoleFetch(method: string, path: string, cookie: string, body?: unknown): Promise<Response> {
  const headers: Record<string, string> = { accept: "application/json" };
  if (cookie) headers.cookie = cookie;
  if (body !== undefined) headers["content-type"] = "application/json";
  return serverSideApi().request(`/api/v2/hris/console${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
}

export async function readAnswer<T>(response: Response, parse: (value: unknown) => T): Promise<ConsoleAnswer<T>> {
  const body = (await response.json().catch(() => null)) as { result?: unknown; code?: string; message?: string } | null;
  if (response.ok && body) return { ok: true, data: parse(body.result) };
  return { ok: false, status: response.status, code: body?.code ?? "UNKNOWN", message: body?.message ?? "Something went wrong" };
}

/** Who the visitor is; unauthenticated (401) without a live console session. Once per render. */
export const getConsoleMe = cache(async (): Promise<ConsoleAnswer<HrisConsoleMe>> => {
  const cookie = await consoleCookieHeader();
  if (!cookie) return { ok: false, status: 401, code: "TOKEN_INVALID", message: "Not signed in to HRIS" };
  return readAnswer(await consoleFetch("GET", "/me", cookie), (value) => hrisConsoleMeSchema.parse(value));
});

export async function getAccessOverview(): Promise<ConsoleAnswer<HrisAccessOverview>> {
  return readAnswer(await consoleFetch("GET", "/access", await consoleCookieHeader()), (value) => hrisAccessOverviewSchema.parse(value));
}
