import { extractText } from "unpdf";
import { describe, expect, it } from "vitest";
import { textPdf } from "./simple-pdf";

describe("textPdf", () => {
  it("builds a PDF whose text a PDF reader extracts, brackets and accents included", async () => {
    const pdf = textPdf(["Dewi Lestari (Jakarta)", "Skills: TypeScript, PostgreSQL", "Café \\ back"]);
    expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    const { text } = await extractText(new Uint8Array(pdf), { mergePages: true });
    expect(text).toContain("Dewi Lestari (Jakarta)");
    expect(text).toContain("Skills: TypeScript, PostgreSQL");
    expect(text).toContain("Café \\ back");
  });
});
