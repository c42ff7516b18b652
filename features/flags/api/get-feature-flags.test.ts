import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_FEATURE_FLAGS } from "@/server/modules/feature-flags/feature-flags-contract";
import { featureFlagsQueryOptions, getFeatureFlags } from "./get-feature-flags";

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe("feature flags on the client", () => {
  it("are polled every 60 seconds", () => {
    expect(featureFlagsQueryOptions().refetchInterval).toBe(60_000);
  });

  it("keep the catalog default for a flag the server does not answer", async () => {
    server.use(
      http.get("*/api/v1/feature-flags", () =>
        HttpResponse.json({ result: { flags: { "hris-menu": true }, maintenance: { enabled: true, target: "specific", routes: ["/analytics"] } } }),
      ),
    );
    const state = await getFeatureFlags();
    expect(state.flags).toEqual({ ...DEFAULT_FEATURE_FLAGS, "hris-menu": true });
    expect(state.maintenance).toEqual({ enabled: true, target: "specific", routes: ["/analytics"] });
  });
});
