import { screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithUser } from "@/tests/ui/render-with-user";
import { HRIS_TRIAL_BANNER_DISMISSED_KEY } from "../hooks/use-trial-banner-dismissal";
import { HrisTrialBanner } from "./hris-trial-banner";

const tracked = vi.hoisted(() => [] as string[]);
vi.mock("@/lib/analytics", () => ({ track: (name: string) => tracked.push(name) }));

beforeEach(() => {
  tracked.length = 0;
  window.localStorage.clear();
});
afterEach(() => window.localStorage.clear());

describe("HrisTrialBanner", () => {
  it("says what HRIS offers and runs the switcher's HRIS choice", async () => {
    const onTry = vi.fn();
    const { user } = renderWithUser(<HrisTrialBanner onTry={onTry} busy={false} />);
    const banner = screen.getByRole("region", { name: "Try HRIS" });
    expect(banner).toHaveTextContent("employees, attendance, leave, payroll and performance");
    await user.click(screen.getByRole("button", { name: "Switch to HRIS" }));
    expect(onTry).toHaveBeenCalledOnce();
    expect(tracked).toEqual(["ed_hris_trial_banner_clicked"]);
  });

  it("closes and stays closed", async () => {
    const { user, unmount } = renderWithUser(<HrisTrialBanner onTry={vi.fn()} busy={false} />);
    await user.click(screen.getByRole("button", { name: "Dismiss the HRIS trial banner" }));
    expect(screen.queryByRole("region", { name: "Try HRIS" })).not.toBeInTheDocument();
    expect(window.localStorage.getItem(HRIS_TRIAL_BANNER_DISMISSED_KEY)).toBe("1");
    unmount();
    renderWithUser(<HrisTrialBanner onTry={vi.fn()} busy={false} />);
    expect(screen.queryByRole("region", { name: "Try HRIS" })).not.toBeInTheDocument();
  });
});
