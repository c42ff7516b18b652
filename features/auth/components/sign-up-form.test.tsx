import { screen, waitFor } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { usePreRegistrationStore } from "../stores/pre-registration-store";
import { errorEnvelope, renderWithClient } from "../testing/render-with-client";
import { SignUpForm } from "./sign-up-form";

const router = { replace: vi.fn(), push: vi.fn(), refresh: vi.fn(), prefetch: vi.fn() };
vi.mock("next/navigation", () => ({ useRouter: () => router }));

const api = (path: string) => `http://localhost:3000/api${path}`;
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
beforeEach(() => {
  vi.clearAllMocks();
  usePreRegistrationStore.setState({ email: null });
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

type User = ReturnType<typeof renderWithClient>["user"];
async function fillAndSubmit(user: User, values: { name: string; email: string; password: string }) {
  await user.type(screen.getByLabelText(/Full name/), values.name);
  await user.type(screen.getByLabelText(/Company email/), values.email);
  await user.type(screen.getByLabelText(/^Password/), values.password);
  await user.click(screen.getByRole("button", { name: "Create account" }));
}

describe("SignUpForm", () => {
  it("validates name, email pattern and password length with the server's schema", async () => {
    const { user } = renderWithClient(<SignUpForm />);
    await fillAndSubmit(user, { name: "A", email: "sari@acme", password: "short" });
    expect(await screen.findByText("Name must be at least 2 characters")).toBeInTheDocument();
    expect(screen.getByText("Enter a valid email address")).toBeInTheDocument();
    expect(screen.getByText("Password must be at least 8 characters")).toBeInTheDocument();
  });

  it("offers the prefilled support message when the email domain is not allowed", async () => {
    server.use(
      http.post(api("/v1/registration/email"), () =>
        HttpResponse.json(
          errorEnvelope("Email domain not allowed to register", "EMAIL_DOMAIN_NOT_ALLOWED", [
            { field: "email", message: "Email domain not allowed to register" },
          ]),
          { status: 400 },
        ),
      ),
    );
    const { user } = renderWithClient(<SignUpForm />);
    await fillAndSubmit(user, { name: "Sari Wulandari", email: "sari@gmail.com", password: "a-good-password" });

    await waitFor(() => expect(screen.getByLabelText(/Company email/)).toHaveAttribute("aria-invalid", "true"));
    expect(screen.getByText("Email domain not allowed to register")).toBeInTheDocument();
    const link = screen.getByRole("link", { name: /Contact support/ });
    const href = new URL(link.getAttribute("href")!);
    expect(href.hostname).toBe("wa.me");
    const text = href.searchParams.get("text")!;
    expect(text).toContain("sari@gmail.com");
    expect(text).toContain("gmail.com is restricted and I cannot sign up");
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveAttribute("rel", expect.stringContaining("noopener"));
    expect(router.push).not.toHaveBeenCalled();
  });

  it("puts a common-password refusal on the password field", async () => {
    server.use(
      http.post(api("/v1/registration/email"), () =>
        HttpResponse.json(
          errorEnvelope("Invalid body", "PASSWORD_TOO_COMMON", [{ field: "password", message: "This password is too common" }]),
          { status: 422 },
        ),
      ),
    );
    const { user } = renderWithClient(<SignUpForm />);
    await fillAndSubmit(user, { name: "Sari Wulandari", email: "sari@acme.test", password: "password123" });
    await waitFor(() => expect(screen.getByLabelText(/^Password/)).toHaveAttribute("aria-invalid", "true"));
    expect(screen.getByText("This password is too common")).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: /Contact support/ })).not.toBeInTheDocument();
  });

  it("offers sign-in for an email that is already registered", async () => {
    server.use(
      http.post(api("/v1/registration/email"), () =>
        HttpResponse.json(
          errorEnvelope("Email already registered", "EMAIL_ALREADY_REGISTERED", [{ field: "email", message: "Email already registered" }]),
          { status: 409 },
        ),
      ),
    );
    const { user } = renderWithClient(<SignUpForm />);
    await fillAndSubmit(user, { name: "Dewi", email: "owner@demo-company.test", password: "a-good-password" });
    expect(await screen.findByRole("link", { name: "Sign in instead" })).toHaveAttribute("href", "/sign-in");
  });

  it("keeps the pre-registration email and goes to the code page", async () => {
    let body: unknown;
    server.use(
      http.post(api("/v1/registration/email"), async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ result: { email: "sari@acme.test", verificationRequired: true, codeExpire: 900 } }, { status: 201 });
      }),
    );
    const { user } = renderWithClient(<SignUpForm />);
    await fillAndSubmit(user, { name: "Sari Wulandari", email: "sari@acme.test", password: "a-good-password" });
    await waitFor(() => expect(router.push).toHaveBeenCalledWith("/verification"));
    expect(body).toEqual({ name: "Sari Wulandari", email: "sari@acme.test", password: "a-good-password" });
    expect(usePreRegistrationStore.getState().email).toBe("sari@acme.test");
  });

  it("carries a safe redirectUrl on to the code page and the sign-in link", async () => {
    server.use(
      http.post(api("/v1/registration/email"), () =>
        HttpResponse.json({ result: { email: "sari@acme.test", verificationRequired: true, codeExpire: 900 } }, { status: 201 }),
      ),
    );
    const { user } = renderWithClient(<SignUpForm redirectUrl="/join-team?token=abc" />);
    expect(screen.getByRole("link", { name: "Sign in" })).toHaveAttribute("href", "/sign-in?redirectUrl=%2Fjoin-team%3Ftoken%3Dabc");
    await fillAndSubmit(user, { name: "Sari Wulandari", email: "sari@acme.test", password: "a-good-password" });
    await waitFor(() => expect(router.push).toHaveBeenCalledWith("/verification?redirectUrl=%2Fjoin-team%3Ftoken%3Dabc"));
  });
});
