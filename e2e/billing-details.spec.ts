import { extractText, getDocumentProxy } from "unpdf";
import { expect, expectAccessible, test } from "./fixtures";
import { settleOnSimulator } from "./checkout-helpers";
import { newAdminCompany } from "./team-helpers";

/**
 * Issue 15, Billing & Invoicing: the company admin fills in the billing details, pays an order on
 * the local simulator, and the invoice PDF names the buyer as those details do.
 */

test("the admin's billing details are printed on the invoice of the order paid after them", async ({ page }) => {
  test.setTimeout(180_000);
  await newAdminCompany(page.request, "Billing Details");

  await page.goto("/settings/billing");
  await expect(page.getByRole("heading", { name: "Billing details" })).toBeVisible();
  await page.getByRole("textbox", { name: /Billing name/ }).fill("PT Tagihan Ujung Ke Ujung");
  await page.getByRole("textbox", { name: /Billing email/ }).fill("finance@tagihan-e2e.co.id");
  await page.getByRole("textbox", { name: /Address/ }).fill("Jl. Merdeka Barat 17\nJakarta Pusat 10110");
  // A wrong NPWP is refused on its field before anything is sent.
  await page.getByRole("textbox", { name: /NPWP/ }).fill("12.345");
  await page.getByRole("button", { name: "Save billing details" }).click();
  await expect(page.getByText("Enter the NPWP as 15 or 16 digits")).toBeVisible();
  await page.getByRole("textbox", { name: /NPWP/ }).fill("012345678901000");
  await page.getByRole("button", { name: "Save billing details" }).click();
  await expect(page.getByText("Billing details saved")).toBeVisible();
  await expectAccessible(page);

  // Saved, and the NPWP written out as it is usually written.
  await page.reload();
  await expect(page.getByRole("textbox", { name: /Billing name/ })).toHaveValue("PT Tagihan Ujung Ke Ujung");
  await expect(page.getByRole("textbox", { name: /NPWP/ })).toHaveValue("01.234.567.8-901.000");

  // Growth, monthly, by BCA virtual account, paid on the simulator.
  await page.goto("/checkout?plan=growth&period=monthly");
  await expect(page.getByRole("heading", { name: "Order summary" })).toBeVisible();
  await expect(page.getByRole("img", { name: "Bank BCA" })).toBeVisible();
  await page.getByRole("radio", { name: /Bank BCA/ }).check();
  const pay = page.getByRole("button", { name: /^Pay Rp/ });
  await expect(pay).toBeEnabled();
  await pay.click();
  await page.waitForURL(/\/checkout\/[^/?]+$/);
  await settleOnSimulator(page, "Pay");
  await expect(page.getByRole("heading", { name: "Payment received" })).toBeVisible({ timeout: 15_000 });

  await page.goto("/settings/billing");
  const paidOrder = page.getByRole("listitem").filter({ hasText: "Growth · Monthly" });
  await expect(paidOrder.getByText("Paid", { exact: true })).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent("download"), paidOrder.getByRole("link", { name: /^Download invoice INV\// }).click()]);
  expect(download.suggestedFilename()).toMatch(/^INV-\d{4}-\d{5}\.pdf$/);
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  const bytes = new Uint8Array(Buffer.concat(chunks));
  // pdf-lib compresses its content streams: the text is read back as invoice-pdf.test.ts does.
  const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: true });
  for (const expected of ["PT Tagihan Ujung Ke Ujung", "finance@tagihan-e2e.co.id", "Jl. Merdeka Barat 17", "Jakarta Pusat 10110", "NPWP 01.234.567.8-901.000"]) {
    expect(text).toContain(expected);
  }
});
