import type { TalentCard, TalentList, TalentNote } from "@/server/modules/talents/talents-schemas";

let sequence = 0;
const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;

/** A talent card as the API answers it; ids are distinct per call. */
export function talentCard(overrides: Partial<TalentCard> = {}): TalentCard {
  sequence += 1;
  return {
    id: uuid(sequence),
    name: `Talent ${sequence}`,
    headline: "Backend engineer",
    city: "Jakarta",
    jobSeekingStatus: "activelyLooking",
    experienceLevel: null,
    lastEducation: null,
    university: "Universitas Indonesia",
    major: "Computer Science",
    gpa: 3.5,
    toeflScore: null,
    birthDate: null,
    expectedSalary: null,
    skills: ["TypeScript"],
    schoolType: null,
    rank: null,
    traits: [],
    companyTypes: [],
    currentPosition: null,
    lastActiveAt: "2026-11-20T08:00:00.000Z",
    unlocked: false,
    inDatabase: true,
    recommendation: null,
    ...overrides,
  };
}

export function talentList(overrides: Partial<TalentList> = {}): TalentList {
  sequence += 1;
  return { id: uuid(1000 + sequence), name: `List ${sequence}`, talentCount: 0, createdAt: "2026-11-20T08:00:00.000Z", ...overrides };
}

export function talentNote(overrides: Partial<TalentNote> = {}): TalentNote {
  sequence += 1;
  return {
    id: uuid(2000 + sequence),
    body: `Note ${sequence}`,
    createdAt: "2026-11-20T08:00:00.000Z",
    author: { userId: uuid(9000), name: "Olivia Owner" },
    isMine: true,
    ...overrides,
  };
}
