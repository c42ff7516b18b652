import { screen, waitFor } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { apiErrorBody, renderWithUser } from "@/tests/ui/render-with-user";
import { apiUrl } from "../testing/subscription-fixtures";
import { BillingDetailsSection } from "./billing-details-section";

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const PATH = "/v1/job-portal/company/c1/billing-details";
const saved = { billingName: "PT Maju Jaya", billingEmail: "finance@majujaya.co.id", address: "Jl. Sudirman 1\nJakarta 10220", taxId: "012345678901000" };
const answer = (result: unknown) => server.use(http.get(apiUrl(PATH), () => HttpResponse.json({ result })));

describe("BillingDetailsSection", () => {
  it("shows the details read-only, the NPWP written out, to someone who may not edit them", async () => {
    answer({ details: saved, canEdit: false });
    renderWithUser(<BillingDetailsSection companyId="c1" />);
    expect(await screen.findByText("PT Maju Jaya")).toBeInTheDocument();
    expect(screen.getByText("01.234.567.8-901.000")).toBeInTheDocument();
    expect(screen.getByText("Only your company admin can change these.")).toBeInTheDocument();
    expect(screen.queryByRole("textbox")).not.toBeInTheDocument();
  });

  it("tells a member when the admin has added none", async () => {
    answer({ details: null, canEdit: false });
    renderWithUser(<BillingDetailsSection companyId="c1" />);
    expect(await screen.findByText("Your company admin has not added billing details yet.")).toBeInTheDocument();
  });

  it("lets the admin save them, the NPWP sent as its digits", async () => {
    answer({ details: null, canEdit: true });
    let body: unknown;
    server.use(
      http.put(apiUrl(PATH), async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ result: { details: body, canEdit: true } });
      }),
    );
    const { user } = renderWithUser(<BillingDetailsSection companyId="c1" />);
    await user.type(await screen.findByRole("textbox", { name: /Billing name/ }), "PT Maju Jaya");
    await user.type(screen.getByRole("textbox", { name: /Billing email/ }), "finance@majujaya.co.id");
    await user.type(screen.getByRole("textbox", { name: /Address/ }), "Jl. Sudirman 1");
    await user.type(screen.getByRole("textbox", { name: /NPWP/ }), "01.234.567.8-901.000");
    await user.click(screen.getByRole("button", { name: "Save billing details" }));
    await waitFor(() => expect(body).toEqual({ billingName: "PT Maju Jaya", billingEmail: "finance@majujaya.co.id", address: "Jl. Sudirman 1", taxId: "012345678901000" }));
  });

  it("refuses an NPWP of the wrong length before sending, and puts the server's field errors on their fields", async () => {
    answer({ details: saved, canEdit: true });
    let puts = 0;
    server.use(
      http.put(apiUrl(PATH), () => {
        puts += 1;
        return HttpResponse.json(apiErrorBody("Invalid body", "VALIDATION_FAILED", { errors: [{ field: "billingEmail", message: "Enter a valid email address" }] }), { status: 422 });
      }),
    );
    const { user } = renderWithUser(<BillingDetailsSection companyId="c1" />);
    const npwp = await screen.findByRole("textbox", { name: /NPWP/ });
    expect(npwp).toHaveValue("01.234.567.8-901.000");
    await user.clear(npwp);
    await user.type(npwp, "12.345");
    await user.click(screen.getByRole("button", { name: "Save billing details" }));
    expect(await screen.findByText("Enter the NPWP as 15 or 16 digits")).toBeInTheDocument();
    expect(puts).toBe(0);

    await user.clear(npwp);
    await user.click(screen.getByRole("button", { name: "Save billing details" }));
    expect(await screen.findByText("Enter a valid email address")).toBeInTheDocument();
    expect(puts).toBe(1);
    expect(screen.getByRole("textbox", { name: /Billing email/ })).toHaveAttribute("aria-invalid", "true");
  });
});
