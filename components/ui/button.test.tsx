import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Button, buttonClassName } from "./button";

describe("Button", () => {
  it("gives a link the button's look, its own classes after the variant's", () => {
    render(
      <a href="https://help.example.test/start" className={buttonClassName({ size: "lg", className: "w-full" })}>
        Continue
      </a>,
    );
    const link = screen.getByRole("link", { name: "Continue" });
    expect(link).toHaveAttribute("href", "https://help.example.test/start");
    expect(link.className).toContain("h-12");
    expect(link.className).toContain("bg-brand-600");
    expect(link.className.endsWith("w-full")).toBe(true);
  });

  it("shows a spinner and refuses clicks while loading", () => {
    render(<Button loading>Save</Button>);
    const button = screen.getByRole("button", { name: "Save" });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute("aria-busy", "true");
  });
});
