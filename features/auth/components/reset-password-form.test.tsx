import { screen, waitFor } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { usePreRegistrationStore } from "../stores/pre-registration-store";
import { errorEnvelope, renderWithClient } from "../testing/render-with-client";
import { ForgotPasswordForm } from "./forgot-password-form";
import { ResetPasswordForm } from "./reset-password-form";

const router = { replace: vi.fn(), push: vi.fn(), refresh: vi.fn(), prefetch: vi.fn() };
vi.mock("next/navigation", () => ({ useRouter: () => router }));

const api = (path: string) => `http://localhost:3000/api${path}`;
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
beforeEach(async () => {
  vi.clearAllMocks();
  window.sessionStorage.clear();
  usePreRegistrationStore.setState({ email: null });
  await usePreRegistrationStore.persist.rehydrate();
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe("ForgotPasswordForm", () => {
  it("puts 'Email Not Found' on the email field", async () => {
    server.use(
      http.post(api("/v1/users/forgot/code"), () =>
        HttpResponse.json(errorEnvelope("Email Not Found", "EMAIL_NOT_FOUND", [{ field: "email", message: "Email Not Found" }]), { status: 404 }),
      ),
    );
    const { user } = renderWithClient(<ForgotPasswordForm />);
    await user.type(screen.getByLabelText(/Email/), "nobody@acme.test");
    await user.click(screen.getByRole("button", { name: "Send reset code" }));
    await waitFor(() => expect(screen.getByLabelText(/Email/)).toHaveAttribute("aria-invalid", "true"));
    expect(screen.getByText("Email Not Found")).toBeInTheDocument();
  });

  it("remembers the email and moves on to the reset page", async () => {
    server.use(http.post(api("/v1/users/forgot/code"), () => HttpResponse.json({ result: { email: "owner@demo-company.test", codeExpire: 900, resendAfter: 60 } })));
    const { user } = renderWithClient(<ForgotPasswordForm />);
    await user.type(screen.getByLabelText(/Email/), "owner@demo-company.test");
    await user.click(screen.getByRole("button", { name: "Send reset code" }));
    await waitFor(() => expect(router.push).toHaveBeenCalledWith("/reset-password"));
    expect(usePreRegistrationStore.getState().email).toBe("owner@demo-company.test");
  });
});

describe("ResetPasswordForm", () => {
  it("prefills the remembered email and checks that both passwords match", async () => {
    usePreRegistrationStore.setState({ email: "owner@demo-company.test" });
    const { user } = renderWithClient(<ResetPasswordForm />);
    expect(await screen.findByLabelText(/^Email/)).toHaveValue("owner@demo-company.test");
    await user.type(screen.getByLabelText(/Reset code/), "123456");
    await user.type(screen.getByLabelText(/^New password/), "a-new-password");
    await user.type(screen.getByLabelText(/Confirm new password/), "another-password");
    await user.click(screen.getByRole("button", { name: "Set new password" }));
    expect(await screen.findByText("Passwords do not match")).toBeInTheDocument();
  });

  it("shows the server's errors on the code and password fields, and returns to sign-in on success", async () => {
    usePreRegistrationStore.setState({ email: "owner@demo-company.test" });
    let attempt = 0;
    server.use(
      http.post(api("/v1/users/forgot/verify"), () => {
        attempt += 1;
        return attempt === 1
          ? HttpResponse.json(
              errorEnvelope("Invalid", "PASSWORD_TOO_COMMON", [
                { field: "code", message: "The code has expired" },
                { field: "newPassword", message: "This password is too common" },
              ]),
              { status: 422 },
            )
          : HttpResponse.json({ result: { success: true } });
      }),
    );
    const { user } = renderWithClient(<ResetPasswordForm />);
    await user.type(await screen.findByLabelText(/Reset code/), "123456");
    await user.type(screen.getByLabelText(/^New password/), "password123");
    await user.type(screen.getByLabelText(/Confirm new password/), "password123");
    await user.click(screen.getByRole("button", { name: "Set new password" }));
    expect(await screen.findByText("The code has expired")).toBeInTheDocument();
    expect(screen.getByText("This password is too common")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Set new password" }));
    await waitFor(() => expect(router.replace).toHaveBeenCalledWith("/sign-in?passwordReset=1"));
  });
});
