// @vitest-environment node
import { UnsecuredJWT } from "jose";
import { NextRequest } from "next/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { resetMaintenanceCache } from "@/lib/maintenance-guard";
import type { MaintenanceSettings } from "@/server/modules/feature-flags/feature-flags-contract";
import { ACCESS_TOKEN_COOKIE, REFRESH_TOKEN_COOKIE, type AccessTokenClaims } from "@/server/auth/session-contract";
import { proxy } from "./proxy";

const ORIGIN = "http://localhost:3000";

const fullClaims: AccessTokenClaims = {
  sub: "user-1",
  sid: "session-1",
  plt: "employer",
  cid: "company-1",
  mid: "member-1",
  df: true,
  sst: "trial",
  upg: false,
  cact: true,
};

function accessToken(claims: Partial<AccessTokenClaims> = {}, expiresInSeconds = 900): string {
  return new UnsecuredJWT({ ...fullClaims, ...claims })
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + expiresInSeconds)
    .encode();
}

type Cookies = { access?: string; refresh?: string };

function run(path: string, cookies: Cookies = {}) {
  const cookie = [
    cookies.access ? `${ACCESS_TOKEN_COOKIE}=${cookies.access}` : null,
    cookies.refresh ? `${REFRESH_TOKEN_COOKIE}=${cookies.refresh}` : null,
  ]
    .filter(Boolean)
    .join("; ");
  return proxy(new NextRequest(new URL(path, ORIGIN), { headers: cookie ? { cookie } : {} }));
}

const signedIn = (claims: Partial<AccessTokenClaims> = {}, expiresInSeconds?: number): Cookies => ({
  access: accessToken(claims, expiresInSeconds),
  refresh: "opaque-refresh-token",
});

async function outcome(path: string, cookies?: Cookies) {
  const response = await run(path, cookies);
  const location = response.headers.get("location");
  if (location) {
    const url = new URL(location);
    return { redirect: `${url.pathname}${url.search}` };
  }
  const rewrite = response.headers.get("x-middleware-rewrite");
  if (rewrite) return { rewrite: new URL(rewrite).pathname };
  expect(response.headers.get("x-middleware-next")).toBe("1");
  return "next" as const;
}

let maintenance: MaintenanceSettings | null = null;

beforeEach(() => {
  maintenance = null;
  resetMaintenanceCache();
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => Response.json({ result: maintenance ? { maintenance } : {} })),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe("proxy: without a token", () => {
  it("sends a visitor on a non-public page to /sign-in, keeping the redirect URL", async () => {
    expect(await outcome("/jobs/42/candidates?status=accepted")).toEqual({
      redirect: `/sign-in?redirectUrl=${encodeURIComponent("/jobs/42/candidates?status=accepted")}`,
    });
    expect(await outcome("/")).toEqual({ redirect: "/sign-in?redirectUrl=%2F" });
  });

  it("lets a visitor open every public page", async () => {
    for (const path of ["/sign-in?redirectUrl=%2Fjobs", "/sign-up", "/verification", "/verification-success", "/forgot-password", "/reset-password", "/maintenance", "/mailbox"]) {
      expect(await outcome(path), path).toBe("next");
    }
  });
});

describe("proxy: the public careers pages", () => {
  it("opens a company's careers page and its jobs to a visitor and to a signed-in user alike", async () => {
    for (const path of ["/careers/demo-company", "/careers/demo-company/backend-engineer-0d3e1001"]) {
      expect(await outcome(path), path).toBe("next");
      expect(await outcome(path, signedIn({ df: false })), path).toBe("next");
      expect(await outcome(path, signedIn({ sst: "expired" })), path).toBe("next");
    }
    expect(await outcome("/careersx")).toEqual({ redirect: "/sign-in?redirectUrl=%2Fcareersx" });
  });
});

describe("proxy: the local payment simulator's page", () => {
  it("opens to a visitor and to a signed-in user whatever their subscription, as a bank's page would", async () => {
    for (const path of ["/payment-simulator/ORD-20261127-5F3A9C"]) {
      expect(await outcome(path), path).toBe("next");
      expect(await outcome(path, signedIn({ df: false })), path).toBe("next");
      expect(await outcome(path, signedIn({ sst: "expired", upg: true })), path).toBe("next");
    }
  });
});

describe("proxy: job-seeker platform", () => {
  it("sends a talent session to /sign-in and drops its cookies", async () => {
    const response = await run("/jobs", signedIn({ plt: "talent" }));
    expect(new URL(response.headers.get("location")!).pathname).toBe("/sign-in");
    const cleared = response.headers.getSetCookie().join("\n");
    expect(cleared).toContain(`${ACCESS_TOKEN_COOKIE}=;`);
    expect(cleared).toContain(`${REFRESH_TOKEN_COOKIE}=;`);
  });

  it("shows the sign-in page itself to a talent session instead of looping", async () => {
    expect(await outcome("/sign-in", signedIn({ plt: "talent" }))).toBe("next");
  });
});

describe("proxy: incomplete profile", () => {
  const incomplete = () => signedIn({ df: false, cid: null, mid: null, sst: "none" });

  it("sends the user to /onboarding from any portal page", async () => {
    for (const path of ["/", "/jobs", "/subscription", "/checkout/plan-1"]) {
      expect(await outcome(path, incomplete()), path).toEqual({ redirect: "/onboarding" });
    }
  });

  it("lets the user onboard", async () => {
    expect(await outcome("/onboarding", incomplete())).toBe("next");
  });

  it("sends the user from a sign-in-type page to /onboarding", async () => {
    expect(await outcome("/sign-in", incomplete())).toEqual({ redirect: "/onboarding" });
  });
});

describe("proxy: complete data on a sign-in-type page", () => {
  it("sends the user to /", async () => {
    for (const path of ["/sign-in", "/sign-in?redirectUrl=%2Fjobs", "/sign-up", "/verification", "/forgot-password", "/reset-password"]) {
      expect(await outcome(path, signedIn()), path).toEqual({ redirect: "/" });
    }
  });

  it("lets an expired access token reach the sign-in page, so a dead session cannot loop", async () => {
    expect(await outcome("/sign-in", signedIn({}, -60))).toBe("next");
  });

  it("leaves the verification-success page alone", async () => {
    expect(await outcome("/verification-success", signedIn())).toBe("next");
  });
});

describe("proxy: subscription", () => {
  const cases: [string, Partial<AccessTokenClaims>][] = [
    ["no company", { cid: null, mid: null }],
    ["no subscription status", { sst: "none" }],
    ["a needed plan upgrade", { upg: true }],
    ["an inactive company", { cact: false }],
  ];

  for (const [reason, claims] of cases) {
    it(`sends a user with ${reason} to /subscription`, async () => {
      expect(await outcome("/", signedIn(claims))).toEqual({ redirect: "/subscription" });
      expect(await outcome("/jobs?tab=active", signedIn(claims))).toEqual({ redirect: "/subscription" });
      expect(await outcome("/onboarding", signedIn(claims))).toEqual({ redirect: "/subscription" });
    });

    it(`lets a user with ${reason} open the allowed and checkout pages`, async () => {
      for (const path of ["/subscription", "/settings/subscription", "/settings/billing", "/checkout", "/checkout/plan-1", "/checkout-result?id=1"]) {
        expect(await outcome(path, signedIn(claims)), path).toBe("next");
      }
    });
  }

  it("lets a subscribed user through, and sends them on from /onboarding to /", async () => {
    expect(await outcome("/jobs", signedIn())).toBe("next");
    expect(await outcome("/", signedIn({ sst: "active" }))).toBe("next");
    expect(await outcome("/subscription", signedIn())).toBe("next");
    expect(await outcome("/onboarding", signedIn())).toEqual({ redirect: "/" });
  });

  it("lets a request with only a refresh cookie through, for the client to refresh", async () => {
    expect(await outcome("/jobs", { refresh: "opaque-refresh-token" })).toBe("next");
    expect(await outcome("/jobs", { access: "not-a-jwt", refresh: "opaque-refresh-token" })).toBe("next");
  });
});

describe("proxy: maintenance", () => {
  it("replaces every page when the target is 'all'", async () => {
    maintenance = { enabled: true, target: "all", routes: [] };
    expect(await outcome("/", signedIn())).toEqual({ rewrite: "/maintenance" });
    expect(await outcome("/sign-in")).toEqual({ rewrite: "/maintenance" });
    expect(await outcome("/maintenance")).toBe("next");
  });

  it("replaces only the listed routes when the target is 'specific'", async () => {
    maintenance = { enabled: true, target: "specific", routes: ["/jobs", "/analytics"] };
    expect(await outcome("/jobs", signedIn())).toEqual({ rewrite: "/maintenance" });
    expect(await outcome("/jobs/42", signedIn())).toEqual({ rewrite: "/maintenance" });
    expect(await outcome("/", signedIn())).toBe("next");
    expect(await outcome("/jobseekers", signedIn())).toBe("next");
  });

  it("does nothing while the flag is off, or when the flags cannot be read", async () => {
    maintenance = { enabled: false, target: "all", routes: [] };
    expect(await outcome("/", signedIn())).toBe("next");
    resetMaintenanceCache();
    vi.stubGlobal("fetch", vi.fn(async () => Promise.reject(new Error("down"))));
    expect(await outcome("/", signedIn())).toBe("next");
  });
});

describe("proxy: a form posted before the page was interactive", () => {
  const post = (path: string, headers: Record<string, string> = {}) =>
    proxy(
      new NextRequest(new URL(path, ORIGIN), {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
        body: "email=owner%40demo-company.test&password=secret",
      }),
    );

  it("answers with a 303 back to the same page, whose address carries none of the fields", async () => {
    for (const path of ["/sign-in", "/sign-in?redirectUrl=%2Fjob-post", "/settings/password"]) {
      const response = await post(path);
      expect(response.status).toBe(303);
      const location = new URL(response.headers.get("location")!);
      expect(`${location.pathname}${location.search}`).toBe(path);
      expect(location.search).not.toMatch(/password|secret/);
    }
  });

  it("lets a server action's post through", async () => {
    const response = await post("/sign-in", { "next-action": "abc123" });
    expect(response.status).toBe(200);
    expect(response.headers.get("x-middleware-next")).toBe("1");
  });
});

describe("proxy: the built-in HRIS console (issue 17)", () => {
  it("lets its pages and form posts through untouched, with or without a portal session", async () => {
    expect(await outcome("/hris/sign-in?token=abc")).toBe("next");
    expect(await outcome("/hris/access-management", signedIn({ df: false }))).toBe("next");
    const post = await proxy(new NextRequest(new URL("/hris/access-management/actions", ORIGIN), { method: "POST", body: "intent=approve" }));
    expect(post.headers.get("x-middleware-next")).toBe("1");
    // The portal's own pages are still guarded.
    expect(await outcome("/hrisx")).toEqual({ redirect: "/sign-in?redirectUrl=%2Fhrisx" });
  });
});
