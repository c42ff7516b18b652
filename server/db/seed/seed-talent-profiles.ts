import { createHash } from "node:crypto";
import { EXPERIENCE_LEVELS } from "../../modules/jobs/jobs-contract";
import type { CompanyType, Rank, SchoolType, Trait } from "../../modules/pipeline/pipeline-contract";
import type { TalentEducation, TalentExperience } from "../schema/talents";
import type { SeedApplicant, SeedJob } from "./seed-job-content";

/** The talent profile facts of a demo applicant, all that the pipeline filters, sorts and shows. */
export type SeedTalentProfile = {
  gender: "male" | "female";
  birthDate: string;
  city: string;
  gpa: number;
  lastEducation: string;
  skills: string[];
  schoolType: SchoolType;
  traits: Trait[];
  rank: Rank;
  companyTypes: CompanyType[];
  expectedSalary: number;
  toeflScore: number | null;
  linkedinUrl: string;
  portfolioUrl: string | null;
  headline: string;
  summary: string;
  education: TalentEducation[];
  experiences: TalentExperience[];
};

/** A stable number for a name and a purpose: the same applicant always gets the same profile. */
export function seedNumber(name: string, purpose: string): number {
  return createHash("sha256").update(`${purpose}:${name}`).digest().readUInt32BE(0);
}
const pick = <T>(list: readonly T[], name: string, purpose: string): T => list[seedNumber(name, purpose) % list.length]!;

const TOP_SCHOOLS = ["Universitas Indonesia", "Institut Teknologi Bandung", "Universitas Gadjah Mada", "Institut Teknologi Sepuluh Nopember", "Universitas Airlangga", "Universitas Padjadjaran"];
const INTERNATIONAL_SCHOOLS = ["Monash University", "National University of Singapore"];
export function schoolTypeOf(university: string): SchoolType {
  if (TOP_SCHOOLS.includes(university)) return "topReputation";
  if (INTERNATIONAL_SCHOOLS.includes(university)) return "international";
  return "local";
}

/** Employers of the demo careers (made up), with the spec 3 company type each counts as. */
const EMPLOYERS: { name: string; type: CompanyType }[] = [
  { name: "Pay Nusantara", type: "tech" },
  { name: "Toko Maju Digital", type: "tech" },
  { name: "Bank Nusantara Sejahtera", type: "corporate" },
  { name: "Global Consumer Goods Indonesia", type: "multinational" },
  { name: "Kopi Senja Group", type: "medium" },
  { name: "Warung Sejahtera", type: "microSmall" },
  { name: "Yayasan Cerdas Bangsa", type: "socialEnterprise" },
  { name: "Kreasi Iklan Agency", type: "agency" },
  { name: "Dinas Komunikasi Kota Bandung", type: "gov" },
  { name: "Logistik Cepat Indonesia", type: "medium" },
];

type Track = { titles: [junior: string, senior: string]; intern: string; extraSkills: string[]; duty: string };
/** What a career in each demo job's field looks like. */
const TRACKS: Record<string, Track> = {
  "Senior Backend Engineer": { titles: ["Backend Engineer", "Senior Software Engineer"], intern: "Software Engineering Intern", extraSkills: ["Go", "Redis", "Docker", "Kafka"], duty: "Built and ran services for payments and orders; wrote SQL migrations and on-call runbooks." },
  "Product Designer": { titles: ["UI/UX Designer", "Senior Product Designer"], intern: "Design Intern", extraSkills: ["Design systems", "Usability testing", "Illustrator"], duty: "Designed mobile flows from research to handoff; ran usability tests with shop owners." },
  "Marketing Intern": { titles: ["Marketing Associate", "Marketing Lead"], intern: "Social Media Intern", extraSkills: ["Canva", "Content planning", "Instagram Ads"], duty: "Planned and wrote social posts and newsletters; helped run community events." },
  "Customer Success Lead": { titles: ["Customer Success Specialist", "Customer Success Manager"], intern: "Customer Service Intern", extraSkills: ["Zendesk", "Onboarding", "CRM"], duty: "Onboarded new business customers and kept churn low with regular check-ins." },
  "Operations Manager": { titles: ["Operations Supervisor", "Warehouse Operations Manager"], intern: "Operations Intern", extraSkills: ["Inventory planning", "SAP", "Lean"], duty: "Ran daily warehouse operations, stock counts and delivery schedules." },
};
const OTHER_CAREER = { title: "Front Office Supervisor", company: "Hotel Cahaya Surabaya", type: "medium" as CompanyType, duty: "Led the front office team of a 120-room hotel." };

const CITIES = ["Jakarta", "Bandung", "Surabaya", "Yogyakarta", "Malang", "Semarang", "Medan", "Makassar", "Tangerang", "Bekasi"];
const RANK_BY_ROLL: Rank[] = ["top1", "top5", "top5", "top10", "top10", "top10", "top25", "top25", "top25", "top25", "others", "others", "others", "others", "others", "others", "others", "others", "others", "others"];
const TRAIT_SETS: Trait[][] = [[], ["ambitious"], ["strongLeadership"], ["ambitious", "strongLeadership"]];

/** Whole years worked, by spec 3 experience level (students and fresh graduates have none yet). */
const YEARS_WORKED: Record<number, number> = { 0: 0, 1: 0, 2: 0, 3: 0, 4: 0, 5: 2, 6: 4, 7: 7, 8: 3 };
const STUDENT_LEVELS = [1, 2, 3, 4];

const month = (year: number, monthIndex: number) => `${year}-${String(monthIndex).padStart(2, "0")}`;
const slugOf = (name: string) => name.toLowerCase().replace(/[^a-z]+/g, "-");

/**
 * Generates the profile of a demo applicant from their name, job and experience level: where they
 * studied and worked (consistent with the level), the facts the filters use, and a CV's text. The
 * same input always gives the same profile; `now` only anchors the years.
 */
export function talentProfile(job: SeedJob, applicant: SeedApplicant, now: Date): SeedTalentProfile {
  const name = applicant.email;
  const track = TRACKS[job.role] ?? TRACKS["Customer Success Lead"]!;
  const year = now.getUTCFullYear();
  const level = applicant.experienceLevel;
  const student = STUDENT_LEVELS.includes(level);
  const worked = YEARS_WORKED[level] ?? 0;
  const graduated = student ? null : year - worked - (level === 0 ? 0 : 1);
  const age = student ? 17 + level : 22 + (year - graduated!);
  const birthDate = `${year - age}-${String(1 + (seedNumber(name, "birth-month") % 12)).padStart(2, "0")}-${String(1 + (seedNumber(name, "birth-day") % 28)).padStart(2, "0")}`;
  const gpa = Math.round(290 + (seedNumber(name, "gpa") % 106)) / 100;

  const education: TalentEducation[] = [
    {
      school: applicant.university,
      degree: "Bachelor's Degree",
      major: applicant.major,
      startYear: student ? year - level + 1 : graduated! - 4,
      endYear: student ? null : graduated,
      gpa,
    },
  ];
  if (level === 7 && seedNumber(name, "master") % 2 === 0) {
    education.unshift({ school: pick(TOP_SCHOOLS, name, "master-school"), degree: "Master's Degree", major: applicant.major, startYear: graduated! + 2, endYear: graduated! + 4, gpa: Math.min(4, gpa + 0.1) });
  }

  const experiences = careerOf(applicant, track, year, worked, graduated);
  const companyTypes = [...new Set(experiences.map((entry) => entry.companyType).filter((type): type is CompanyType => type !== null))];
  const levelLabel = EXPERIENCE_LEVELS.find((entry) => entry.code === level)?.label ?? "";
  const headline = experiences[0]?.endDate === null ? experiences[0].title : student ? `${applicant.major} student` : `${applicant.major} graduate`;
  const skills = [...job.skills.filter((_, index) => (seedNumber(name, `skill-${index}`) % 4) !== 0), ...track.extraSkills.filter((_, index) => seedNumber(name, `extra-${index}`) % 2 === 0)];
  const salary = job.salary ?? { start: 8_000_000, end: 12_000_000 };
  const share = Math.min(1, worked / 8 + (seedNumber(name, "salary") % 30) / 100);

  return {
    gender: applicant.gender,
    birthDate,
    city: pick(CITIES, name, "city"),
    gpa,
    lastEducation: education[0]!.degree ?? "Bachelor's Degree",
    skills: skills.length > 0 ? skills : job.skills.slice(0, 1),
    schoolType: schoolTypeOf(applicant.university),
    traits: pick(TRAIT_SETS, name, "traits"),
    rank: pick(RANK_BY_ROLL, name, "rank"),
    companyTypes,
    expectedSalary: Math.round((salary.start + (salary.end - salary.start) * share) / 500_000) * 500_000,
    toeflScore: seedNumber(name, "toefl") % 3 === 0 ? null : 480 + (seedNumber(name, "toefl-score") % 150),
    linkedinUrl: `https://linkedin.example.com/in/${slugOf(applicant.name)}`,
    portfolioUrl: job.role === "Product Designer" ? `https://${slugOf(applicant.name)}.portfolio.example.com` : job.role.includes("Engineer") ? `https://git.example.com/${slugOf(applicant.name)}` : null,
    headline,
    summary: `${levelLabel}. ${track.duty.split(";")[0]}. Looking for a ${job.role} role at a company that ships often.`,
    education,
    experiences,
  };
}

/** Positions held, newest first, adding up to the years the level says. */
function careerOf(applicant: SeedApplicant, track: Track, year: number, worked: number, graduated: number | null): TalentExperience[] {
  const name = applicant.email;
  const employer = (purpose: string) => pick(EMPLOYERS, name, purpose);
  const startMonth = 1 + (seedNumber(name, "start-month") % 12);
  const role = (title: string, purpose: string, from: number, to: number | null, description: string): TalentExperience => {
    const company = employer(purpose);
    return { company: company.name, companyType: company.type, title, startDate: month(from, startMonth), endDate: to === null ? null : month(to, startMonth), description };
  };
  if (applicant.experienceLevel === 8) {
    return [
      role(track.titles[0], "switch", year - 1, null, track.duty),
      { company: OTHER_CAREER.company, companyType: OTHER_CAREER.type, title: OTHER_CAREER.title, startDate: month(year - 4, startMonth), endDate: month(year - 1, startMonth), description: OTHER_CAREER.duty },
    ];
  }
  if (worked === 0) {
    // Fresh graduates and final-year students did an internship; younger students may not have.
    const internYear = graduated ?? year;
    if (applicant.experienceLevel !== 0 && applicant.experienceLevel < 4 && seedNumber(name, "intern") % 2 === 0) return [];
    return [role(track.intern, "intern", internYear - 1, internYear - 1, `Three-month internship. ${track.duty}`)];
  }
  if (worked <= 2) return [role(track.titles[0], "current", year - worked, null, track.duty)];
  if (worked <= 4) return [role(track.titles[0], "current", year - 2, null, track.duty), role(track.titles[0], "previous", year - worked, year - 2, track.duty)];
  return [
    role(track.titles[1], "current", year - 3, null, `${track.duty} Mentors junior colleagues.`),
    role(track.titles[0], "previous", year - 5, year - 3, track.duty),
    role(track.titles[0], "first", year - worked, year - 5, track.duty),
  ];
}

/** Splits text into lines that fit the CV page (Helvetica 11 pt, about 85 characters). */
function wrap(text: string, width = 85): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/)) {
    if (line && line.length + word.length + 1 > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

const period = (from: string, to: string | null) => `${from} - ${to ?? "present"}`;

/** The text of the applicant's CV, one line per entry, for server/lib/simple-pdf.ts. */
export function cvLines(applicant: SeedApplicant, profile: SeedTalentProfile): string[] {
  return [
    applicant.name.toUpperCase(),
    profile.headline,
    `${applicant.email} | ${applicant.phone} | ${profile.city}`,
    profile.linkedinUrl.replace("https://", "") + (profile.portfolioUrl ? ` | ${profile.portfolioUrl.replace("https://", "")}` : ""),
    "",
    "SUMMARY",
    ...wrap(profile.summary),
    "",
    "EXPERIENCE",
    ...(profile.experiences.length === 0 ? ["No work experience yet."] : []),
    ...profile.experiences.flatMap((entry) => [`${entry.title}, ${entry.company} (${period(entry.startDate, entry.endDate)})`, ...wrap(`- ${entry.description ?? ""}`)]),
    "",
    "EDUCATION",
    ...profile.education.map((entry) => `${entry.degree} in ${entry.major}, ${entry.school} (${entry.startYear} - ${entry.endYear ?? "now"}), GPA ${entry.gpa?.toFixed(2)}`),
    "",
    "SKILLS",
    ...wrap(profile.skills.join(", ")),
    "",
    "LANGUAGES",
    `Bahasa Indonesia (native), English${profile.toeflScore ? ` (TOEFL ITP ${profile.toeflScore})` : ""}`,
  ];
}
