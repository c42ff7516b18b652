import { expect, expectAccessible, test } from "./fixtures";
import { runFlags } from "./shell-helpers";
import { SIX_MB_PNG, TINY_PNG, newAdminCompany } from "./team-helpers";

/** Issue 5 end to end: the Admin edits the company profile and its photos; bad uploads are refused clearly. */
test("the Admin edits the company profile, uploads a photo, and a 6 MB or non-image file is refused with a clear message", async ({ page, baseURL }) => {
  test.setTimeout(180_000);
  const admin = await newAdminCompany(page.request, "Profile");
  // Culture values and benefits are behind their flag (spec 1): on for this company only.
  await runFlags(baseURL!, "set", "company-culture-benefits", "on", "--company", admin.companyId);

  await page.goto("/company/profile");
  await expect(page.getByRole("heading", { name: "Company Profile", level: 1 })).toBeVisible();

  // About.
  const about = page.getByRole("region", { name: "About" });
  await about.getByRole("button", { name: "Edit About" }).click();
  await about.getByRole("textbox", { name: "About the company", exact: true }).fill("We build payroll software for Indonesian companies.");
  await about.getByLabel("Website").fill("https://payroll.example.test");
  await about.getByRole("button", { name: "Save" }).click();
  await expect(about).toContainText("We build payroll software for Indonesian companies.");
  await expect(about.getByRole("link", { name: "https://payroll.example.test" })).toBeVisible();

  // Details: size band, work arrangement, funding.
  const details = page.getByRole("region", { name: "Company details" });
  await details.getByRole("button", { name: "Edit Company details" }).click();
  await details.getByRole("radio", { name: "50-100" }).check();
  await details.getByRole("checkbox", { name: "Hybrid" }).check();
  await details.getByLabel("Funding stage").selectOption("seriesA");
  await details.getByLabel(/Funding amount/).fill("5000000000");
  await details.getByRole("button", { name: "Save" }).click();
  await expect(details).toContainText("50-100 employees");
  await expect(details).toContainText("Series A");
  await expect(details).toContainText("Rp 5.000.000.000");

  // Benefits with a custom one, and culture values from GET /v1/job-portal/culture.
  const benefits = page.getByRole("region", { name: "Benefits" });
  await benefits.getByRole("button", { name: "Edit Benefits" }).click();
  await benefits.getByRole("checkbox", { name: "Free Lunch" }).check();
  await benefits.getByLabel("Benefits of your own").fill("Quarterly wellness day");
  await benefits.getByRole("button", { name: "Add", exact: true }).click();
  await expectAccessible(page);
  await benefits.getByRole("button", { name: "Save" }).click();
  await expect(benefits.getByRole("list", { name: "Benefits" })).toHaveText(/Free Lunch.*Quarterly wellness day/);
  const culture = page.getByRole("region", { name: "Culture values" });
  await culture.getByRole("button", { name: "Edit Culture values" }).click();
  await culture.getByRole("checkbox", { name: /Collaborative/ }).check();
  await culture.getByRole("button", { name: "Save" }).click();
  await expect(culture).toContainText("We win together, across teams and roles");

  // A real photo is stored and shown.
  const photos = page.getByRole("region", { name: "Logo and photos" });
  await photos.getByLabel("Add photos").setInputFiles({ name: "team.png", mimeType: "image/png", buffer: TINY_PNG });
  await expect(page.getByText("Photo uploaded")).toBeVisible();
  await expect(photos.getByRole("img", { name: "Company photo 1" })).toBeVisible();

  // 6 MB: refused with the size limit named.
  await photos.getByLabel("Add photos").setInputFiles({ name: "office-6mb.png", mimeType: "image/png", buffer: SIX_MB_PNG });
  const tooLarge = photos.getByRole("alert");
  await expect(tooLarge).toContainText("office-6mb.png was not uploaded:");
  await expect(tooLarge).toContainText("The file is larger than the limit of 5 MB");

  // Not an image (whatever its type claims): refused by content.
  await photos.getByLabel("Add photos").setInputFiles({ name: "notes.png", mimeType: "image/png", buffer: Buffer.from("Minutes of the hiring meeting\n") });
  const notImage = photos.getByRole("alert");
  await expect(notImage).toContainText("notes.png was not uploaded:");
  await expect(notImage).toContainText("The file must be a PNG, JPEG or WebP image");
  await expect(photos.getByRole("img", { name: /Company photo/ })).toHaveCount(1);
  await expectAccessible(page);

  // Everything survives a reload.
  await page.reload();
  await expect(page.getByRole("region", { name: "About" })).toContainText("We build payroll software for Indonesian companies.");
  await expect(page.getByRole("region", { name: "Logo and photos" }).getByRole("img", { name: "Company photo 1" })).toBeVisible();
  await runFlags(baseURL!, "unset", "company-culture-benefits", "--company", admin.companyId);
});
