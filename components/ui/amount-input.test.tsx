import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Controller, useForm } from "react-hook-form";
import { describe, expect, it, vi } from "vitest";
import { AmountInput } from "./amount-input";

type Values = { salary: number | null };

function SalaryForm({ onSubmit, max, initial = null }: { onSubmit: (values: Values) => void; max?: number; initial?: number | null }) {
  const form = useForm<Values>({ defaultValues: { salary: initial } });
  return (
    <form method="post" onSubmit={form.handleSubmit(onSubmit)}>
      <label htmlFor="salary">Salary (IDR)</label>
      <Controller
        control={form.control}
        name="salary"
        render={({ field }) => <AmountInput id="salary" ref={field.ref} value={field.value} onValueChange={field.onChange} onBlur={field.onBlur} max={max} />}
      />
      <button type="submit">Save</button>
    </form>
  );
}

function setup(props: { max?: number; initial?: number | null } = {}) {
  const onSubmit = vi.fn();
  const user = userEvent.setup();
  render(<SalaryForm onSubmit={onSubmit} {...props} />);
  const input = screen.getByRole("textbox", { name: "Salary (IDR)" }) as HTMLInputElement;
  const submitted = async () => {
    await user.click(screen.getByRole("button", { name: "Save" }));
    return onSubmit.mock.calls.at(-1)?.[0] as Values;
  };
  return { user, input, submitted };
}

describe("AmountInput", () => {
  it("groups thousands with dots as the user types and submits the integer", async () => {
    const { user, input, submitted } = setup();
    expect(input).toHaveAttribute("inputmode", "numeric");
    await user.type(input, "5000000");
    expect(input).toHaveValue("5.000.000");
    expect(await submitted()).toEqual({ salary: 5_000_000 });
  });

  it("shows a stored amount grouped, and submits null once it is cleared", async () => {
    const { user, input, submitted } = setup({ initial: 7_250_000 });
    expect(input).toHaveValue("7.250.000");
    await user.clear(input);
    expect(input).toHaveValue("");
    expect(await submitted()).toEqual({ salary: null });
  });

  it("ignores letters and signs typed among the digits", async () => {
    const { user, input, submitted } = setup();
    await user.type(input, "12a3-4.5");
    expect(input).toHaveValue("12.345");
    expect(await submitted()).toEqual({ salary: 12_345 });
  });

  it("keeps the caret after the digit typed while the dots move", async () => {
    const { user, input } = setup({ initial: 1000 });
    await user.click(input);
    input.setSelectionRange(1, 1);
    await user.keyboard("2");
    expect(input).toHaveValue("12.000");
    expect(input.selectionStart).toBe(2);
    await user.keyboard("3");
    expect(input).toHaveValue("123.000");
    expect(input.selectionStart).toBe(3);
    await user.keyboard("4");
    expect(input).toHaveValue("1.234.000");
    expect(input.selectionStart).toBe(5);
  });

  it("deletes the digit before a dot on Backspace, and the one after it on Delete", async () => {
    const { user, input, submitted } = setup({ initial: 1_234_567 });
    await user.click(input);
    input.setSelectionRange(2, 2); // "1.|234.567"
    await user.keyboard("{Backspace}");
    expect(input).toHaveValue("234.567");
    expect(input.selectionStart).toBe(0);
    input.setSelectionRange(3, 3); // "234|.567"
    await user.keyboard("{Delete}");
    expect(input).toHaveValue("23.467");
    expect(input.selectionStart).toBe(4); // still after "234": "23.4|67"
    expect(await submitted()).toEqual({ salary: 23_467 });
  });

  it.each([["Rp 5.000.000"], ["5,000,000"], ["5.000.000,00"]])("reads the pasted %s as 5000000", async (pasted) => {
    const { user, input, submitted } = setup();
    await user.click(input);
    await user.paste(pasted);
    expect(input).toHaveValue("5.000.000");
    expect(input.selectionStart).toBe("5.000.000".length);
    expect(await submitted()).toEqual({ salary: 5_000_000 });
  });

  it("refuses a digit that would pass the largest amount allowed", async () => {
    const { user, input, submitted } = setup({ max: 1_000_000_000_000 });
    await user.type(input, "1000000000000");
    expect(input).toHaveValue("1.000.000.000.000");
    await user.type(input, "5");
    expect(input).toHaveValue("1.000.000.000.000");
    expect(input.selectionStart).toBe("1.000.000.000.000".length);
    expect(await submitted()).toEqual({ salary: 1_000_000_000_000 });
  });
});
