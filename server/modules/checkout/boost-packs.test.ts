import { and, eq, inArray } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { emailOutbox } from "@/server/db/schema/email-outbox";
import { jobBoosts } from "@/server/db/schema/job-boosts";
import { jobs } from "@/server/db/schema/jobs";
import { companySubscriptions, paymentOrders } from "@/server/db/schema/subscriptions";
import { demoIds } from "@/server/db/seed/demo-ids";
import { insertJob } from "@/server/modules/careers/testing/job-factory";
import { upsertOverride } from "@/server/modules/feature-flags/feature-flags-queries";
import { BOOST_JOB_FLAG } from "@/server/modules/job-boosts/job-boosts-contract";
import { DEMO_MEMBER_EMAIL, DEMO_OWNER_EMAIL, signIn } from "@/tests/api/auth-helpers";
import { putCompanyOnPlan } from "@/tests/api/team-helpers";
import { requestJson, useTestApp } from "@/tests/api/test-app";
import { signedNotification } from "./testing/checkout-fixtures";

const ctx = useTestApp();
const db = () => ctx.database.db;
const COMPANY = `/api/v1/job-portal/company/${demoIds.demoCompany}`;
let owner: string;

const quote = (body: unknown, token = owner) => requestJson(ctx.app, "POST", `${COMPANY}/checkout/quote`, { token, body });
const order = (body: unknown, token = owner) => requestJson(ctx.app, "POST", `${COMPANY}/orders`, { token, body });
const overview = () => requestJson(ctx.app, "GET", `${COMPANY}/job-boosts`, { token: owner });
const boost = (jobId: string) => requestJson(ctx.app, "POST", `${COMPANY}/job-boosts`, { token: owner, body: { jobId, durationDays: 7 } });
const notify = (body: unknown) => requestJson(ctx.app, "POST", "/api/v1/payments/notification", { body });

/** Orders a pack with a BCA virtual account and pays it on the simulator; answers the paid order. */
async function buyPack(code: string) {
  const created = await order({ boostPackCode: code, paymentMethod: "bca_va" });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  expect((await requestJson(ctx.app, "POST", `/api/v1/payment-simulator/orders/${created.body.result.orderNumber}/pay`)).status).toBe(200);
  const paid = await requestJson(ctx.app, "GET", `${COMPANY}/orders/${created.body.result.id}`, { token: owner });
  expect(paid.body.result.status).toBe("paid");
  return paid.body.result;
}

async function publishedJobs(count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let index = 0; index < count; index += 1) ids.push((await insertJob(db(), { role: `Pack Job ${index + 1}` })).id);
  return ids;
}

beforeAll(async () => {
  owner = (await signIn(ctx.app, DEMO_OWNER_EMAIL)).token;
});

beforeEach(async () => {
  await db().delete(jobBoosts);
  await db().delete(paymentOrders).where(eq(paymentOrders.companyId, demoIds.demoCompany));
  await db().update(jobs).set({ status: "draft" }).where(and(eq(jobs.companyId, demoIds.demoCompany), eq(jobs.status, "published")));
  await upsertOverride(db(), BOOST_JOB_FLAG, demoIds.demoCompany, true);
  // Growth includes 3 boosts a month.
  await putCompanyOnPlan(db(), demoIds.demoCompany, "growth", "paid");
});

describe("the boost packs on sale", () => {
  it("lists the packs with their boosts and whole-rupiah prices, to anyone", async () => {
    const response = await requestJson(ctx.app, "GET", "/api/v1/job-portal/checkout/boost-packs");
    expect(response.status).toBe(200);
    expect(response.body.result.docs).toEqual([
      { code: "boost-1", name: "1 job boost", boosts: 1, priceIdr: 150_000 },
      { code: "boost-5", name: "5 job boosts", boosts: 5, priceIdr: 600_000 },
      { code: "boost-10", name: "10 job boosts", boosts: 10, priceIdr: 1_000_000 },
    ]);
  });
});

describe("a boost pack's quote", () => {
  it("is the pack's price with PPN and the method's fee, no plan and no period", async () => {
    const response = await quote({ boostPackCode: "boost-5", paymentMethod: "bca_va" });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body.result).toMatchObject({
      kind: "boostPack",
      planCode: null,
      period: null,
      startsAt: null,
      boostPack: { code: "boost-5", name: "5 job boosts", boosts: 5 },
      subtotalIdr: 600_000,
      prorationCreditIdr: 0,
      discountIdr: 0,
      vatIdr: 66_000,
      feeIdr: 4_000,
      totalIdr: 670_000,
    });
    // An e-wallet's 2% is on the amount with PPN, rounded up.
    expect((await quote({ boostPackCode: "boost-1", paymentMethod: "gopay" })).body.result).toMatchObject({ subtotalIdr: 150_000, vatIdr: 16_500, feeIdr: 3_330, totalIdr: 169_830 });
  });

  it("names the field of a request it cannot price", async () => {
    const cases: [unknown, number, string][] = [
      [{ boostPackCode: "boost-7", paymentMethod: "bca_va" }, 422, "boostPackCode"],
      [{ boostPackCode: "boost-5", paymentMethod: "bca_va", promoCode: "MERDEKA17" }, 422, "promoCode"],
      [{ boostPackCode: "boost-5", planCode: "growth", period: "monthly", paymentMethod: "bca_va" }, 422, "boostPackCode"],
      [{ paymentMethod: "bca_va" }, 422, "planCode"],
      [{ planCode: "growth", paymentMethod: "bca_va" }, 422, "period"],
    ];
    for (const [body, status, field] of cases) {
      const response = await quote(body);
      expect(response.status, JSON.stringify(body)).toBe(status);
      expect(response.body.data.errors.map((error: { field: string }) => error.field), JSON.stringify(body)).toContain(field);
    }
    expect((await quote({ boostPackCode: "boost-7", paymentMethod: "bca_va" })).body.code).toBe("BOOST_PACK_NOT_FOUND");
  });

  it("is refused where boosts cannot be used: the flag off, or no running plan; and to members who are not the admin", async () => {
    await upsertOverride(db(), BOOST_JOB_FLAG, demoIds.demoCompany, false);
    const flagOff = await quote({ boostPackCode: "boost-5", paymentMethod: "bca_va" });
    expect(flagOff.status).toBe(422);
    expect(flagOff.body.code).toBe("FEATURE_DISABLED");
    await upsertOverride(db(), BOOST_JOB_FLAG, demoIds.demoCompany, true);

    await db().update(companySubscriptions).set({ endsAt: new Date(Date.now() - 1000), status: "expired" }).where(eq(companySubscriptions.companyId, demoIds.demoCompany));
    const ended = await quote({ boostPackCode: "boost-5", paymentMethod: "bca_va" });
    expect(ended.status).toBe(403);
    expect(ended.body.code).toBe("SUBSCRIPTION_REQUIRED");

    await putCompanyOnPlan(db(), demoIds.demoCompany, "growth", "paid");
    const member = (await signIn(ctx.app, DEMO_MEMBER_EMAIL)).token;
    const refused = await order({ boostPackCode: "boost-5", paymentMethod: "bca_va" }, member);
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe("OWNER_ONLY");
  });
});

describe("a boost pack bought", () => {
  it("is paid on the simulator with an invoice and a receipt, adds its boosts and leaves the plan as it was", async () => {
    const periodsBefore = await db().select().from(companySubscriptions).where(eq(companySubscriptions.companyId, demoIds.demoCompany));
    const paid = await buyPack("boost-5");
    expect(paid.quote).toMatchObject({ kind: "boostPack", boostPack: { code: "boost-5", boosts: 5 }, planName: null, totalIdr: 670_000 });
    expect(paid.invoiceNumber).toMatch(/^INV\/\d{4}\/\d{5}$/);
    expect(await db().select().from(companySubscriptions).where(eq(companySubscriptions.companyId, demoIds.demoCompany))).toEqual(periodsBefore);
    expect((await overview()).body.result.balance).toMatchObject({ quota: 3, used: 0, remaining: 3, purchased: 5 });

    const receipts = await db().select().from(emailOutbox).where(and(eq(emailOutbox.category, "payment-received"), eq(emailOutbox.subject, `Payment received: 5 job boosts, invoice ${paid.invoiceNumber}`)));
    expect(receipts.length).toBeGreaterThan(0);
    expect(receipts[0]!.textBody).toContain("5 job boosts were added");

    const invoice = await ctx.app.request(`${COMPANY}/orders/${paid.id}/invoice`, { headers: { authorization: `Bearer ${owner}` } });
    expect(invoice.status).toBe(200);
    expect(invoice.headers.get("content-type")).toBe("application/pdf");
    const listed = (await requestJson(ctx.app, "GET", `${COMPANY}/orders`, { token: owner })).body.result.docs;
    expect(listed.map((item: { id: string }) => item.id)).toContain(paid.id);
  });

  it("is taken once the plan month's boosts are used, the first pack paid first, until none is left", async () => {
    const first = await buyPack("boost-1");
    const second = await buyPack("boost-1");
    const jobIds = await publishedJobs(6);
    for (const jobId of jobIds.slice(0, 5)) expect((await boost(jobId)).status).toBe(201);
    const taken = await db().select().from(jobBoosts).where(inArray(jobBoosts.jobId, jobIds));
    expect(taken.filter((row) => row.purchaseOrderId === null)).toHaveLength(3);
    expect(taken.filter((row) => row.purchaseOrderId !== null).map((row) => row.purchaseOrderId).sort()).toEqual([first.id, second.id].sort());
    expect((await overview()).body.result.balance).toMatchObject({ remaining: 0, purchased: 0 });

    const refused = await boost(jobIds[5]!);
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe("BOOST_QUOTA_REACHED");
    expect(refused.body.message).toContain("buy a boost pack");
  });

  it("refunded whole takes back the boosts left; refunded in part leaves them", async () => {
    const whole = await buyPack("boost-5");
    const part = await buyPack("boost-1");
    expect((await overview()).body.result.balance.purchased).toBe(6);
    expect((await notify({ ...signedNotification({ orderNumber: whole.orderNumber, totalIdr: whole.quote.totalIdr }, "refund") })).status).toBe(200);
    expect((await overview()).body.result.balance.purchased).toBe(1);
    const partial = { ...signedNotification({ orderNumber: part.orderNumber, totalIdr: part.quote.totalIdr }, "partial_refund"), refund_amount: "10000.00" };
    expect((await notify(partial)).status).toBe(200);
    expect((await overview()).body.result.balance.purchased).toBe(1);
    const mails = await db().select().from(emailOutbox).where(and(eq(emailOutbox.category, "payment-refunded"), eq(emailOutbox.subject, `Refund: 5 job boosts order ${whole.orderNumber}`)));
    expect(mails[0]?.textBody).toContain("The boosts this order bought are no longer available");
  });
});
