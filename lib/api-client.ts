import { clientEnv } from "./env";
import { ApiClientError, RESTRICTED_ACCESS_MESSAGE, apiErrorFromEnvelope, networkError } from "./api-error";

/** Spec 7: array query parameters go out as repeated keys (`status=a&status=b`). */
export function serializeParams(params: Record<string, unknown>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null) continue;
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item !== undefined && item !== null) search.append(key, String(item));
    }
  }
  return search.toString();
}

export type RequestConfig = {
  params?: Record<string, unknown>;
  signal?: AbortSignal;
  /** Extra headers; `undefined` removes one. */
  headers?: Record<string, string | undefined>;
  /** Another API base than NEXT_PUBLIC_API_URL (tests). */
  baseURL?: string;
};

export type ApiResponse<T> = { data: T; status: number; headers: Headers };

/**
 * How a request reaches the API: `path` is relative to the API base (`/v1/users/me?x=1`). In the
 * browser it is fetch; a page rendering on the server swaps in our API called in process
 * (app/_lib/in-process-api.ts), so the features' fetchers run unchanged on both sides.
 */
export type ApiTransport = (path: string, init: RequestInit, baseURL: string) => Promise<Response>;

function absoluteBase(baseURL: string): string {
  // Relative bases ("/api") resolve against the page; jsdom and browsers both have one.
  return typeof window === "undefined" ? baseURL : new URL(baseURL, window.location.href).toString().replace(/\/$/, "");
}

let transport: ApiTransport = (path, init, baseURL) => fetch(`${absoluteBase(baseURL)}${path}`, init);

/** Replaces the transport (server rendering); returns nothing to undo, as it is set once per process. */
export function setApiTransport(next: ApiTransport): void {
  transport = next;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

async function send<T>(method: string, url: string, body: unknown, config: RequestConfig = {}): Promise<ApiResponse<T>> {
  const headers = new Headers({ accept: "application/json" });
  let payload: BodyInit | undefined;
  // A FormData body goes as multipart with the boundary the runtime picks; anything else as JSON.
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    headers.set("content-type", "application/json");
    payload = JSON.stringify(body);
  }
  for (const [name, value] of Object.entries(config.headers ?? {})) {
    if (value === undefined) headers.delete(name);
    else headers.set(name, value);
  }
  const query = config.params ? serializeParams(config.params) : "";
  const path = query ? `${url}${url.includes("?") ? "&" : "?"}${query}` : url;
  let response: Response;
  try {
    response = await transport(path, { method, headers, body: payload, signal: config.signal, credentials: "include" }, config.baseURL ?? clientEnv.NEXT_PUBLIC_API_URL);
  } catch (error) {
    // A cancelled request (a filter changed mid-flight) stays a cancellation, not a network error.
    if (config.signal?.aborted) throw error;
    throw networkError();
  }
  const data = await readBody(response);
  if (!response.ok) throw apiErrorFromEnvelope(response.status, data, `Request failed with status code ${response.status}`);
  return { data: data as T, status: response.status, headers: response.headers };
}

const REFRESH_PATH = "/v1/login/refresh";
// Calls whose 401 means "wrong credentials", not "session expired".
const NO_REFRESH_PATHS = [REFRESH_PATH, "/v1/login/email", "/v1/login/socmed", "/v1/registration/"];

let sessionExpiredHandler: (() => void) | undefined;
/** The auth feature registers what happens when the session cannot be renewed (sign out, go to /sign-in). */
export function onSessionExpired(handler: () => void): void {
  sessionExpiredHandler = handler;
}

let refreshing: Promise<void> | undefined;

async function refreshSession(baseURL: string | undefined): Promise<void> {
  const { data } = await send<{ result?: { token?: unknown } } | undefined>("POST", REFRESH_PATH, { platform: "employer" }, { baseURL });
  const token = data?.result?.token;
  if (typeof token !== "string" || token.length === 0) {
    throw new ApiClientError(RESTRICTED_ACCESS_MESSAGE, 401, "RESTRICTED_ACCESS", null, []);
  }
}

/**
 * Tokens travel in HttpOnly cookies the API sets, so page scripts never hold them. A 401 triggers
 * one refresh (shared by concurrent requests) and one retry; a refresh that fails ends the session.
 */
async function request<T>(method: string, url: string, body: unknown, config: RequestConfig = {}): Promise<ApiResponse<T>> {
  try {
    return await send<T>(method, url, body, config);
  } catch (error) {
    const canRefresh =
      // On the server (a page rendering) there is no browser to keep new cookies: the page leaves the
      // query to the client, which refreshes.
      typeof window !== "undefined" &&
      error instanceof ApiClientError &&
      error.status === 401 &&
      !NO_REFRESH_PATHS.some((prefix) => url.startsWith(prefix));
    if (!canRefresh) throw error;
    try {
      refreshing ??= refreshSession(config.baseURL).finally(() => {
        refreshing = undefined;
      });
      await refreshing;
    } catch (refreshError) {
      sessionExpiredHandler?.();
      throw refreshError;
    }
    return send<T>(method, url, body, config);
  }
}

/**
 * The portal's HTTP client: JSON in and out, the API's error envelope as an ApiClientError (spec 8),
 * arrays as repeated query keys. A few lines over fetch rather than axios, whose 14 KiB would be in
 * every page's first load for features we do not use (see docs/decisions.md).
 */
export const apiClient = {
  get: <T = unknown>(url: string, config?: RequestConfig) => request<T>("GET", url, undefined, config),
  delete: <T = unknown>(url: string, config?: RequestConfig) => request<T>("DELETE", url, undefined, config),
  post: <T = unknown>(url: string, body?: unknown, config?: RequestConfig) => request<T>("POST", url, body, config),
  put: <T = unknown>(url: string, body?: unknown, config?: RequestConfig) => request<T>("PUT", url, body, config),
  patch: <T = unknown>(url: string, body?: unknown, config?: RequestConfig) => request<T>("PATCH", url, body, config),
};
