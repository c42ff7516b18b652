import "@/tests/ui/browser-polyfills";
import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ApiClientError } from "@/lib/api-error";
import { QuotaReachedDialog } from "./quota-reached-dialog";

const quotaError = (data: Record<string, unknown>) => new ApiClientError("Job post quota reached for your plan", 403, "JOB_QUOTA_REACHED", "req-1", [], data);

describe("QuotaReachedDialog", () => {
  it("shows the server's message, the usage and the upgrade link", () => {
    render(<QuotaReachedDialog open onOpenChange={() => {}} error={quotaError({ quota: 1, used: 1, planName: "Free", onTrial: false, upgradeUrl: "/checkout?plan=pro" })} />);
    const dialog = screen.getByRole("dialog", { name: "Job post quota reached" });
    expect(within(dialog).getByText("Job post quota reached for your plan")).toBeInTheDocument();
    expect(within(dialog).getByText(/1 of 1 job posts used on Free\./)).toBeInTheDocument();
    expect(within(dialog).getByRole("link", { name: "Upgrade plan" })).toHaveAttribute("href", "/checkout?plan=pro");
    expect(within(dialog).getByRole("button", { name: "Cancel" })).toBeInTheDocument();
  });

  it.each([[{}], [{ upgradeUrl: "javascript:alert(1)" }], [{ upgradeUrl: "//evil.example" }]])("falls back to /subscription for %j", (data) => {
    render(<QuotaReachedDialog open onOpenChange={() => {}} error={quotaError(data)} />);
    expect(screen.getByRole("link", { name: "Upgrade plan" })).toHaveAttribute("href", "/subscription");
  });
});
