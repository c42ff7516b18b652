import { describe, expect, it } from "vitest";
import { formatRupiah, formatSalaryRange } from "./currency";

describe("formatRupiah", () => {
  it("writes rupiah with dots between thousands and no decimals", () => {
    expect(formatRupiah(1_500_000)).toBe("Rp 1.500.000");
    expect(formatRupiah(999)).toBe("Rp 999");
    expect(formatRupiah(0)).toBe("Rp 0");
    expect(formatRupiah(1234.56)).toBe("Rp 1.235");
  });

  it("drops the prefix or the space on request", () => {
    expect(formatRupiah(7_250_000, { prefix: false })).toBe("7.250.000");
    expect(formatRupiah(7_250_000, { space: false })).toBe("Rp7.250.000");
  });

  it("puts the sign before the prefix and ignores non-numbers", () => {
    expect(formatRupiah(-25_000)).toBe("-Rp 25.000");
    expect(formatRupiah(Number.NaN)).toBe("");
  });

  it("formats a salary range as 'IDR start-end'", () => {
    expect(formatSalaryRange(5_000_000, 8_000_000)).toBe("IDR 5.000.000-8.000.000");
  });
});
