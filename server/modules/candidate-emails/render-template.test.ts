import { describe, expect, it } from "vitest";
import { EMAIL_PLACEHOLDERS, EMAIL_TEMPLATE_KEYS, UPDATE_EMAIL_PLACEHOLDERS } from "@/server/modules/jobs/jobs-contract";
import { BUILT_IN_TEMPLATES } from "./built-in-templates";
import { placeholdersIn, renderTemplate, unknownPlaceholdersIn } from "./render-template";

describe("renderTemplate", () => {
  it("fills every placeholder with its value, however often it appears", () => {
    const result = renderTemplate("Hi {{Talent Name}}, {{Job Title}} at {{Company Name}}. Bye {{Talent Name}}", {
      "Talent Name": "Andi",
      "Job Title": "Backend Engineer",
      "Company Name": "Demo Company",
    });
    expect(result).toEqual({ text: "Hi Andi, Backend Engineer at Demo Company. Bye Andi", unknownPlaceholders: [] });
  });

  it("matches names without regard to case or spacing inside the braces", () => {
    expect(renderTemplate("{{ job  title }} / {{TOTAL JOBS}}", { "Job Title": "QA", "total jobs": "4" }).text).toBe("QA / 4");
  });

  it("leaves a placeholder without a value as written and lists it once", () => {
    const result = renderTemplate("Dear {{Talent Name}}, {{Salary}} and {{ salary }} and {{Start Date}}", { "Talent Name": "Siti" });
    expect(result.text).toBe("Dear Siti, {{Salary}} and {{ salary }} and {{Start Date}}");
    expect(result.unknownPlaceholders).toEqual(["Salary", "Start Date"]);
  });

  it("does not read values as placeholders again (a name containing braces stays literal)", () => {
    expect(renderTemplate("Hi {{Talent Name}}", { "Talent Name": "{{Company Name}}", "Company Name": "X" }).text).toBe("Hi {{Company Name}}");
  });

  it("keeps text without placeholders, single braces and empty values as they are", () => {
    expect(renderTemplate("Price {5} {{}} ok", {})).toEqual({ text: "Price {5} {{}} ok", unknownPlaceholders: [""] });
    expect(renderTemplate("[{{Your Name}}]", { "Your Name": "" }).text).toBe("[]");
  });
});

describe("placeholders", () => {
  it("lists the placeholders a text uses and those a template does not allow", () => {
    expect(placeholdersIn("{{A}} {{b}} {{ a }}")).toEqual(["A", "b"]);
    expect(unknownPlaceholdersIn("{{Job Title}} {{New Job Title}} {{Salary}}", EMAIL_PLACEHOLDERS)).toEqual(["New Job Title", "Salary"]);
    expect(unknownPlaceholdersIn("{{New Job Title}}", UPDATE_EMAIL_PLACEHOLDERS)).toEqual([]);
  });

  it("built-in templates exist for every key and use only their own placeholders", () => {
    for (const key of EMAIL_TEMPLATE_KEYS) {
      const template = BUILT_IN_TEMPLATES[key];
      expect(template.key).toBe(key);
      expect(unknownPlaceholdersIn(`${template.subject}\n${template.body}`, template.placeholders), key).toEqual([]);
    }
    expect(BUILT_IN_TEMPLATES.moveToAnotherRole.placeholders).toEqual(UPDATE_EMAIL_PLACEHOLDERS);
    expect(placeholdersIn(BUILT_IN_TEMPLATES.moveToAnotherRole.body)).toEqual(expect.arrayContaining(["Old Job Title", "New Job Title", "New Step Name"]));
  });
});
