import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { apiClient, onSessionExpired, serializeParams } from "./api-client";
import { ApiClientError, NETWORK_ERROR_MESSAGE, RESTRICTED_ACCESS_MESSAGE } from "./api-error";

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const api = (path: string) => `http://localhost:3000/api${path}`;

describe("apiClient", () => {
  it("sends array parameters as repeated keys", () => {
    expect(serializeParams({ status: ["accepted", "rejected"], page: 2, skip: undefined })).toBe(
      "status=accepted&status=rejected&page=2",
    );
  });

  it("refreshes once on 401 and retries the request", async () => {
    let meCalls = 0;
    let refreshCalls = 0;
    server.use(
      http.get(api("/v1/users/me"), () => {
        meCalls += 1;
        return meCalls === 1
          ? HttpResponse.json({ message: "expired", code: "TOKEN_EXPIRED", errorId: "r1", data: { errors: [] } }, { status: 401 })
          : HttpResponse.json({ result: { name: "Dewi" } });
      }),
      http.post(api("/v1/login/refresh"), () => {
        refreshCalls += 1;
        return HttpResponse.json({ result: { token: "new", expire: 900 } });
      }),
    );
    const response = await apiClient.get("/v1/users/me", { baseURL: "http://localhost:3000/api" });
    expect(response.data).toEqual({ result: { name: "Dewi" } });
    expect(refreshCalls).toBe(1);
  });

  it("signs out when the refresh yields no token, with 'Restricted access'", async () => {
    const expired = vi.fn();
    onSessionExpired(expired);
    server.use(
      http.get(api("/v1/users/me"), () =>
        HttpResponse.json({ message: "expired", code: "TOKEN_EXPIRED", errorId: "r1", data: { errors: [] } }, { status: 401 }),
      ),
      http.post(api("/v1/login/refresh"), () => HttpResponse.json({ result: {} })),
    );
    const error = await apiClient.get("/v1/users/me", { baseURL: "http://localhost:3000/api" }).catch((e) => e);
    expect(error).toBeInstanceOf(ApiClientError);
    expect(error.message).toBe(RESTRICTED_ACCESS_MESSAGE);
    expect(expired).toHaveBeenCalledTimes(1);
  });

  it("turns the error envelope into an ApiClientError", async () => {
    server.use(
      http.post(api("/v1/login/email"), () =>
        HttpResponse.json(
          { message: "Email Not Found", code: "EMAIL_NOT_FOUND", errorId: "abc", data: { errors: [{ field: "email", message: "Email Not Found" }] } },
          { status: 404 },
        ),
      ),
    );
    const error = await apiClient.post("/v1/login/email", {}, { baseURL: "http://localhost:3000/api" }).catch((e) => e);
    expect(error).toMatchObject({ message: "Email Not Found", code: "EMAIL_NOT_FOUND", errorId: "abc", status: 404 });
    expect(error.firstFieldMessage).toBe("Email Not Found");
  });

  it("reports a request with no response as the network error of spec 8", async () => {
    server.use(http.get(api("/v1/users/me"), () => HttpResponse.error()));
    const error = await apiClient.get("/v1/users/me", { baseURL: "http://localhost:3000/api" }).catch((e) => e);
    expect(error.message).toBe(NETWORK_ERROR_MESSAGE);
    expect(error.isNetworkError).toBe(true);
  });
});
