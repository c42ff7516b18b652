import { describe, expect, it } from "vitest";
import { contactDraft, fillPlaceholders } from "./contact-template";

describe("the contact template", () => {
  it("fills Company Name, Talent Name and Your Name, and leaves unknown placeholders as written", () => {
    const draft = contactDraft("Sari", { name: "Budi", companyName: "Demo Company" });
    expect(draft.subject).toBe("Demo Company would like to talk with you");
    expect(draft.message).toMatch(/^Hi Sari,/);
    expect(draft.message).toMatch(/Best regards,\nBudi\nDemo Company$/);
    expect(fillPlaceholders("{{Job Title}} at {{ Company Name }}", { "Company Name": "Acme" })).toBe("{{Job Title}} at Acme");
  });
});
