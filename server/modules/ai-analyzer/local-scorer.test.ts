import { describe, expect, it } from "vitest";
import { textPdf } from "@/server/lib/simple-pdf";
import { candidatePreferenceSchema } from "@/server/modules/jobs/jobs-schemas";
import { extractCvText } from "./cv-text";
import { scoreApplicant, type AnalyzerApplicant, type AnalyzerJob } from "./local-scorer";
import { educationLevelOf, requiredYearsIn, yearsOfExperience } from "./profile-facts";
import { keywordsOf, stem } from "./text-matching";

const job = (overrides: Partial<AnalyzerJob> = {}): AnalyzerJob => ({
  role: "Backend Engineer",
  requirements: "",
  skills: [],
  candidatePreference: candidatePreferenceSchema.parse(undefined),
  criteriaForAi: [],
  ...overrides,
});

const applicant = (overrides: Partial<AnalyzerApplicant> = {}, profile: Partial<AnalyzerApplicant["profile"]> = {}): AnalyzerApplicant => ({
  appliedAt: "2026-03-15T08:00:00.000Z",
  hasCv: false,
  cvText: null,
  answers: [],
  ...overrides,
  profile: { experienceLevel: null, lastEducation: null, university: null, major: null, gpa: null, skills: [], education: [], experiences: [], ...profile },
});

const criterion = (verdict: ReturnType<typeof scoreApplicant>, prefix: string) => {
  const found = verdict.criteria.find((entry) => entry.criterion.startsWith(prefix));
  if (!found) throw new Error(`No criterion starting "${prefix}" in ${verdict.criteria.map((entry) => entry.criterion).join(" | ")}`);
  return found;
};

describe("text matching", () => {
  it("meets inflections of a word at one stem", () => {
    expect(new Set(["shipped", "shipping", "ships", "ship"].map(stem))).toEqual(new Set(["ship"]));
    expect(stem("databases")).toBe(stem("database"));
    expect(stem("companies")).toBe(stem("company"));
    expect(stem("c++")).toBe("c++");
  });

  it("keeps the words of a criterion worth looking for", () => {
    expect(keywordsOf("Has shipped a production web app with at least 3 years of experience")).toEqual(["ship", "production", "web", "app"]);
  });
});

describe("profile facts", () => {
  it("reads years asked for, the largest when several", () => {
    expect(requiredYearsIn("At least 3+ years with Go, 1 year of Kubernetes")).toBe(3);
    expect(requiredYearsIn("Minimal 2 tahun pengalaman")).toBe(2);
    expect(requiredYearsIn("2-4 years in a product team")).toBe(2);
    expect(requiredYearsIn("Knows SQL")).toBeNull();
  });

  it("counts overlapping positions once and a current one up to the application month", () => {
    const years = yearsOfExperience(
      [
        { company: "A", title: "Engineer", companyType: null, startDate: "2022-01", endDate: "2023-12", description: null },
        { company: "B", title: "Freelancer", companyType: null, startDate: "2023-07", endDate: null, description: null },
      ],
      "2025-12-20T00:00:00.000Z",
    );
    expect(years).toBe(4);
  });

  it("reads education levels from degree fields, and only spelled-out degrees from free text", () => {
    expect(educationLevelOf("S1 Teknik Informatika")).toBe("bachelor");
    expect(educationLevelOf("Master's Degree")).toBe("master");
    expect(educationLevelOf("Stored backups in AWS S3", { field: false })).toBeNull();
    expect(educationLevelOf("Bachelor of Computer Science", { field: false })).toBe("bachelor");
  });
});

describe("scoreApplicant", () => {
  const backendJob = job({
    skills: ["TypeScript", "PostgreSQL", "Kubernetes"],
    requirements: "<ul><li>At least 3 years building APIs</li></ul>",
    candidatePreference: candidatePreferenceSchema.parse({ university: ["Universitas Indonesia"], minimumGpa: 3.5, lastEducations: ["bachelor"] }),
    criteriaForAi: [{ text: "Has shipped a production payments service", weight: 5 }],
  });
  const sari = applicant(
    {
      hasCv: true,
      cvText: "Sari Wulandari\nBackend developer with 4 years of experience.\nShipped the payments service to production at Tokopedia. Wrote TypeScript every day.",
      answers: [{ question: "Which database do you know best?", answer: "PostgreSQL, with logical replication." }],
    },
    {
      university: "Universitas Indonesia",
      gpa: 3.2,
      lastEducation: "Bachelor's Degree",
      skills: ["TypeScript"],
      experiences: [{ company: "Tokopedia", title: "Backend Engineer", companyType: null, startDate: "2022-01", endDate: null, description: "Payments" }],
    },
  );

  it("quotes the evidence it found with its source", () => {
    const verdict = scoreApplicant(backendJob, sari);
    const skills = criterion(verdict, "Skills");
    expect(skills.evidence).toContainEqual({ source: "cv", text: "Wrote TypeScript every day." });
    expect(skills.evidence).toContainEqual({ source: "answers", text: "Which database do you know best? — PostgreSQL, with logical replication." });
    const custom = criterion(verdict, "Has shipped a production payments service");
    expect(custom.weight).toBe(5);
    expect(custom.score).toBe(100);
    expect(custom.evidence).toContainEqual({ source: "cv", text: "Shipped the payments service to production at Tokopedia." });
    const education = criterion(verdict, "Education");
    expect(education.evidence).toContainEqual({ source: "profile", text: "University: Universitas Indonesia" });
    expect(education.evidence).toContainEqual({ source: "profile", text: "Last education: Bachelor's Degree" });
    const experience = criterion(verdict, "Experience: 3+ years");
    expect(experience.score).toBe(100);
    expect(experience.evidence).toContainEqual({ source: "cv", text: "4 years of experience" });
  });

  it("lists what is missing and scores each criterion by it", () => {
    const verdict = scoreApplicant(backendJob, sari);
    const skills = criterion(verdict, "Skills");
    expect(skills.missing).toEqual(["No mention of Kubernetes"]);
    expect(skills.score).toBe(67);
    const education = criterion(verdict, "Education");
    expect(education.missing).toEqual(["GPA 3.2 is below the minimum 3.5"]);
    expect(education.score).toBe(67);
  });

  it("weighs the criteria into one score and says what was strongest and weakest", () => {
    const verdict = scoreApplicant(backendJob, sari);
    const weighted = verdict.criteria.reduce((sum, entry) => sum + entry.score * entry.weight, 0) / verdict.criteria.reduce((sum, entry) => sum + entry.weight, 0);
    expect(verdict.score).toBe(Math.round(weighted));
    expect(verdict.summary).toMatch(/^Strong match \(\d+\/100\): meets \d of 5 criteria\./);
    expect(verdict.summary).toContain("Weakest: Skills");
  });

  it("quotes a line naming several skills once", () => {
    const verdict = scoreApplicant(job({ skills: ["TypeScript", "PostgreSQL"] }), applicant({ hasCv: true, cvText: "Skills: TypeScript, PostgreSQL" }));
    expect(criterion(verdict, "Skills")).toMatchObject({ score: 100, evidence: [{ source: "cv", text: "Skills: TypeScript, PostgreSQL" }] });
  });

  it("gives the same verdict for the same input", () => {
    expect(scoreApplicant(backendJob, sari)).toEqual(scoreApplicant(backendJob, structuredClone(sari)));
  });

  it("scores an applicant who shows nothing asked low, listing every gap", () => {
    const verdict = scoreApplicant(backendJob, applicant());
    expect(verdict.score).toBe(0);
    expect(criterion(verdict, "Skills").missing).toEqual(["No mention of TypeScript", "No mention of PostgreSQL", "No mention of Kubernetes"]);
    expect(criterion(verdict, "Education").missing).toEqual([
      "University is not Universitas Indonesia",
      "GPA not given (minimum 3.5)",
      "Last education not given (wanted: Bachelor's Degree)",
    ]);
    expect(criterion(verdict, "Experience").missing).toEqual(["No work experience found (asks for 3+ years)"]);
    expect(verdict.summary).toContain("No CV was attached");
  });

  it("reads the years a recruiter's criterion asks for against the applicant's positions", () => {
    const verdict = scoreApplicant(
      job({ criteriaForAi: [{ text: "5+ years of Go", weight: 3 }] }),
      applicant({}, { experiences: [{ company: "Gojek", title: "Go developer", companyType: null, startDate: "2024-04", endDate: null, description: null }] }),
    );
    const custom = criterion(verdict, "5+ years of Go");
    // "go" found (100) and 2 of 5 years (40): the mean.
    expect(custom.score).toBe(70);
    expect(custom.missing).toEqual(["Asks for 5+ years; about 2 found"]);
  });

  it("scores nothing against a job without criteria, and says so", () => {
    const verdict = scoreApplicant(job({ role: "" }), applicant());
    expect(verdict).toEqual({ score: 0, criteria: [], summary: expect.stringContaining("nothing to score against") });
  });
});

describe("CV text from a PDF", () => {
  it("reads a real PDF's text and scores from it", async () => {
    const pdf = textPdf(["Dewi Lestari", "Skills: Kubernetes, Terraform", "GPA 3.80, Universitas Gadjah Mada"]);
    const cvText = await extractCvText(new Uint8Array(pdf));
    expect(cvText).toContain("Skills: Kubernetes, Terraform");
    const verdict = scoreApplicant(
      job({ skills: ["Kubernetes"], candidatePreference: candidatePreferenceSchema.parse({ minimumGpa: 3.5 }) }),
      applicant({ hasCv: true, cvText }),
    );
    expect(criterion(verdict, "Skills").evidence).toEqual([{ source: "cv", text: "Skills: Kubernetes, Terraform" }]);
    expect(criterion(verdict, "Education").evidence).toEqual([{ source: "cv", text: "GPA 3.8" }]);
  });

  it("answers null for a file that is not a readable PDF", async () => {
    expect(await extractCvText(new TextEncoder().encode("%PDF-1.4 broken"))).toBeNull();
    const verdict = scoreApplicant(job({ skills: ["Go"] }), applicant({ hasCv: true, cvText: null }));
    expect(verdict.summary).toContain("The CV could not be read as text");
  });
});
