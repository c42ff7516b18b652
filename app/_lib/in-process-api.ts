import { headers } from "next/headers";
import { cache } from "react";
import type { ApiTransport } from "@/lib/api-client";
import { serverSideApi } from "@/server/api/process-app";

type InProcessAnswer = { status: number; headers: [string, string][]; body: string };

/**
 * One GET of our API, in process (no socket, same validation and permission checks as over HTTP;
 * over HTTP only when API_UPSTREAM_URL names another server), as the visitor: their cookies go along. `cache` makes it once per server render, so the layout and
 * the page asking for the same thing cost one call. The body stays text so each reader parses its
 * own copy.
 */
export const getInProcess = cache(async (path: string, cookie: string): Promise<InProcessAnswer> => {
  const response = await serverSideApi().request(`/api${path}`, {
    headers: { accept: "application/json", ...(cookie ? { cookie } : {}) },
  });
  return { status: response.status, headers: [...response.headers.entries()], body: await response.text() };
});

/**
 * The API client's transport while a page renders on the server: the features' own query functions
 * (the same fetchers and query keys the browser uses) read through it, so what the server puts in
 * the page is exactly what the client would have fetched. Rendering only reads.
 */
export const inProcessTransport: ApiTransport = async (path, init) => {
  const method = (init.method ?? "GET").toUpperCase();
  if (method !== "GET") throw new Error(`Server rendering only reads; ${method} ${path} belongs in the browser`);
  const cookie = (await headers()).get("cookie") ?? "";
  const answer = await getInProcess(path, cookie);
  return new Response(answer.body || null, { status: answer.status, headers: answer.headers });
};
