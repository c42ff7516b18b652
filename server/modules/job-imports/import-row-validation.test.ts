import { describe, expect, it } from "vitest";
import { classifyRows, validateImportRow } from "./import-row-validation";
import { importTemplateCsv, suggestImportMapping } from "./job-imports-schemas";

describe("suggestImportMapping", () => {
  it("matches headers by synonym, ignoring case, spaces and punctuation", () => {
    expect(suggestImportMapping(["Full name", "E-mail", "Phone number", "Experience", "IPK", "Kampus", "Notes"])).toEqual({
      name: "Full name",
      email: "E-mail",
      phone: "Phone number",
      experienceLevel: "Experience",
      gpa: "IPK",
      university: "Kampus",
    });
    expect(suggestImportMapping(["  NAME ", "EMAIL ADDRESS", "gpa"])).toEqual({ name: "  NAME ", email: "EMAIL ADDRESS", gpa: "gpa" });
  });

  it("maps every header of the downloadable template to its field", () => {
    const headers = importTemplateCsv().split("\r\n")[0]!.split(",");
    expect(Object.keys(suggestImportMapping(headers))).toHaveLength(9);
  });
});

describe("validateImportRow", () => {
  it("turns a full valid row into an applicant", () => {
    const result = validateImportRow({
      name: "Siti",
      email: "Siti@Example.com",
      phone: "+62 812-3456-7890",
      experienceLevel: "Fresh Graduate",
      gpa: "3,5",
      skills: "SQL; Python, sql",
      portfolioUrl: "https://siti.dev",
    });
    expect(result.errors).toEqual([]);
    expect(result.input).toMatchObject({ name: "Siti", email: "siti@example.com", experienceLevel: 0, gpa: 3.5, skills: ["SQL", "Python"] });
  });

  it("reads experience import labels and codes", () => {
    expect(validateImportRow({ name: "A", email: "a@b.co", experienceLevel: "1-3 Years" }).input?.experienceLevel).toBe(5);
    expect(validateImportRow({ name: "A", email: "a@b.co", experienceLevel: "5" }).input?.experienceLevel).toBe(5);
    expect(validateImportRow({ name: "A", email: "a@b.co", experienceLevel: "5+ years" }).input?.experienceLevel).toBe(7);
  });

  it("names every problem on its field", () => {
    const result = validateImportRow({ name: "", email: "not-an-email", phone: "12ab", experienceLevel: "Senior", gpa: "4.5", portfolioUrl: "ftp://x" });
    expect(result.input).toBeNull();
    expect(result.errors).toEqual([
      { field: "name", message: "Name is required" },
      { field: "email", message: '"not-an-email" is not a valid email address' },
      { field: "phone", message: "Phone may hold only digits, +, spaces and dashes, 8 to 20 characters" },
      {
        field: "experienceLevel",
        message:
          'Unknown experience level "Senior"; use one of: Fresh Graduate, College Year 1, College Year 2, College Year 3, College Year 4, 1-3 Years, 4-5 Years, 5+ Years, Others',
      },
      { field: "gpa", message: 'GPA must be a number from 0 to 4 (got "4.5")' },
      { field: "portfolioUrl", message: "Portfolio URL must start with http:// or https:// and name a valid host" },
    ]);
    expect(validateImportRow({ name: "A", email: "" }).errors).toEqual([{ field: "email", message: "Email is required" }]);
  });
});

describe("classifyRows", () => {
  const mapping = { name: "Name", email: "Email" };
  const row = (n: number, name: string, email: string) => ({ row: n, values: { Name: name, Email: email } });

  it("takes the first valid row of an email and marks later ones, ignoring invalid rows", () => {
    const rows = classifyRows([row(2, "", "a@b.co"), row(3, "A", "A@b.co"), row(4, "A2", "a@b.co"), row(5, "C", "c@d.co")], mapping, new Set(["c@d.co"]));
    expect(rows.map((entry) => entry.status)).toEqual(["invalid", "valid", "duplicateInFile", "alreadyApplied"]);
    expect(rows[2]!.errors).toEqual([{ field: "email", message: "Duplicate email in this file (first on row 3)" }]);
  });
});

describe("cells the database cannot store", () => {
  const mapping = { name: "Full name", email: "Email", university: "Kampus" };
  const cannotStore = "contains a character that cannot be stored (a NUL character or an unpaired surrogate)";

  it("makes the row invalid with a reason naming the column, for a NUL character or a lone surrogate", () => {
    const rows = classifyRows(
      [
        { row: 2, values: { "Full name": "Siti\u0000", Email: "siti@example.com", Kampus: "UI" } },
        { row: 3, values: { "Full name": "Budi", Email: "budi@example.com", Kampus: "ITB \uD800" } },
        { row: 4, values: { "Full name": "Citra \uD83D\uDE00", Email: "citra@example.com", Kampus: "" } },
      ],
      mapping,
    );
    expect(rows.map((entry) => entry.status)).toEqual(["invalid", "invalid", "valid"]);
    expect(rows[0]!.errors).toEqual([{ field: "name", message: `Column "Full name" ${cannotStore}` }]);
    expect(rows[0]!.input).toBeNull();
    expect(rows[1]!.errors).toEqual([{ field: "university", message: `Column "Kampus" ${cannotStore}` }]);
    expect(rows[2]!.input?.name).toBe("Citra \uD83D\uDE00");
  });

  it("replaces the cell's own check and keeps the row's other errors", () => {
    const [row] = classifyRows([{ row: 2, values: { "Full name": "", Email: "a\u0000@b.co", Kampus: "" } }], mapping);
    expect(row!.errors).toEqual([
      { field: "name", message: "Name is required" },
      { field: "email", message: `Column "Email" ${cannotStore}` },
    ]);
  });

  it("ignores columns the mapping does not use", () => {
    const [row] = classifyRows([{ row: 2, values: { "Full name": "Dewi", Email: "dewi@example.com", Kampus: "", Notes: "\u0000" } }], mapping);
    expect(row!.status).toBe("valid");
  });
});
