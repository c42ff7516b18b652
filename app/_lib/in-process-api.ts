import { AxiosError, AxiosHeaders, type AxiosAdapter, type AxiosResponse, type InternalAxiosRequestConfig } from "axios";
import { headers } from "next/headers";
import { cache } from "react";
import { serializeParams } from "@/lib/api-client";
import { processApiApp } from "@/server/api/process-app";

type InProcessAnswer = { status: number; headers: [string, string][]; body: string };

/**
 * One GET of our API, in process (no socket, same validation and permission checks as over HTTP),
 * as the visitor: their cookies go along. `cache` makes it once per server render, so the layout and
 * the page asking for the same thing cost one call. The body stays text so each reader parses its
 * own copy.
 */
export const getInProcess = cache(async (path: string, cookie: string): Promise<InProcessAnswer> => {
  const response = await processApiApp().request(`/api${path}`, {
    headers: { accept: "application/json", ...(cookie ? { cookie } : {}) },
  });
  return { status: response.status, headers: [...response.headers.entries()], body: await response.text() };
});

function pathOf(config: InternalAxiosRequestConfig): string {
  const query = config.params ? serializeParams(config.params as Record<string, unknown>) : "";
  return `${config.url ?? ""}${query ? `?${query}` : ""}`;
}

/**
 * The API client's transport while a page renders on the server: the features' own query functions
 * (the same fetchers and query keys the browser uses) read through it, so what the server puts in
 * the page is exactly what the client would have fetched. Rendering only reads.
 */
export const inProcessAdapter: AxiosAdapter = async (config) => {
  const method = (config.method ?? "get").toUpperCase();
  if (method !== "GET") throw new Error(`Server rendering only reads; ${method} ${config.url} belongs in the browser`);
  const cookie = (await headers()).get("cookie") ?? "";
  const answer = await getInProcess(pathOf(config), cookie);
  const response: AxiosResponse = {
    data: answer.body ? (JSON.parse(answer.body) as unknown) : undefined,
    status: answer.status,
    statusText: "",
    headers: new AxiosHeaders(Object.fromEntries(answer.headers)),
    config,
    request: null,
  };
  const ok = config.validateStatus ? config.validateStatus(answer.status) : answer.status >= 200 && answer.status < 300;
  if (ok) return response;
  const code = answer.status >= 500 ? AxiosError.ERR_BAD_RESPONSE : AxiosError.ERR_BAD_REQUEST;
  throw new AxiosError(`Request failed with status code ${answer.status}`, code, config, null, response);
};
