import "@/tests/ui/browser-polyfills";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { AccountMenu, displayName, initialsOf } from "./account-menu";

describe("account menu (spec 2.5)", () => {
  it("shows the first two words of the name, or 'User'", () => {
    expect(displayName("Dewi Lestari Anggraini")).toBe("Dewi Lestari");
    expect(displayName("  Budi   Santoso  ")).toBe("Budi Santoso");
    expect(displayName("Rina")).toBe("Rina");
    expect(displayName("")).toBe("User");
    expect(displayName(null)).toBe("User");
    expect(initialsOf("Dewi Lestari Anggraini")).toBe("DL");
    expect(initialsOf(undefined)).toBe("U");
  });

  it("shows name, company and initials, and logs out from the menu", async () => {
    const user = userEvent.setup();
    const onLogout = vi.fn();
    render(<AccountMenu name="Dewi Lestari Anggraini" companyName="Demo Company" onLogout={onLogout} />);
    const trigger = screen.getByRole("button", { name: "Account menu for Dewi Lestari" });
    expect(trigger).toHaveTextContent("DL");
    expect(trigger).toHaveTextContent("Demo Company");
    expect(screen.getByTestId("account-name")).toHaveTextContent("Dewi Lestari");
    await user.click(trigger);
    await user.click(await screen.findByRole("menuitem", { name: "Logout" }));
    expect(onLogout).toHaveBeenCalledTimes(1);
  });

  it("uses initials instead of a picture from a host that is not allowed", () => {
    render(<AccountMenu name="Budi Santoso" companyName={null} avatarUrl="https://evil.example.com/me.png" onLogout={() => undefined} />);
    expect(screen.queryByRole("img")).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Account menu for Budi Santoso" })).toHaveTextContent("BS");
  });
});
