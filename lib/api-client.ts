import axios, { type AxiosError, type InternalAxiosRequestConfig } from "axios";
import { clientEnv } from "./env";
import { ApiClientError, RESTRICTED_ACCESS_MESSAGE, toApiClientError } from "./api-error";

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

/**
 * The portal's HTTP client. Tokens travel in HttpOnly cookies the API sets, so page scripts never
 * hold them. A 401 triggers one refresh (shared by concurrent requests) and one retry.
 */
export const apiClient = axios.create({
  baseURL: clientEnv.NEXT_PUBLIC_API_URL,
  withCredentials: true,
  headers: { "Content-Type": "application/json" },
  paramsSerializer: { serialize: serializeParams },
});

const REFRESH_PATH = "/v1/login/refresh";
// Calls whose 401 means "wrong credentials", not "session expired".
const NO_REFRESH_PATHS = [REFRESH_PATH, "/v1/login/email", "/v1/login/socmed", "/v1/registration/"];

let sessionExpiredHandler: (() => void) | undefined;
/** The auth feature registers what happens when the session cannot be renewed (sign out, go to /sign-in). */
export function onSessionExpired(handler: () => void): void {
  sessionExpiredHandler = handler;
}

let refreshing: Promise<void> | undefined;

async function refreshSession(): Promise<void> {
  const response = await axios.post(
    `${clientEnv.NEXT_PUBLIC_API_URL}${REFRESH_PATH}`,
    { platform: "employer" },
    { withCredentials: true },
  );
  const token = (response.data as { result?: { token?: unknown } } | undefined)?.result?.token;
  if (typeof token !== "string" || token.length === 0) {
    throw new ApiClientError(RESTRICTED_ACCESS_MESSAGE, 401, "RESTRICTED_ACCESS", null, []);
  }
}

type RetriableConfig = InternalAxiosRequestConfig & { _retriedAfterRefresh?: boolean };

apiClient.interceptors.response.use(undefined, async (error: AxiosError) => {
  const config = error.config as RetriableConfig | undefined;
  const path = config?.url ?? "";
  const canRefresh =
    // On the server (a page rendering) there is no browser to keep new cookies: the page leaves the
    // query to the client, which refreshes.
    typeof window !== "undefined" &&
    error.response?.status === 401 &&
    config &&
    !config._retriedAfterRefresh &&
    !NO_REFRESH_PATHS.some((prefix) => path.startsWith(prefix));
  if (!canRefresh) throw toApiClientError(error);

  try {
    refreshing ??= refreshSession().finally(() => {
      refreshing = undefined;
    });
    await refreshing;
  } catch (refreshError) {
    sessionExpiredHandler?.();
    throw toApiClientError(refreshError);
  }
  config._retriedAfterRefresh = true;
  return apiClient.request(config);
});
