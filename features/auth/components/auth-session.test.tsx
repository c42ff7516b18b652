import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, render, waitFor } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { apiClient } from "@/lib/api-client";
import { STORAGE_KEYS } from "@/lib/storage-keys";
import { authKeys } from "../api/auth-keys";
import { LAST_SEEN_INTERVAL_MS } from "../api/update-last-seen";
import { initialAuthData, useAuthStore } from "../stores/auth-store";
import { demoCurrentUser } from "../testing/auth-fixtures";
import { AuthSession } from "./auth-session";

const api = (path: string) => `http://localhost:3000/api${path}`;
const server = setupServer();
let lastSeenCalls: string[] = [];
let logoutCalls = 0;

beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
beforeEach(() => {
  lastSeenCalls = [];
  logoutCalls = 0;
  window.localStorage.clear();
  useAuthStore.setState(initialAuthData);
  server.use(
    http.patch(api("/v1/job-portal/user-company/:id/last-seen-at"), ({ params }) => {
      lastSeenCalls.push(String(params.id));
      return HttpResponse.json({ result: { id: params.id, lastSeenAt: new Date().toISOString(), lastSignedInAt: null } });
    }),
    http.post(api("/v1/logout"), () => {
      logoutCalls += 1;
      return HttpResponse.json({ result: { success: true } });
    }),
  );
});
afterEach(() => {
  server.resetHandlers();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});
afterAll(() => server.close());

const renderSession = (user: typeof demoCurrentUser | null = null) => {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  if (user) queryClient.setQueryData(authKeys.currentUser(), user);
  return render(
    <QueryClientProvider client={queryClient}>
      <AuthSession />
    </QueryClientProvider>,
  );
};

describe("AuthSession", () => {
  it("stamps last-seen-at now and every 60 s while a user with filled data and a company is signed in", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderSession({ ...demoCurrentUser, isDataFilled: true });
    await waitFor(() => expect(lastSeenCalls).toEqual(["member-1"]));
    await act(() => vi.advanceTimersByTimeAsync(LAST_SEEN_INTERVAL_MS));
    await waitFor(() => expect(lastSeenCalls).toEqual(["member-1", "member-1"]));
  });

  it("does not stamp anything without a company", async () => {
    renderSession({ ...demoCurrentUser, userCompanyId: null, isDataFilled: false });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(lastSeenCalls).toEqual([]);
  });

  it("signs out and goes to /sign-in with the way back when the session cannot be renewed", async () => {
    const assign = vi.fn();
    vi.stubGlobal("location", { ...window.location, pathname: "/jobs/42", search: "?tab=applicants", assign });
    server.use(
      http.get(api("/v1/users/me"), () => HttpResponse.json({ message: "expired", code: "TOKEN_INVALID", errorId: "r1", data: { errors: [] } }, { status: 401 })),
      http.post(api("/v1/login/refresh"), () =>
        HttpResponse.json({ message: "expired", code: "REFRESH_TOKEN_INVALID", errorId: "r2", data: { errors: [] } }, { status: 401 }),
      ),
    );
    window.localStorage.setItem(STORAGE_KEYS.onboardingDraft, "{}");
    renderSession({ ...demoCurrentUser, isDataFilled: false });
    await expect(apiClient.get("/v1/users/me", { baseURL: "http://localhost:3000/api" })).rejects.toThrow();

    await waitFor(() => expect(assign).toHaveBeenCalledWith(`/sign-in?redirectUrl=${encodeURIComponent("/jobs/42?tab=applicants")}`));
    expect(logoutCalls).toBe(1);
    expect(window.localStorage.getItem(STORAGE_KEYS.onboardingDraft)).toBeNull();
  });
});
