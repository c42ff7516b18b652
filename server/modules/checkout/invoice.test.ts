import { extractText, getDocumentProxy } from "unpdf";
import { describe, expect, it } from "vitest";
import { OTHER_OWNER_EMAIL, signIn, signUpAndVerify } from "@/tests/api/auth-helpers";
import { requestJson, useTestApp } from "@/tests/api/test-app";

const ctx = useTestApp();

async function trialCompanyOwner(email: string) {
  const session = await signUpAndVerify(ctx.app, ctx.database.db, email, "Rina Wijaya");
  const onboarded = await requestJson(ctx.app, "PUT", "/api/v1/profiles/employer", {
    token: session.token,
    body: { handphone: "081234567890", department: "Management", company: { name: "PT Toko Invoice", sector: "Retail", size: "small" } },
  });
  expect(onboarded.status).toBe(200);
  const companyId = onboarded.body.result.companyId as string;
  expect((await requestJson(ctx.app, "POST", `/api/v1/job-portal/company/${companyId}/subscription/trial`, { token: session.token })).status).toBe(201);
  return { token: session.token, companyId };
}

const invoiceOf = (companyId: string, orderId: string, token: string) =>
  ctx.app.request(`/api/v1/job-portal/company/${companyId}/orders/${orderId}/invoice`, { headers: { authorization: `Bearer ${token}` } });

describe("GET /v1/job-portal/company/{id}/orders/{orderId}/invoice", () => {
  it("gives the paid order's invoice as a PDF, and nothing before it is paid or to another company", async () => {
    const owner = await trialCompanyOwner("invoice.owner@toko-invoice.co.id");
    const created = await requestJson(ctx.app, "POST", `/api/v1/job-portal/company/${owner.companyId}/orders`, {
      token: owner.token,
      body: { planCode: "growth", period: "monthly", paymentMethod: "bca_va" },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const order = created.body.result;

    const early = await invoiceOf(owner.companyId, order.id, owner.token);
    expect(early.status).toBe(409);
    expect((await early.json()).code).toBe("INVOICE_NOT_AVAILABLE");

    expect((await requestJson(ctx.app, "POST", `/api/v1/payment-simulator/orders/${order.orderNumber}/pay`)).status).toBe(200);
    const paid = (await requestJson(ctx.app, "GET", `/api/v1/job-portal/company/${owner.companyId}/orders/${order.id}`, { token: owner.token })).body.result;

    const response = await invoiceOf(owner.companyId, order.id, owner.token);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(response.headers.get("content-disposition")).toBe(`attachment; filename="${paid.invoiceNumber.replaceAll("/", "-")}.pdf"`);
    const bytes = new Uint8Array(await response.arrayBuffer());
    const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: true });
    for (const expected of [paid.invoiceNumber, order.orderNumber, "PT Toko Invoice", "Rina Wijaya", "invoice.owner@toko-invoice.co.id", "Growth plan, monthly", "Bank BCA", "VAT (PPN 11%)"]) {
      expect(text).toContain(expected);
    }
    expect(text).toContain(`Rp ${paid.quote.totalIdr.toLocaleString("de-DE")}`);

    const stranger = await signIn(ctx.app, OTHER_OWNER_EMAIL);
    const elsewhere = await invoiceOf(owner.companyId, order.id, stranger.token);
    expect([403, 404]).toContain(elsewhere.status);
    const unknown = await invoiceOf(owner.companyId, "00000000-0000-4000-8000-000000000000", owner.token);
    expect(unknown.status).toBe(404);
  });
});
