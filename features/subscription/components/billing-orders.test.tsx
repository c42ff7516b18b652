import { screen, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { apiErrorBody, renderWithUser } from "@/tests/ui/render-with-user";
import { apiUrl, testOrder, testPackQuote, testQuote } from "../testing/subscription-fixtures";
import { BillingOrders } from "./billing-orders";

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const answerOrders = (docs: unknown[]) => server.use(http.get(apiUrl("/v1/job-portal/company/c1/orders"), () => HttpResponse.json({ result: { docs } })));

describe("BillingOrders", () => {
  it("lists each order with its status, amount, method, dates and invoice number; a pending one links to how to pay", async () => {
    answerOrders([
      testOrder({ id: "o3", orderNumber: "ORD-3", status: "pending", quote: testQuote({ paymentMethod: "gopay", totalIdr: 1_700_000 }) }),
      testOrder({ id: "o2", orderNumber: "ORD-2", status: "paid", paidAt: "2026-10-02T03:00:00.000Z", invoiceNumber: "INV/2026/00001", createdAt: "2026-10-01T03:00:00.000Z" }),
      testOrder({ id: "o1", orderNumber: "ORD-1", status: "expired" }),
      testOrder({ id: "o4", orderNumber: "ORD-4", status: "failed" }),
      testOrder({ id: "o5", orderNumber: "ORD-5", status: "refunded" }),
    ]);
    renderWithUser(<BillingOrders companyId="c1" />);
    const items = await screen.findAllByRole("listitem");
    expect(items.map((item) => within(item).getByText(/^(Pending|Paid|Expired|Failed|Refunded)$/).textContent)).toEqual(["Pending", "Paid", "Expired", "Failed", "Refunded"]);

    const pending = within(items[0]!);
    expect(pending.getByText("Rp 1.700.000")).toBeInTheDocument();
    expect(pending.getByText(/ORD-3 · Gopay · Ordered 27 Nov 2026/)).toBeInTheDocument();
    expect(pending.getByRole("link", { name: "See how to pay order ORD-3" })).toHaveAttribute("href", "/checkout/o3");

    const paid = within(items[1]!);
    expect(paid.getByText("ORD-2 · Bank BCA · Ordered 01 Oct 2026 · Paid 02 Oct 2026")).toBeInTheDocument();
    expect(paid.getByText("Invoice INV/2026/00001")).toBeInTheDocument();
    expect(paid.getAllByRole("link")).toHaveLength(1);
    const download = paid.getByRole("link", { name: "Download invoice INV/2026/00001 (PDF)" });
    expect(download).toHaveAttribute("href", "/api/v1/job-portal/company/c1/orders/o2/invoice");
    expect(download).toHaveAttribute("download");
    expect(within(items[2]!).queryByRole("link")).not.toBeInTheDocument();
  });

  it("names what each order bought: a plan with its period, or a boost pack", async () => {
    answerOrders([
      testOrder({ id: "o7", orderNumber: "ORD-7", status: "paid", invoiceNumber: "INV/2026/00003", quote: testPackQuote() }),
      testOrder({ id: "o6", orderNumber: "ORD-6", status: "paid", invoiceNumber: "INV/2026/00002", quote: testQuote({ period: "yearly" }) }),
    ]);
    renderWithUser(<BillingOrders companyId="c1" />);
    const items = await screen.findAllByRole("listitem");
    expect(items[0]).toHaveTextContent("5 job boosts");
    expect(items[0]).toHaveTextContent("Rp 670.000");
    expect(items[1]).toHaveTextContent("Growth · Yearly");
  });

  it("shows a refunded order as Refunded with the amount returned, its invoice still downloadable", async () => {
    answerOrders([testOrder({ id: "o6", orderNumber: "ORD-6", status: "refunded", paidAt: "2026-10-02T03:00:00.000Z", invoiceNumber: "INV/2026/00002", refundedAmountIdr: 500_000 })]);
    renderWithUser(<BillingOrders companyId="c1" />);
    const [item] = await screen.findAllByRole("listitem");
    expect(within(item!).getByText("Refunded")).toBeInTheDocument();
    expect(within(item!).getByText("Refunded Rp 500.000")).toBeInTheDocument();
    expect(within(item!).getByRole("link", { name: "Download invoice INV/2026/00002 (PDF)" })).toHaveAttribute("href", "/api/v1/job-portal/company/c1/orders/o6/invoice");
  });

  it("says when there are no orders yet", async () => {
    answerOrders([]);
    renderWithUser(<BillingOrders companyId="c1" />);
    expect(await screen.findByText("No orders yet")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "See the plans" })).toHaveAttribute("href", "/settings/subscription");
  });

  it("shows a failure in spec 8's display", async () => {
    server.use(http.get(apiUrl("/v1/job-portal/company/c1/orders"), () => HttpResponse.json(apiErrorBody("Forbidden", "FORBIDDEN", { errorId: "req-9" }), { status: 403 })));
    renderWithUser(<BillingOrders companyId="c1" />);
    expect(await screen.findByRole("alert")).toHaveTextContent("Forbidden (req-9)");
  });
});
