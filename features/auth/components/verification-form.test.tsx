import { screen, waitFor } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { authKeys } from "../api/auth-keys";
import { initialAuthData, useAuthStore } from "../stores/auth-store";
import { usePreRegistrationStore } from "../stores/pre-registration-store";
import { newCurrentUser } from "../testing/auth-fixtures";
import { errorEnvelope, renderWithClient } from "../testing/render-with-client";
import { VerificationForm } from "./verification-form";

const router = { replace: vi.fn(), push: vi.fn(), refresh: vi.fn(), prefetch: vi.fn() };
vi.mock("next/navigation", () => ({ useRouter: () => router }));
// Entering after a sign-in is a full page load (see enter-after-session-change.ts).
const enterAfterSessionChange = vi.hoisted(() => vi.fn());
vi.mock("../lib/enter-after-session-change", () => ({ enterAfterSessionChange }));

const api = (path: string) => `http://localhost:3000/api${path}`;
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
beforeEach(async () => {
  vi.clearAllMocks();
  window.sessionStorage.clear();
  useAuthStore.setState(initialAuthData);
  usePreRegistrationStore.setState({ email: "sari@acme.test" });
  await usePreRegistrationStore.persist.rehydrate();
  server.use(
    http.get(api("/v1/users/me"), () => HttpResponse.json({ result: newCurrentUser })),
    http.post(api("/v1/job-portal/mixpanel/track"), () => HttpResponse.json({ result: { success: true } })),
  );
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe("VerificationForm", () => {
  it("names the address the code went to and asks for exactly 6 digits", async () => {
    const { user } = renderWithClient(<VerificationForm />);
    expect(await screen.findByText("sari@acme.test")).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Verification code/), "123");
    await user.click(screen.getByRole("button", { name: "Verify email" }));
    expect(await screen.findByText("Enter the 6-digit code")).toBeInTheDocument();
  });

  it("puts a wrong code on the code field", async () => {
    server.use(
      http.post(api("/v1/users/verification/verify"), () =>
        HttpResponse.json(errorEnvelope("The code is not valid", "CODE_INVALID", [{ field: "code", message: "The code is not valid" }]), { status: 400 }),
      ),
    );
    const { user } = renderWithClient(<VerificationForm />);
    await user.type(await screen.findByLabelText(/Verification code/), "000000");
    await user.click(screen.getByRole("button", { name: "Verify email" }));
    await waitFor(() => expect(screen.getByLabelText(/Verification code/)).toHaveAttribute("aria-invalid", "true"));
    expect(screen.getByText("The code is not valid")).toBeInTheDocument();
  });

  it("signs the new user in and shows the success page", async () => {
    let body: unknown;
    server.use(
      http.post(api("/v1/users/verification/verify"), async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ result: { token: "t", expire: 900, refreshToken: "r", refreshExpire: 2592000 } });
      }),
    );
    const { user, queryClient } = renderWithClient(<VerificationForm />);
    await user.type(await screen.findByLabelText(/Verification code/), "123456");
    await user.click(screen.getByRole("button", { name: "Verify email" }));
    await waitFor(() => expect(enterAfterSessionChange).toHaveBeenCalledWith("/verification-success"));
    expect(body).toEqual({ email: "sari@acme.test", code: "123456" });
    expect(useAuthStore.getState().loginCount).toBe(1);
    expect(queryClient.getQueryData(authKeys.currentUser())).toMatchObject({ isDataFilled: false, email: "sari@acme.test" });
    expect(usePreRegistrationStore.getState().email).toBeNull();
  });

  it("returns to a safe redirectUrl (an invitation's join page) instead of the success page", async () => {
    server.use(
      http.post(api("/v1/users/verification/verify"), () => HttpResponse.json({ result: { token: "t", expire: 900, refreshToken: "r", refreshExpire: 2592000 } })),
    );
    const { user } = renderWithClient(<VerificationForm redirectUrl="/join-team?token=abc" />);
    await user.type(await screen.findByLabelText(/Verification code/), "123456");
    await user.click(screen.getByRole("button", { name: "Verify email" }));
    await waitFor(() => expect(enterAfterSessionChange).toHaveBeenCalledWith("/join-team?token=abc"));
  });

  it("resends the code and waits before allowing another", async () => {
    let resends = 0;
    server.use(
      http.post(api("/v1/users/verification/code"), () => {
        resends += 1;
        return HttpResponse.json({ result: { email: "sari@acme.test", codeExpire: 900, resendAfter: 60 } });
      }),
    );
    const { user } = renderWithClient(<VerificationForm />);
    await user.click(await screen.findByRole("button", { name: "Resend code" }));
    expect(await screen.findByText("A new code is on its way to sari@acme.test.")).toBeInTheDocument();
    const again = screen.getByRole("button", { name: /Resend code in \d+s/ });
    expect(again).toBeDisabled();
    expect(resends).toBe(1);
  });

  it("asks for the email when none is remembered (another tab, a cleared session)", async () => {
    usePreRegistrationStore.setState({ email: null });
    renderWithClient(<VerificationForm />);
    expect(await screen.findByLabelText(/^Email/)).toHaveValue("");
  });
});
