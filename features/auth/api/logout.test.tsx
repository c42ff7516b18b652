import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, renderHook, waitFor } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { STORAGE_KEYS } from "@/lib/storage-keys";
import { useAuthStore } from "../stores/auth-store";
import { demoCurrentUser } from "../testing/auth-fixtures";
import { useLogout } from "./logout";

const api = (path: string) => `http://localhost:3000/api${path}`;
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe("useLogout", () => {
  it.each([[200], [500]])("asks the API to drop the session (answer %i), clears the local state and goes to /sign-in", async (status) => {
    let calls = 0;
    server.use(
      http.post(api("/v1/logout"), () => {
        calls += 1;
        return HttpResponse.json({ result: { success: true } }, { status });
      }),
    );
    const assign = vi.fn();
    vi.stubGlobal("location", { ...window.location, assign });
    useAuthStore.setState({ loginCount: 3 });
    window.localStorage.setItem(STORAGE_KEYS.onboardingDraft, "{}");
    const queryClient = new QueryClient();
    queryClient.setQueryData(["auth", "current-user"], demoCurrentUser);

    const { result } = renderHook(() => useLogout(), {
      wrapper: ({ children }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>,
    });
    act(() => result.current.mutate());

    await waitFor(() => expect(assign).toHaveBeenCalledWith("/sign-in"));
    expect(calls).toBe(1);
    // The login counter outlives the session (spec 4 lists what sign-out clears).
    expect(useAuthStore.getState().loginCount).toBe(3);
    expect(queryClient.getQueryData(["auth", "current-user"])).toBeUndefined();
    expect(window.localStorage.getItem(STORAGE_KEYS.onboardingDraft)).toBeNull();
    vi.unstubAllGlobals();
  });
});
