import { screen, waitFor } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { CurrentUser } from "@/server/modules/auth/auth-schemas";
import type { CompanyData } from "@/server/modules/companies/companies-schemas";
import { authKeys } from "../api/auth-keys";
import { useAuthStore, initialAuthData } from "../stores/auth-store";
import { usePreRegistrationStore } from "../stores/pre-registration-store";
import { demoCompanyData, demoCurrentUser } from "../testing/auth-fixtures";
import { errorEnvelope, renderWithClient } from "../testing/render-with-client";
import { SignInForm } from "./sign-in-form";

const router = { replace: vi.fn(), push: vi.fn(), refresh: vi.fn(), prefetch: vi.fn() };
vi.mock("next/navigation", () => ({ useRouter: () => router }));
// Entering after a sign-in is a full page load (see enter-after-session-change.ts).
const enterAfterSessionChange = vi.hoisted(() => vi.fn());
vi.mock("../lib/enter-after-session-change", () => ({ enterAfterSessionChange }));

const api = (path: string) => `http://localhost:3000/api${path}`;
const tokens = { token: "a.b.c", expire: 900, refreshToken: "r", refreshExpire: 2592000 };
const server = setupServer();
const calls: string[] = [];
let tracked: unknown[] = [];

beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
beforeEach(() => {
  calls.length = 0;
  tracked = [];
  vi.clearAllMocks();
  useAuthStore.setState(initialAuthData);
  server.use(
    http.get(api("/v1/users/me"), () => HttpResponse.json({ result: demoCurrentUser })),
    http.get(api("/v1/job-portal/me/company"), () => HttpResponse.json({ result: demoCompanyData })),
    http.post(api("/v1/job-portal/user-company/:id/last-signed-in"), ({ params }) => {
      calls.push(`last-signed-in ${params.id}`);
      return HttpResponse.json({ result: { id: params.id, lastSeenAt: null, lastSignedInAt: new Date().toISOString() } });
    }),
    http.post(api("/v1/job-portal/mixpanel/track"), async ({ request }) => {
      tracked.push(await request.json());
      return HttpResponse.json({ result: { success: true } });
    }),
  );
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

async function fillAndSubmit(user: ReturnType<typeof renderWithClient>["user"], email: string, password: string) {
  await user.type(screen.getByLabelText(/Email/), email);
  await user.type(screen.getByLabelText(/^Password/), password);
  await user.click(screen.getByRole("button", { name: "Sign in" }));
}

describe("SignInForm", () => {
  it("shows the schema's messages for an empty form without calling the API", async () => {
    const { user } = renderWithClient(<SignInForm />);
    await user.click(screen.getByRole("button", { name: "Sign in" }));
    expect(await screen.findByText("Enter a valid email address")).toBeInTheDocument();
    expect(screen.getByText("Enter your password")).toBeInTheDocument();
    expect(screen.getByLabelText(/Email/)).toHaveAttribute("aria-invalid", "true");
  });

  it("puts the server's field error on the field", async () => {
    server.use(
      http.post(api("/v1/login/email"), () =>
        HttpResponse.json(errorEnvelope("Email Not Found", "EMAIL_NOT_FOUND", [{ field: "email", message: "Email Not Found" }]), { status: 404 }),
      ),
    );
    const { user } = renderWithClient(<SignInForm />);
    await fillAndSubmit(user, "nobody@acme.test", "whatever-123");
    const email = screen.getByLabelText(/Email/);
    await waitFor(() => expect(email).toHaveAttribute("aria-invalid", "true"));
    expect(screen.getByRole("alert")).toHaveTextContent("Email Not Found");
    expect(enterAfterSessionChange).not.toHaveBeenCalled();
  });

  it("shows other errors in spec 8's display: message in bold and the error id", async () => {
    server.use(http.post(api("/v1/login/email"), () => HttpResponse.json(errorEnvelope("Wrong email or password", "WRONG_PASSWORD", [], "req-42"), { status: 401 })));
    const { user } = renderWithClient(<SignInForm />);
    await fillAndSubmit(user, "owner@demo-company.test", "not-the-password");
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Wrong email or password");
    expect(alert).toHaveTextContent("(req-42)");
  });

  it("signs in: counts the login, stores the user and company, reports the event and last-signed-in, and returns to the redirect URL", async () => {
    let body: unknown;
    server.use(
      http.post(api("/v1/login/email"), async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ result: tokens });
      }),
    );
    const { user, queryClient } = renderWithClient(<SignInForm redirectUrl="/jobs/42?tab=applicants" />);
    await fillAndSubmit(user, "owner@demo-company.test", "demo-password-123");
    await waitFor(() => expect(enterAfterSessionChange).toHaveBeenCalledWith("/jobs/42?tab=applicants"));
    expect(body).toEqual({ email: "owner@demo-company.test", password: "demo-password-123", platform: "employer" });
    expect(useAuthStore.getState().loginCount).toBe(1);
    // The user and their membership are in the query cache the portal reads.
    expect(queryClient.getQueryData<CurrentUser>(authKeys.currentUser())).toMatchObject({ email: "owner@demo-company.test", isDataFilled: true });
    expect(queryClient.getQueryData<CompanyData>(authKeys.companyData())?.id).toBe(demoCompanyData.id);
    await waitFor(() => expect(calls).toContain(`last-signed-in ${demoCurrentUser.userCompanyId}`));
    await waitFor(() => expect(tracked).toHaveLength(1), { timeout: 2_000 });
    expect(tracked[0]).toMatchObject({
      eventName: "ed_employer_sign_in",
      eventData: { userId: demoCurrentUser.userId, email: demoCurrentUser.email, companyName: "Demo Company", loginCount: 1 },
    });
  });

  it.each([["//evil.com/steal"], ["https://evil.com"], ["/\\evil.com"], ["javascript:alert(1)"]])(
    "ignores an unsafe redirect URL (%s) and goes to /",
    async (redirectUrl) => {
      server.use(http.post(api("/v1/login/email"), () => HttpResponse.json({ result: tokens })));
      const { user } = renderWithClient(<SignInForm redirectUrl={redirectUrl} />);
      await fillAndSubmit(user, "owner@demo-company.test", "demo-password-123");
      await waitFor(() => expect(enterAfterSessionChange).toHaveBeenCalledWith("/"));
    },
  );

  it("sends an unverified account to the code page with a fresh code", async () => {
    let resent: unknown;
    server.use(
      http.post(api("/v1/login/email"), () =>
        HttpResponse.json(errorEnvelope("Verify your email first", "EMAIL_NOT_VERIFIED", [{ field: "email", message: "Verify your email first" }]), { status: 403 }),
      ),
      http.post(api("/v1/users/verification/code"), async ({ request }) => {
        resent = await request.json();
        return HttpResponse.json({ result: { email: "sari@acme.test", codeExpire: 900, resendAfter: 60 } });
      }),
    );
    const { user } = renderWithClient(<SignInForm />);
    await fillAndSubmit(user, "sari@acme.test", "a-good-password");
    await waitFor(() => expect(router.push).toHaveBeenCalledWith("/verification"));
    expect(resent).toEqual({ email: "sari@acme.test" });
    expect(usePreRegistrationStore.getState().email).toBe("sari@acme.test");
  });
});
