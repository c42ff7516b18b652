import { describe, expect, it } from "vitest";
import { formatRupiah, formatSalaryRange, parseRupiah } from "./currency";

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

describe("parseRupiah", () => {
  it("reads an amount whatever its grouping or prefix", () => {
    expect(parseRupiah("5000000")).toBe(5_000_000);
    expect(parseRupiah("Rp 5.000.000")).toBe(5_000_000);
    expect(parseRupiah("5,000,000")).toBe(5_000_000);
    expect(parseRupiah(" IDR 5 000 000 ")).toBe(5_000_000);
    expect(parseRupiah("1.000")).toBe(1000);
  });

  it("rounds a decimal part away, as rupiah have none", () => {
    expect(parseRupiah("Rp 5.000.000,00")).toBe(5_000_000);
    expect(parseRupiah("1,500.50")).toBe(1501);
    expect(parseRupiah("7.499,4")).toBe(7499);
  });

  it("answers null for text without a digit", () => {
    expect(parseRupiah("")).toBeNull();
    expect(parseRupiah("Rp ")).toBeNull();
    expect(parseRupiah("abc")).toBeNull();
  });
});
