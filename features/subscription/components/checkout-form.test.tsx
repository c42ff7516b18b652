import { screen, waitFor, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { apiErrorBody, renderWithUser } from "@/tests/ui/render-with-user";
import type { CheckoutRequest } from "@/server/modules/checkout/checkout-schemas";
import { apiUrl, growthPlan, testOrder, testPackQuote, testPaymentMethods, testQuote } from "../testing/subscription-fixtures";
import { CheckoutForm } from "./checkout-form";

const server = setupServer();
let quoteRequests: CheckoutRequest[] = [];
let orderRequests: CheckoutRequest[] = [];

/** The quote the fake API answers for a request: Gopay's fee is 2% of the taxed amount, a VA's 4.000. */
function quoteFor(request: CheckoutRequest) {
  if (request.boostPackCode) return testPackQuote({ paymentMethod: request.paymentMethod });
  const subtotalIdr = request.period === "yearly" ? 14_990_000 : 1_499_000;
  const discountIdr = request.promoCode === "MERDEKA" ? 100_000 : 0;
  const vatIdr = Math.round((subtotalIdr - discountIdr) * 0.11);
  const feeIdr = request.paymentMethod === "gopay" ? Math.round((subtotalIdr - discountIdr + vatIdr) * 0.02) : 4_000;
  return testQuote({ ...request, promoCode: request.promoCode ?? null, subtotalIdr, discountIdr, vatIdr, feeIdr, totalIdr: subtotalIdr - discountIdr + vatIdr + feeIdr });
}

beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
beforeEach(() => {
  quoteRequests = [];
  orderRequests = [];
  server.use(
    http.post(apiUrl("/v1/job-portal/company/c1/checkout/quote"), async ({ request }) => {
      const body = (await request.json()) as CheckoutRequest;
      quoteRequests.push(body);
      if (body.promoCode && body.promoCode !== "MERDEKA") {
        return HttpResponse.json(apiErrorBody("Invalid promotion code", "PROMO_CODE_INVALID", { errors: [{ field: "promoCode", message: "This promotion code is not valid" }] }), { status: 422 });
      }
      return HttpResponse.json({ result: quoteFor(body) });
    }),
    http.post(apiUrl("/v1/job-portal/company/c1/orders"), async ({ request }) => {
      const body = (await request.json()) as CheckoutRequest;
      orderRequests.push(body);
      return HttpResponse.json({ result: testOrder({ id: "order-9", quote: quoteFor(body) }) }, { status: 201 });
    }),
  );
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function renderCheckout() {
  const onOrderPlaced = vi.fn();
  const view = renderWithUser(<CheckoutForm companyId="c1" item={{ plan: growthPlan, initialPeriod: "monthly" }} methods={testPaymentMethods} onOrderPlaced={onOrderPlaced} />);
  return { ...view, onOrderPlaced };
}

const total = () => within(screen.getByRole("complementary", { name: "Payment" }));

describe("CheckoutForm", () => {
  it("groups the methods into E-wallet and Virtual account with each fee shown before paying", () => {
    renderCheckout();
    const ewallets = screen.getByRole("group", { name: "E-wallet" });
    expect(within(ewallets).getByRole("radio", { name: /Gopay/ })).toBeInTheDocument();
    expect(within(ewallets).getByText("Fee 2%")).toBeInTheDocument();
    expect(within(ewallets).getByText("Fee 1,5%")).toBeInTheDocument();
    const accounts = screen.getByRole("group", { name: "Virtual account" });
    expect(within(accounts).getAllByRole("radio").map((radio) => radio.closest("label")?.textContent)).toEqual([
      "MandiriFee Rp 4.000",
      "Bank BRIFee Rp 4.000",
      "Bank BNIFee Rp 4.000",
      "Bank BCAFee Rp 4.000",
      "Bank PermataFee Rp 4.000",
    ]);
    expect(screen.getByText("Choose a payment method to see the total with its fee.")).toBeInTheDocument();
    expect(quoteRequests).toHaveLength(0);
    // Each method's mark, sized up front so nothing shifts while it loads, named by its alt text.
    const bca = within(accounts).getByRole("img", { name: "Bank BCA" });
    expect(bca).toHaveAttribute("src", "/images/payment-methods/bca_va.svg");
    expect(bca).toHaveAttribute("width", "48");
    expect(bca).toHaveAttribute("height", "30");
    expect(within(accounts).getByRole("radio", { name: "Bank BCAFee Rp 4.000" })).toBeInTheDocument();
  });

  it("asks for a new quote whenever the method or the period changes, and shows its breakdown", async () => {
    const { user } = renderCheckout();
    await user.click(screen.getByRole("radio", { name: /Bank BCA/ }));
    expect(await total().findByText("Rp 1.667.890")).toBeInTheDocument();
    expect(total().getByText("Rp 1.499.000")).toBeInTheDocument();
    expect(total().getByText("PPN (11%)")).toBeInTheDocument();
    expect(total().getByText("Payment fee (Bank BCA)")).toBeInTheDocument();
    expect(total().getByRole("button", { name: "Pay Rp 1.667.890" })).toBeEnabled();
    expect(quoteRequests.at(-1)).toEqual({ planCode: "growth", period: "monthly", paymentMethod: "bca_va" });

    await user.click(screen.getByRole("radio", { name: /Gopay/ }));
    // 2% of 1.663.890.
    expect(await total().findByText("Rp 33.278")).toBeInTheDocument();
    expect(quoteRequests.at(-1)).toEqual({ planCode: "growth", period: "monthly", paymentMethod: "gopay" });

    await user.click(screen.getByRole("radio", { name: /Yearly/ }));
    expect(await total().findByText("Rp 14.990.000")).toBeInTheDocument();
    expect(quoteRequests.at(-1)).toEqual({ planCode: "growth", period: "yearly", paymentMethod: "gopay" });
  });

  it("shows the credit of an upgrade", async () => {
    server.use(http.post(apiUrl("/v1/job-portal/company/c1/checkout/quote"), () => HttpResponse.json({ result: testQuote({ kind: "upgrade", prorationCreditIdr: 250_000 }) })));
    const { user } = renderCheckout();
    await user.click(screen.getByRole("radio", { name: /Bank BCA/ }));
    expect(await total().findByText("Credit for the unused part of your current plan")).toBeInTheDocument();
    expect(total().getByText("- Rp 250.000")).toBeInTheDocument();
  });

  it("warns before paying a downgrade when it starts and how many published job posts it closes", async () => {
    server.use(
      http.post(apiUrl("/v1/job-portal/company/c1/checkout/quote"), () =>
        HttpResponse.json({ result: testQuote({ kind: "downgrade", planName: "Starter", startsAt: "2026-12-01T00:00:00.000Z", jobsOverQuota: 2 }) }),
      ),
    );
    const { user } = renderCheckout();
    await user.click(screen.getByRole("radio", { name: /Bank BCA/ }));
    expect(await screen.findByText("Your plan changes to Starter on 01 Dec 2026; until then you keep your current plan.")).toBeInTheDocument();
    expect(screen.getByRole("alert")).toHaveTextContent("2 published job posts will be closed on that day");
  });

  it("applies a promotion code, and shows a refused one on its field", async () => {
    const { user } = renderCheckout();
    await user.click(screen.getByRole("radio", { name: /Bank BNI/ }));
    await total().findByText("Rp 1.667.890");
    await user.type(screen.getByRole("textbox", { name: "Promotion code" }), "MERDEKA");
    await user.click(screen.getByRole("button", { name: "Apply" }));
    expect(await total().findByText("Discount (MERDEKA)")).toBeInTheDocument();
    expect(total().getByText("- Rp 100.000")).toBeInTheDocument();
    expect(quoteRequests.at(-1)).toEqual({ planCode: "growth", period: "monthly", paymentMethod: "bni_va", promoCode: "MERDEKA" });

    await user.clear(screen.getByRole("textbox", { name: "Promotion code" }));
    // Enter applies the code; it does not pay.
    await user.type(screen.getByRole("textbox", { name: "Promotion code" }), "NOPE{Enter}");
    expect(await screen.findByText("This promotion code is not valid")).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "Promotion code" })).toHaveAttribute("aria-invalid", "true");
    expect(orderRequests).toHaveLength(0);
  });

  it("asks for a payment method before paying", async () => {
    const { user, onOrderPlaced } = renderCheckout();
    await user.click(screen.getByRole("button", { name: "Pay" }));
    expect(await screen.findByText("Choose a payment method")).toBeInTheDocument();
    expect(orderRequests).toHaveLength(0);
    expect(onOrderPlaced).not.toHaveBeenCalled();
  });

  it("places the order with the choice and hands it on", async () => {
    const { user, onOrderPlaced } = renderCheckout();
    await user.click(screen.getByRole("radio", { name: /Bank BCA/ }));
    await user.click(await total().findByRole("button", { name: "Pay Rp 1.667.890" }));
    await waitFor(() => expect(onOrderPlaced).toHaveBeenCalledWith(expect.objectContaining({ id: "order-9" })));
    expect(orderRequests).toEqual([{ planCode: "growth", period: "monthly", paymentMethod: "bca_va" }]);
  });

  it("buys a boost pack: its price, no period or promotion code, and the order names the pack", async () => {
    const onOrderPlaced = vi.fn();
    const pack = { code: "boost-5", name: "5 job boosts", boosts: 5, priceIdr: 600_000 };
    const { user } = renderWithUser(<CheckoutForm companyId="c1" item={{ pack }} methods={testPaymentMethods} onOrderPlaced={onOrderPlaced} />);
    const summary = within(screen.getByRole("region", { name: "Order summary" }));
    expect(summary.getByText("5 job boosts")).toBeInTheDocument();
    expect(summary.getByText("Rp 600.000")).toBeInTheDocument();
    expect(screen.queryByRole("radiogroup", { name: /period/i })).not.toBeInTheDocument();
    expect(screen.queryByLabelText("Promotion code")).not.toBeInTheDocument();
    await user.click(screen.getByRole("radio", { name: /Bank BCA/ }));
    await user.click(await total().findByRole("button", { name: "Pay Rp 670.000" }));
    await waitFor(() => expect(onOrderPlaced).toHaveBeenCalledWith(expect.objectContaining({ id: "order-9" })));
    expect(quoteRequests).toEqual([{ boostPackCode: "boost-5", paymentMethod: "bca_va" }]);
    expect(orderRequests).toEqual([{ boostPackCode: "boost-5", paymentMethod: "bca_va" }]);
  });

  it("puts the API's field errors on their fields and other refusals in spec 8's display", async () => {
    server.use(
      http.post(apiUrl("/v1/job-portal/company/c1/orders"), () =>
        HttpResponse.json(apiErrorBody("Invalid request", "VALIDATION_ERROR", { errors: [{ field: "paymentMethod", message: "This payment method is not available" }] }), { status: 422 }),
      ),
    );
    const { user, onOrderPlaced } = renderCheckout();
    await user.click(screen.getByRole("radio", { name: /Bank BCA/ }));
    await user.click(await total().findByRole("button", { name: "Pay Rp 1.667.890" }));
    expect(await screen.findByText("This payment method is not available")).toBeInTheDocument();

    server.use(
      http.post(apiUrl("/v1/job-portal/company/c1/orders"), () =>
        HttpResponse.json(apiErrorBody("An order is waiting for payment", "PENDING_ORDER_EXISTS", { errorId: "req-7" }), { status: 409 }),
      ),
    );
    await user.click(total().getByRole("button", { name: "Pay Rp 1.667.890" }));
    expect(await total().findByRole("alert")).toHaveTextContent("An order is waiting for payment (req-7)");
    expect(onOrderPlaced).not.toHaveBeenCalled();
  });
});
