import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { toast as sonner } from "sonner";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiClientError, NETWORK_ERROR_MESSAGE } from "@/lib/api-error";
import { ErrorDisplay, errorReport, toastError } from "./error-display";
import { Toaster } from "./toast";

afterEach(() => {
  act(() => {
    sonner.dismiss();
  });
});

const validationError = new ApiClientError("Invalid body: email", 422, "VALIDATION_FAILED", "req-123", [
  { field: "email", message: "Enter a valid email address" },
  { field: "name", message: "Too short" },
]);

describe("ErrorDisplay (spec 8)", () => {
  it("shows the message in bold, the error id in parentheses and the first field error", () => {
    render(<ErrorDisplay error={validationError} showCopy={false} />);
    expect(screen.getByText("Invalid body: email").tagName).toBe("STRONG");
    expect(screen.getByText("(req-123)")).toBeInTheDocument();
    expect(screen.getByText("Enter a valid email address")).toBeInTheDocument();
    expect(screen.queryByText("Too short")).not.toBeInTheDocument();
  });

  it("falls back to the message id and 'Unknown ID'", () => {
    render(<ErrorDisplay error={new ApiClientError("", 500, "INTERNAL_ERROR", null, [])} showCopy={false} />);
    expect(screen.getByText("INTERNAL_ERROR").tagName).toBe("STRONG");
    expect(screen.getByText("(Unknown ID)")).toBeInTheDocument();
  });

  it("shows the network message for a request with no response", () => {
    render(<ErrorDisplay error={new ApiClientError(NETWORK_ERROR_MESSAGE, null, "NETWORK_ERROR", null, [])} showCopy={false} />);
    expect(screen.getByText("A network error occurred. Please try refreshing the page.")).toBeInTheDocument();
  });

  it("copies the details outside production", async () => {
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, "writeText").mockResolvedValue(undefined);
    render(<ErrorDisplay error={validationError} showCopy />);
    await user.click(screen.getByRole("button", { name: "Copy error details" }));
    expect(writeText).toHaveBeenCalledWith(errorReport(validationError));
    expect(await screen.findByRole("button", { name: "Copied" })).toBeInTheDocument();
  });

  it("has no copy button in production", () => {
    render(<ErrorDisplay error={validationError} showCopy={false} />);
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
  });

  it("wraps any thrown value, and toastError shows it in an error toast", async () => {
    render(<Toaster />);
    act(() => {
      toastError(new Error("boom"));
    });
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("boom");
    expect(alert).toHaveTextContent("(Unknown ID)");
  });
});
