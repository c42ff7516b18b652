import { screen, waitFor, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithUser } from "@/tests/ui/render-with-user";
import type { PaymentOrder } from "@/server/modules/checkout/checkout-schemas";
import { apiUrl, testOrder, testPackQuote, testQuote } from "../testing/subscription-fixtures";
import { OrderStatusView } from "./order-status-view";

const server = setupServer();
let order: PaymentOrder = testOrder();
let reads = 0;
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
beforeEach(() => {
  order = testOrder({ expiresAt: new Date(Date.now() + 2 * 3600_000 + 5 * 60_000).toISOString() });
  reads = 0;
  server.use(
    http.get(apiUrl("/v1/job-portal/company/c1/orders/order-1"), () => {
      reads += 1;
      return HttpResponse.json({ result: order });
    }),
  );
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function renderOrder() {
  const onEnterPortal = vi.fn(async () => {});
  const view = renderWithUser(<OrderStatusView companyId="c1" orderId="order-1" onEnterPortal={onEnterPortal} />);
  return { ...view, onEnterPortal };
}

describe("OrderStatusView", () => {
  it("shows a pending virtual-account order's number to copy, the amount, the expiry with a countdown and the simulator link", async () => {
    const { user } = renderOrder();
    // After user-event's setup, which puts its own clipboard in place.
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    expect(await screen.findByRole("heading", { name: "Waiting for your payment" })).toBeInTheDocument();
    expect(screen.getByText("12345678901")).toBeInTheDocument();
    expect(screen.getByText("Rp 1.667.890")).toBeInTheDocument();
    expect(screen.getByRole("timer")).toHaveTextContent(/^02:0[45]:\d\d left$/);
    expect(screen.getByText(/WIB$/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /Open the payment simulator/ })).toHaveAttribute("href", "/payment-simulator/ORD-20261127-5F3A9C");
    await user.click(screen.getByRole("button", { name: "Copy virtual account number" }));
    expect(writeText).toHaveBeenCalledWith("12345678901");
    expect(await screen.findByRole("button", { name: "Copied" })).toBeInTheDocument();
  });

  it("shows Mandiri's biller code and bill key instead of a VA number", async () => {
    order = testOrder({
      quote: testQuote({ paymentMethod: "echannel" }),
      instructions: { channel: "Mandiri", vaNumber: null, billerCode: "70012", billKey: "998877665544", qrCodeUrl: null, deeplinkUrl: null, simulatorUrl: null },
    });
    renderOrder();
    expect(await screen.findByText("70012")).toBeInTheDocument();
    expect(screen.getByText("998877665544")).toBeInTheDocument();
    expect(screen.queryByText(/Virtual account number/)).not.toBeInTheDocument();
    expect(screen.queryByRole("link", { name: /payment simulator/ })).not.toBeInTheDocument();
  });

  it("shows a pending e-wallet order's QR code and the link into the app", async () => {
    order = testOrder({
      quote: testQuote({ paymentMethod: "gopay" }),
      instructions: { channel: "Gopay", vaNumber: null, billerCode: null, billKey: null, qrCodeUrl: "/api/v1/payment-simulator/qr/ORD-1.svg", deeplinkUrl: "gojek://gopay/merchanttransfer?tref=ORD-1", simulatorUrl: null },
    });
    renderOrder();
    expect(await screen.findByRole("img", { name: "QR code to pay with Gopay" })).toHaveAttribute("src", "/api/v1/payment-simulator/qr/ORD-1.svg");
    expect(screen.getByRole("link", { name: "Open Gopay" })).toHaveAttribute("href", "gojek://gopay/merchanttransfer?tref=ORD-1");
    expect(screen.getByRole("heading", { name: "How to pay with Gopay" })).toBeInTheDocument();
  });

  it("asks again every 3 seconds while pending and shows the payment once it lands", async () => {
    renderOrder();
    await screen.findByRole("heading", { name: "Waiting for your payment" });
    order = testOrder({ status: "paid", paidAt: "2026-11-27T03:00:00.000Z", invoiceNumber: "INV/2026/00001" });
    expect(await screen.findByRole("heading", { name: "Payment received" }, { timeout: 4500 })).toBeInTheDocument();
    expect(reads).toBe(2);
  });

  it("shows a paid order's invoice number and goes to the portal", async () => {
    order = testOrder({ status: "paid", paidAt: "2026-11-27T03:00:00.000Z", invoiceNumber: "INV/2026/00001" });
    const { user, onEnterPortal } = renderOrder();
    expect(await screen.findByRole("heading", { name: "Payment received" })).toBeInTheDocument();
    expect(screen.getByText("INV/2026/00001")).toBeInTheDocument();
    expect(screen.getByText("Your Growth plan is active until 27 Dec 2026.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Download invoice (PDF)" })).toHaveAttribute("href", `/api/v1/job-portal/company/${order.companyId}/orders/${order.id}/invoice`);
    await user.click(screen.getByRole("button", { name: "Go to the portal" }));
    expect(onEnterPortal).toHaveBeenCalledTimes(1);
    // A settled order is not asked for again.
    await new Promise((resolve) => setTimeout(resolve, 3300));
    expect(reads).toBe(1);
  });

  it("shows a paid boost pack's boosts added and leads to Boost Job; an expired one offers the same pack again", async () => {
    order = testOrder({ status: "paid", paidAt: "2026-11-27T03:00:00.000Z", invoiceNumber: "INV/2026/00002", quote: testPackQuote() });
    const { unmount } = renderOrder();
    expect(await screen.findByText("5 job boosts were added to your company.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Boost a job" })).toHaveAttribute("href", "/settings/job-boost");
    expect(screen.queryByRole("button", { name: "Go to the portal" })).not.toBeInTheDocument();
    unmount();

    order = testOrder({ status: "expired", quote: testPackQuote() });
    renderOrder();
    const heading = await screen.findByRole("heading", { name: "This order expired" });
    const panel = within(heading.parentElement!);
    expect(panel.getByRole("link", { name: "Try again" })).toHaveAttribute("href", "/checkout?boostPack=boost-5");
    expect(panel.queryByRole("link", { name: "Choose another plan" })).not.toBeInTheDocument();
  });

  it("says an expired order charged nothing and offers to choose again", async () => {
    order = testOrder({ status: "expired", quote: testQuote({ period: "yearly" }) });
    renderOrder();
    const heading = await screen.findByRole("heading", { name: "This order expired" });
    const panel = within(heading.parentElement!);
    expect(panel.getByText("The time to pay ran out. Nothing was charged.")).toBeInTheDocument();
    expect(panel.getByRole("link", { name: "Try again" })).toHaveAttribute("href", "/checkout?plan=growth&period=yearly");
    expect(panel.getByRole("link", { name: "Choose another plan" })).toHaveAttribute("href", "/subscription");
  });

  it("says a failed payment charged nothing", async () => {
    order = testOrder({ status: "failed" });
    renderOrder();
    expect(await screen.findByRole("heading", { name: "The payment failed" })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText(/Nothing was charged/)).toBeInTheDocument());
  });
});
