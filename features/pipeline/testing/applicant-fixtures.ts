import type { CandidateDetail } from "../api/get-applicant";
import type { TimelineEntry } from "../api/get-applicant-timeline";

/** Applicants, steps and timeline records for the applicant page's component tests. */

export const JOB_ID = "00000000-0000-4000-8000-000000000777";
export const SARI = "00000000-0000-4000-8000-00000000a001";
export const PREVIOUS = "00000000-0000-4000-8000-00000000a000";
export const NEXT = "00000000-0000-4000-8000-00000000a002";

export const STEPS: CandidateDetail["steps"] = [
  { id: "notProcessed", name: "CV Screening", type: "notProcessed", action: "none" },
  { id: "custom-hr", name: "HR Interview", type: "custom", action: "none" },
  { id: "accepted", name: "CV Shortlisted", type: "accepted", action: "none" },
  { id: "rejected", name: "Rejected", type: "rejected", action: "none" },
];

export const sari: CandidateDetail = {
  id: SARI,
  name: "Sari Wulandari",
  email: "sari@example.com",
  phone: "+62 812 3456 7890",
  status: "notProcessed",
  statusLabel: "Pending",
  statusChangedAt: "2026-11-05T03:00:00.000Z",
  source: "applicant",
  appliedAt: "2026-11-05T03:00:00.000Z",
  portfolioUrl: "https://sari.example.com",
  linkedinUrl: "https://www.linkedin.com/in/sari",
  hasCv: true,
  cvFileName: "Sari CV.pdf",
  experienceLevel: 5,
  experienceLevelLabel: "1-3 Years of Experience",
  university: "Universitas Indonesia",
  major: "Computer Science",
  gpa: 3.5,
  skills: ["React", "TypeScript"],
  gender: "female",
  birthDate: "1999-05-04",
  age: 27,
  city: "Jakarta",
  schoolType: "topReputation",
  traits: ["ambitious"],
  rank: "top5",
  companyTypes: ["tech"],
  expectedSalary: 15_000_000,
  toeflScore: 600,
  education: [{ school: "Universitas Indonesia", degree: "Bachelor", major: "Computer Science", startYear: 2017, endYear: 2021, gpa: 3.5 }],
  experiences: [
    { company: "Tokopedia", title: "Frontend Engineer", companyType: "tech", startDate: "2021-08", endDate: null, description: "Built the checkout." },
  ],
  techTestStatus: null,
  aiScore: null,
  recruitmentStep: STEPS[0]!,
  steps: STEPS,
  canManage: true,
  answers: [
    { questionId: "q1", question: "Which stacks?", type: "checkbox", answer: { kind: "options", options: ["React", "Svelte"] } },
    { questionId: "q2", question: "Years of React?", type: "numeric", answer: { kind: "number", value: 1500.5 } },
    { questionId: "q3", question: "Earliest start date", type: "date", answer: { kind: "date", date: "2026-05-04" } },
    { questionId: "q4", question: "Tell us about a project", type: "longText", answer: { kind: "text", text: "I rebuilt the checkout." } },
    { questionId: "q5", question: "Anything else?", type: "shortText", answer: null },
  ],
  job: { id: JOB_ID, role: "Frontend Engineer", status: "published" },
  previousApplicationId: PREVIOUS,
  nextApplicationId: NEXT,
};

export const bare: CandidateDetail = {
  ...sari,
  id: NEXT,
  name: "Budi Santoso",
  phone: null,
  status: "accepted",
  statusLabel: "Shortlisted",
  portfolioUrl: "javascript:alert(1)",
  linkedinUrl: null,
  hasCv: false,
  cvFileName: null,
  experienceLevel: null,
  experienceLevelLabel: null,
  university: null,
  major: null,
  gpa: null,
  skills: [],
  gender: null,
  birthDate: null,
  age: null,
  city: null,
  schoolType: null,
  traits: [],
  rank: null,
  companyTypes: [],
  expectedSalary: null,
  toeflScore: null,
  education: [],
  experiences: [],
  recruitmentStep: STEPS[2]!,
  answers: [],
  previousApplicationId: null,
  nextApplicationId: null,
};

export function timelineEntry(overrides: Partial<TimelineEntry> & Pick<TimelineEntry, "type">): TimelineEntry {
  return { id: `event-${Math.random().toString(36).slice(2)}`, actor: "member", actorName: "Dewi Lestari", createdAt: "2026-11-05T03:00:00.000Z", data: {}, ...overrides };
}
