import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderWithUser } from "@/tests/ui/render-with-user";
import { SuperAdminDialog } from "./super-admin-dialog";

describe("SuperAdminDialog", () => {
  it("says the user becomes the company's Super Admin before anything is created", async () => {
    const onConfirm = vi.fn();
    const onOpenChange = vi.fn();
    const { user } = renderWithUser(<SuperAdminDialog open onOpenChange={onOpenChange} onConfirm={onConfirm} confirming={false} />);
    const dialog = await screen.findByRole("dialog", { name: "Set up HRIS for your company" });
    expect(dialog).toHaveTextContent(
      "Your company is not on HRIS yet. If you continue, you become its Super Admin: you get unrestricted access to HRIS, and you decide what access your colleagues get when they ask for it.",
    );
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(onConfirm).not.toHaveBeenCalled();
    await user.click(screen.getByRole("button", { name: "Become Super Admin" }));
    expect(onConfirm).toHaveBeenCalledOnce();
  });

  it("cannot be confirmed twice or closed while confirming", async () => {
    const onOpenChange = vi.fn();
    const { user } = renderWithUser(<SuperAdminDialog open onOpenChange={onOpenChange} onConfirm={vi.fn()} confirming />);
    expect(await screen.findByRole("button", { name: "Become Super Admin" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Cancel" })).toBeDisabled();
    await user.keyboard("{Escape}");
    expect(onOpenChange).not.toHaveBeenCalled();
  });
});
