import { extractText, getDocumentProxy } from "unpdf";
import { describe, expect, it } from "vitest";
import { demoIds } from "@/server/db/seed/demo-ids";
import { DEMO_MEMBER_EMAIL, DEMO_OWNER_EMAIL, OTHER_OWNER_EMAIL, signIn } from "@/tests/api/auth-helpers";
import { requestJson, useTestApp } from "@/tests/api/test-app";
import { formatNpwp, normaliseNpwp } from "./billing-details-contract";
import { buyAndPay, trialCompanyOwner } from "./testing/checkout-fixtures";

const ctx = useTestApp();
const path = (companyId: string) => `/api/v1/job-portal/company/${companyId}/billing-details`;

const details = {
  billingName: "PT Toko Tagihan Sejahtera",
  billingEmail: "finance@toko-tagihan.co.id",
  address: "Jl. Gatot Subroto 5\nJakarta Selatan 12930",
  taxId: "01.234.567.8-901.000",
};

async function invoiceText(companyId: string, orderId: string, token: string): Promise<string> {
  const response = await ctx.app.request(`/api/v1/job-portal/company/${companyId}/orders/${orderId}/invoice`, { headers: { authorization: `Bearer ${token}` } });
  expect(response.status).toBe(200);
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(await response.arrayBuffer())), { mergePages: true });
  return text;
}

describe("NPWP", () => {
  it("takes 15 or 16 digits with dots, dashes or spaces, kept as digits and written in the usual way", () => {
    expect(normaliseNpwp("01.234.567.8-901.000")).toBe("012345678901000");
    expect(normaliseNpwp(" 0123 4567 8901 2345 ")).toBe("0123456789012345");
    expect(normaliseNpwp("01.234.567.8-901.00")).toBeNull();
    expect(normaliseNpwp("01234567890123456")).toBeNull();
    expect(normaliseNpwp("NPWP 012345678901000")).toBeNull();
    expect(formatNpwp("012345678901000")).toBe("01.234.567.8-901.000");
    expect(formatNpwp("0123456789012345")).toBe("0123456789012345");
  });
});

describe("/v1/job-portal/company/{id}/billing-details", () => {
  it("is saved by the company admin, normalised, and read by every member but not changed by them", async () => {
    const owner = await signIn(ctx.app, DEMO_OWNER_EMAIL);
    const member = await signIn(ctx.app, DEMO_MEMBER_EMAIL);
    const before = await requestJson(ctx.app, "GET", path(demoIds.demoCompany), { token: member.token });
    expect(before.status).toBe(200);
    expect(before.body.result).toEqual({ details: null, canEdit: false });

    const saved = await requestJson(ctx.app, "PUT", path(demoIds.demoCompany), { token: owner.token, body: { ...details, billingName: "  PT Demo Tagihan  " } });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.result).toEqual({ details: { ...details, billingName: "PT Demo Tagihan", taxId: "012345678901000" }, canEdit: true });

    const read = await requestJson(ctx.app, "GET", path(demoIds.demoCompany), { token: member.token });
    expect(read.body.result).toEqual({ details: { ...details, billingName: "PT Demo Tagihan", taxId: "012345678901000" }, canEdit: false });
    expect((await requestJson(ctx.app, "GET", path(demoIds.demoCompany), { token: owner.token })).body.result.canEdit).toBe(true);

    const refused = await requestJson(ctx.app, "PUT", path(demoIds.demoCompany), { token: member.token, body: { ...details, billingName: "PT Bukan Admin" } });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe("OWNER_ONLY");
    expect((await requestJson(ctx.app, "GET", path(demoIds.demoCompany), { token: owner.token })).body.result.details.billingName).toBe("PT Demo Tagihan");

    // An empty NPWP clears it.
    const cleared = await requestJson(ctx.app, "PUT", path(demoIds.demoCompany), { token: owner.token, body: { ...details, taxId: "" } });
    expect(cleared.body.result.details.taxId).toBeNull();
  });

  it("names each invalid field in a 422 and keeps what was saved", async () => {
    const owner = await signIn(ctx.app, OTHER_OWNER_EMAIL);
    expect((await requestJson(ctx.app, "PUT", path(demoIds.otherCompany), { token: owner.token, body: details })).status).toBe(200);
    for (const [field, value, message] of [
      ["taxId", "01.234.567.8-901.00", "Enter the NPWP as 15 or 16 digits"],
      ["taxId", "ABCDEFGHIJKLMNO", "Enter the NPWP as 15 or 16 digits"],
      ["billingEmail", "finance-at-toko", "Enter a valid email address"],
      ["billingName", " ", "Enter the name to bill (at least 2 characters)"],
      ["address", "", "Enter the billing address"],
      ["address", "x".repeat(501), "The address has at most 500 characters"],
    ] as const) {
      const response = await requestJson(ctx.app, "PUT", path(demoIds.otherCompany), { token: owner.token, body: { ...details, [field]: value } });
      expect(response.status, `${field}=${value}`).toBe(422);
      expect(response.body.data.errors).toContainEqual({ field, message });
    }
    const missing = await requestJson(ctx.app, "PUT", path(demoIds.otherCompany), { token: owner.token, body: { billingName: "PT X" } });
    expect(missing.status).toBe(422);
    expect(missing.body.data.errors.map((error: { field: string }) => error.field)).toEqual(expect.arrayContaining(["billingEmail", "address"]));
    expect((await requestJson(ctx.app, "GET", path(demoIds.otherCompany), { token: owner.token })).body.result.details).toEqual({ ...details, taxId: "012345678901000" });
  });

  it("is not reached by another company", async () => {
    const stranger = await signIn(ctx.app, OTHER_OWNER_EMAIL);
    expect([403, 404]).toContain((await requestJson(ctx.app, "GET", path(demoIds.demoCompany), { token: stranger.token })).status);
    expect([403, 404]).toContain((await requestJson(ctx.app, "PUT", path(demoIds.demoCompany), { token: stranger.token, body: details })).status);
  });
});

describe("the invoice's buyer", () => {
  it("is the billing details as they were when the order was paid; later edits leave that invoice alone", async () => {
    const owner = await trialCompanyOwner(ctx.app, ctx.database.db, "billing.owner@toko-tagihan.co.id", "PT Toko Tagihan");
    expect((await requestJson(ctx.app, "PUT", path(owner.companyId), { token: owner.token, body: details })).status).toBe(200);
    const order = await buyAndPay(ctx.app, owner);

    const edited = { billingName: "PT Nama Baru Sekali", billingEmail: "baru@toko-tagihan.co.id", address: "Jl. Baru 9, Bandung", taxId: "0123456789012345" };
    expect((await requestJson(ctx.app, "PUT", path(owner.companyId), { token: owner.token, body: edited })).status).toBe(200);

    const text = await invoiceText(owner.companyId, order.id, owner.token);
    for (const expected of ["PT Toko Tagihan Sejahtera", "finance@toko-tagihan.co.id", "Jl. Gatot Subroto 5", "Jakarta Selatan 12930", "NPWP 01.234.567.8-901.000"]) {
      expect(text).toContain(expected);
    }
    for (const unexpected of ["PT Nama Baru Sekali", "baru@toko-tagihan.co.id", "0123456789012345"]) expect(text).not.toContain(unexpected);
  });

  it("falls back to the company and the buyer when no billing details were saved", async () => {
    const owner = await trialCompanyOwner(ctx.app, ctx.database.db, "nobilling.owner@toko-polos.co.id", "PT Toko Polos");
    const order = await buyAndPay(ctx.app, owner);
    const text = await invoiceText(owner.companyId, order.id, owner.token);
    expect(text).toContain("PT Toko Polos");
    expect(text).toContain("nobilling.owner@toko-polos.co.id");
    expect(text).not.toContain("NPWP 0");
  });
});
