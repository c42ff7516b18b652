import type { TalentCard, TalentDetail } from "@/server/modules/talents/talents-schemas";

/** A talent id of the fixtures: talentId(1) = "00000000-0000-4000-8000-000000000001". */
export const talentId = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;

/** A Talent Search card (an answer of GET talents/search), overridable field by field. */
export function talentCard(overrides: Partial<TalentCard> = {}): TalentCard {
  return {
    id: talentId(1),
    name: "Sari Wulandari",
    headline: "Backend engineer who likes data",
    city: "jakarta",
    jobSeekingStatus: "activelyLooking",
    experienceLevel: 5,
    lastEducation: "Bachelor",
    university: "Universitas Indonesia",
    major: "Computer Science",
    gpa: 3.8,
    toeflScore: 580,
    birthDate: "1998-04-02",
    expectedSalary: 12_000_000,
    skills: ["TypeScript", "PostgreSQL", "Go", "Docker", "Kubernetes", "React"],
    schoolType: "topReputation",
    rank: "top5",
    traits: ["ambitious"],
    companyTypes: ["tech"],
    currentPosition: { title: "Software Engineer", company: "Tokopedia" },
    lastActiveAt: new Date().toISOString(),
    unlocked: false,
    inDatabase: false,
    recommendation: null,
    ...overrides,
  };
}

/** A talent's detail (GET talents/{id}), locked by default, with 2 of 10 unlocks used. */
export function talentDetail(overrides: Partial<TalentDetail> = {}): TalentDetail {
  return {
    ...talentCard(),
    summary: "Five years of APIs and databases.",
    education: [{ school: "Universitas Indonesia", degree: "Bachelor", major: "Computer Science", startYear: 2016, endYear: 2020, gpa: 3.8 }],
    experiences: [{ company: "Tokopedia", title: "Software Engineer", companyType: "tech", startDate: "2021-01-01", endDate: null, description: "Payments." }],
    contact: null,
    hasCv: false,
    company: { origin: null, unlockedAt: null, contacts: [], invitations: [], applications: [], listIds: [], noteCount: 0 },
    quota: { used: 2, quota: 10 },
    ...overrides,
  };
}

/** The contact block of an unlocked profile. */
export const UNLOCKED_CONTACT: NonNullable<TalentDetail["contact"]> = {
  email: "sari@example.com",
  phone: "+62 812 0000 1111",
  linkedinUrl: "https://www.linkedin.com/in/sari",
  portfolioUrl: null,
};
