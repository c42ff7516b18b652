import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { FormField } from "./form-field";
import { Input } from "./input";

describe("FormField", () => {
  it("labels the control, marks it required with a red asterisk and announces the error", () => {
    render(
      <FormField label="Email" required error="Email Not Found">
        {(control) => <Input {...control} />}
      </FormField>,
    );
    const input = screen.getByLabelText(/Email/);
    expect(input).toHaveAttribute("aria-invalid", "true");
    expect(input).toHaveAttribute("aria-required", "true");
    expect(screen.getByText("*")).toHaveClass("text-red-600");
    expect(screen.getByRole("alert")).toHaveTextContent("Email Not Found");
    expect(input.getAttribute("aria-describedby")).toContain(screen.getByRole("alert").id);
  });
});
