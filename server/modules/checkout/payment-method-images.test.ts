import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { listPaymentMethods } from "./checkout-service";

describe("the payment methods' images", () => {
  it("exist under public/ for every method the API lists, as SVGs named by the method", () => {
    const methods = listPaymentMethods();
    expect(methods).toHaveLength(7);
    for (const method of methods) {
      expect(method.image).toMatch(/^\/images\/payment-methods\/[a-z_]+\.svg$/);
      const svg = readFileSync(join(process.cwd(), "public", method.image), "utf8");
      expect(svg.startsWith("<svg"), method.image).toBe(true);
      expect(svg).toContain('width="64" height="40"');
    }
  });
});
