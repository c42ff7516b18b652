import { describe, expect, it, vi } from "vitest";
import { ApiClientError } from "./api-error";
import { applyServerFieldErrors } from "./form-errors";

type Form = { email: string; phoneNumber: string; company: { name: string } };

describe("applyServerFieldErrors", () => {
  it("places known fields (renamed where the API differs), first error per field, focusing the first", () => {
    const setError = vi.fn();
    const error = new ApiClientError("Invalid body", 422, "VALIDATION_FAILED", "r1", [
      { field: "handphone", message: "Enter a valid phone number" },
      { field: "company.name", message: "Too short" },
      { field: "company.name", message: "Second message" },
      { field: "unknown", message: "Ignored" },
    ]);
    const placed = applyServerFieldErrors<Form>(error, setError, ["email", "phoneNumber", "company.name"], { handphone: "phoneNumber" });
    expect(placed).toBe(2);
    expect(setError).toHaveBeenNthCalledWith(1, "phoneNumber", { type: "server", message: "Enter a valid phone number" }, { shouldFocus: true });
    expect(setError).toHaveBeenNthCalledWith(2, "company.name", { type: "server", message: "Too short" }, { shouldFocus: false });
  });

  it("places nothing for an error without field errors", () => {
    const setError = vi.fn();
    expect(applyServerFieldErrors<Form>(new Error("boom"), setError, ["email"])).toBe(0);
    expect(setError).not.toHaveBeenCalled();
  });
});
