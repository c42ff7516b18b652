import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Button } from "./button";

describe("Button", () => {
  it("renders its child element with the button's look when asChild", () => {
    render(
      <Button asChild size="lg">
        <a href="https://help.example.test/start">Continue</a>
      </Button>,
    );
    const link = screen.getByRole("link", { name: "Continue" });
    expect(link).toHaveAttribute("href", "https://help.example.test/start");
    expect(link.className).toContain("h-12");
  });

  it("shows a spinner and refuses clicks while loading", () => {
    render(<Button loading>Save</Button>);
    const button = screen.getByRole("button", { name: "Save" });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute("aria-busy", "true");
  });
});
