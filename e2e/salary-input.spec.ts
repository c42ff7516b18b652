import { randomUUID } from "node:crypto";
import { DEMO_OWNER, signInWithApi } from "./auth-helpers";
import { expect, test } from "./fixtures";

const DRAFT_ADDRESS = /\/(jobs\/([0-9a-f-]{36})\/edit|job-post\/edit\/([0-9a-f-]{36}))$/;

/**
 * Issue 23: the wizard's salary fields group thousands as they are typed and the job keeps whole
 * rupiah; the amounts come back grouped when the draft is opened again and in the job list.
 */
test("the salary is shown grouped as it is typed and saved as whole rupiah", async ({ page }) => {
  test.setTimeout(90_000);
  const role = `Salary Cashier ${randomUUID().slice(0, 6)}`;
  await signInWithApi(page.request, DEMO_OWNER);

  await page.goto("/job-post/create");
  await page.getByRole("textbox", { name: "Job title" }).fill(role);
  await expect(page).toHaveURL(DRAFT_ADDRESS);
  const jobId = DRAFT_ADDRESS.exec(new URL(page.url()).pathname)!.slice(2).find(Boolean)!;

  const minimum = page.getByRole("textbox", { name: "Minimum salary (IDR)" });
  const maximum = page.getByRole("textbox", { name: "Maximum salary (IDR)" });
  await expect(minimum).toHaveAttribute("inputmode", "numeric");
  // Typed key by key, the dots appear as the digits arrive.
  await minimum.pressSequentially("5000000");
  await expect(minimum).toHaveValue("5.000.000");
  // Text written the way people copy amounts is read whole.
  await maximum.fill("Rp 8.000.000");
  await expect(maximum).toHaveValue("8.000.000");
  await expect(page.getByText("IDR 5.000.000-8.000.000")).toBeVisible();
  await expect(page.getByText("All changes saved")).toBeVisible();

  // The API holds integers, exactly as before.
  const saved = await page.request.get(`/api/v1/job-portal/job/${jobId}`);
  expect(saved.ok()).toBe(true);
  const { result } = (await saved.json()) as { result: { startRange: number | null; endRange: number | null } };
  expect(result).toMatchObject({ startRange: 5_000_000, endRange: 8_000_000 });

  // Opened again, the draft shows the amounts grouped; the job list shows the range.
  await page.reload();
  await expect(page.getByRole("textbox", { name: "Minimum salary (IDR)" })).toHaveValue("5.000.000");
  await expect(page.getByRole("textbox", { name: "Maximum salary (IDR)" })).toHaveValue("8.000.000");
  await page.goto(`/job-post?q=${encodeURIComponent(role)}`);
  await expect(page.getByRole("listitem", { name: role })).toContainText("IDR 5.000.000-8.000.000");

  expect((await page.request.delete(`/api/v1/job-portal/job/${jobId}`)).ok()).toBe(true);
});
