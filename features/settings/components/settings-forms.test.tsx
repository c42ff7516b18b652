import { screen, waitFor } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { apiErrorBody, renderWithUser } from "@/tests/ui/render-with-user";
import { PasswordForm } from "./password-form";
import { PersonalInfoForm } from "./personal-info-form";

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const DEPARTMENTS = [
  { value: "Human Resources", label: "Human Resources" },
  { value: "Engineering", label: "Engineering" },
];

describe("PersonalInfoForm", () => {
  const initial = { name: "Sari Wulandari", handphone: "+62 812-3456-7890", jobTitle: "", department: "Human Resources" };

  it("sends the personal fields only and tells the page to refresh the user", async () => {
    let body: unknown;
    server.use(
      http.put("*/api/v1/profiles/employer", async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({
          result: {
            userId: "u-1",
            name: "Sari Wulandari",
            email: "sari@acme.test",
            platform: "employer",
            emailVerified: true,
            hasPassword: true,
            socialProvider: null,
            profile: { profilePictureUrl: null, phoneNumber: "+62 812-3456-7890" },
            company: null,
            companyId: "c-1",
            userCompanyId: "uc-1",
            role: "owner",
            jobTitle: "HR Lead",
            joinRequest: null,
            isDataFilled: true,
            subscription: null,
            needUpgradePlan: false,
            subscriptionUsage: null,
          },
        });
      }),
    );
    const onSaved = vi.fn();
    const { user } = renderWithUser(<PersonalInfoForm initial={initial} email="sari@acme.test" departments={DEPARTMENTS} onSaved={onSaved} />);
    expect(screen.getByRole("textbox", { name: "Email" })).toHaveValue("sari@acme.test");
    await user.type(screen.getByRole("textbox", { name: /Job title/ }), "HR Lead");
    await user.selectOptions(screen.getByRole("combobox", { name: /Department/ }), "Engineering");
    await user.click(screen.getByRole("button", { name: "Save changes" }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(body).toEqual({ name: "Sari Wulandari", handphone: "+62 812-3456-7890", jobTitle: "HR Lead", department: "Engineering" });
  });

  it("puts the server's field errors on the fields", async () => {
    server.use(
      http.put("*/api/v1/profiles/employer", () =>
        HttpResponse.json(apiErrorBody("Invalid body", "VALIDATION_FAILED", { errors: [{ field: "handphone", message: "Enter a valid phone number" }] }), { status: 422 }),
      ),
    );
    const { user } = renderWithUser(<PersonalInfoForm initial={initial} email="sari@acme.test" departments={DEPARTMENTS} onSaved={vi.fn()} />);
    await user.clear(screen.getByRole("textbox", { name: /Full name/ }));
    await user.type(screen.getByRole("textbox", { name: /Full name/ }), "Sari W");
    await user.click(screen.getByRole("button", { name: "Save changes" }));
    expect(await screen.findByText("Enter a valid phone number")).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: /Phone number/ })).toHaveAttribute("aria-invalid", "true");
  });
});

describe("PasswordForm", () => {
  async function submit(user: ReturnType<typeof renderWithUser>["user"], current: string, next: string, confirm = next) {
    await user.type(screen.getByLabelText(/Current password/), current);
    await user.type(screen.getByLabelText(/^New password/), next);
    await user.type(screen.getByLabelText(/Confirm new password/), confirm);
    await user.click(screen.getByRole("button", { name: "Change password" }));
  }

  it("puts a wrong current password on its field", async () => {
    server.use(
      http.put("*/api/v1/users/password", () =>
        HttpResponse.json(apiErrorBody("The current password is wrong", "WRONG_PASSWORD", { errors: [{ field: "currentPassword", message: "The current password is wrong" }] }), { status: 400 }),
      ),
    );
    const { user } = renderWithUser(<PasswordForm hasPassword />);
    await submit(user, "not-my-password", "a-brand-new-passphrase");
    expect(await screen.findByText("The current password is wrong")).toBeInTheDocument();
    expect(screen.getByLabelText(/Current password/)).toHaveAttribute("aria-invalid", "true");
  });

  it("puts a common new password on its field", async () => {
    server.use(
      http.put("*/api/v1/users/password", () =>
        HttpResponse.json(apiErrorBody("Invalid body", "PASSWORD_TOO_COMMON", { errors: [{ field: "newPassword", message: "This password is too common" }] }), { status: 422 }),
      ),
    );
    const { user } = renderWithUser(<PasswordForm hasPassword />);
    await submit(user, "demo-password-123", "password123");
    expect(await screen.findByText("This password is too common")).toBeInTheDocument();
  });

  it("checks the confirmation before sending, then sends both passwords", async () => {
    let body: unknown;
    server.use(
      http.put("*/api/v1/users/password", async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ result: { success: true } });
      }),
    );
    const { user } = renderWithUser(<PasswordForm hasPassword />);
    await submit(user, "demo-password-123", "a-brand-new-passphrase", "a-different-one");
    expect(await screen.findByText("The passwords do not match")).toBeInTheDocument();
    expect(body).toBeUndefined();
    await user.clear(screen.getByLabelText(/Confirm new password/));
    await user.type(screen.getByLabelText(/Confirm new password/), "a-brand-new-passphrase");
    await user.click(screen.getByRole("button", { name: "Change password" }));
    await waitFor(() => expect(body).toEqual({ currentPassword: "demo-password-123", newPassword: "a-brand-new-passphrase" }));
  });
});
