import { screen } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { renderWithUser } from "@/tests/ui/render-with-user";
import type { SimulatorOrder } from "@/server/modules/checkout/checkout-schemas";
import { apiUrl } from "../testing/subscription-fixtures";
import { SimulatorPanel } from "./simulator-panel";

const server = setupServer();
let order: SimulatorOrder;
let actions: string[] = [];
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
beforeEach(() => {
  actions = [];
  order = {
    orderNumber: "ORD-1",
    status: "pending",
    paymentMethod: "bca_va",
    grossAmountIdr: 1_667_890,
    instructions: { channel: "Bank BCA", vaNumber: "12345678901", billerCode: null, billKey: null, qrCodeUrl: null, deeplinkUrl: null, simulatorUrl: "/payment-simulator/ORD-1" },
    expiresAt: "2026-11-28T00:00:00.000Z",
  };
  server.use(
    http.get(apiUrl("/v1/payment-simulator/orders/ORD-1"), () => HttpResponse.json({ result: order })),
    http.post(apiUrl("/v1/payment-simulator/orders/ORD-1/:action"), ({ params }) => {
      actions.push(String(params.action));
      order = { ...order, status: params.action === "pay" ? "paid" : "expired" };
      return HttpResponse.json({ result: order });
    }),
  );
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe("SimulatorPanel", () => {
  it("shows the order as the bank would and pays it", async () => {
    const { user } = renderWithUser(<SimulatorPanel orderNumber="ORD-1" />);
    expect(await screen.findByText("12345678901")).toBeInTheDocument();
    expect(screen.getByText("Rp 1.667.890")).toBeInTheDocument();
    expect(screen.getByText("Bank BCA")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Pay" }));
    expect(await screen.findByText(/^Paid\. The simulator has sent the payment notification/)).toBeInTheDocument();
    expect(actions).toEqual(["pay"]);
    expect(screen.queryByRole("button", { name: "Let it expire" })).not.toBeInTheDocument();
  });

  it("lets the order expire", async () => {
    const { user } = renderWithUser(<SimulatorPanel orderNumber="ORD-1" />);
    await user.click(await screen.findByRole("button", { name: "Let it expire" }));
    expect(await screen.findByText(/nothing was charged/)).toBeInTheDocument();
    expect(actions).toEqual(["expire"]);
  });
});
