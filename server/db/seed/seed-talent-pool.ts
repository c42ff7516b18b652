import { and, eq, inArray } from "drizzle-orm";
import type { JobSeekingStatus } from "../../modules/talents/talents-contract";
import type { Executor } from "../client";
import { talentHiddenCompanies } from "../schema/company-talents";
import { talents } from "../schema/talents";
import { demoIds } from "./demo-ids";
import { DEMO_JOBS, type SeedApplicant } from "./seed-job-content";
import { seedNumber, talentProfile } from "./seed-talent-profiles";
import { seedTalentId } from "./seed-uuid";

/**
 * The demo talent pool (issue 14): job seekers who never applied to a demo job but chose to be
 * found, so Talent Search has people to find. Generated from fixed name lists with seedNumber, so
 * every run gives the same people; each follows the career of one demo job's field (its skills,
 * titles and employers), so the recommendations and text search find sensible matches.
 */
export const TALENT_POOL_SIZE = 150;

const FIRST_NAMES: { name: string; gender: "male" | "female" }[] = [
  { name: "Adi", gender: "male" }, { name: "Ayu", gender: "female" }, { name: "Bagus", gender: "male" }, { name: "Citra", gender: "female" },
  { name: "Dimas", gender: "male" }, { name: "Dinda", gender: "female" }, { name: "Erlangga", gender: "male" }, { name: "Fitri", gender: "female" },
  { name: "Galih", gender: "male" }, { name: "Hana", gender: "female" }, { name: "Ilham", gender: "male" }, { name: "Indah", gender: "female" },
  { name: "Joko", gender: "male" }, { name: "Kartika", gender: "female" }, { name: "Lukman", gender: "male" }, { name: "Melati", gender: "female" },
  { name: "Nanda", gender: "male" }, { name: "Nur", gender: "female" }, { name: "Oka", gender: "male" }, { name: "Puspita", gender: "female" },
  { name: "Raka", gender: "male" }, { name: "Ratna", gender: "female" }, { name: "Surya", gender: "male" }, { name: "Tiara", gender: "female" },
  { name: "Wahyu", gender: "male" }, { name: "Wulan", gender: "female" }, { name: "Yoga", gender: "male" }, { name: "Zahra", gender: "female" },
];
const LAST_NAMES = ["Saputra", "Permata", "Hakim", "Siregar", "Wibowo", "Anggraini", "Nasution", "Halim", "Susanto", "Maharani", "Tanjung", "Kusuma", "Firmansyah", "Pangaribuan", "Utami", "Daulay", "Purnomo"];

const UNIVERSITIES = [
  "Universitas Indonesia", "Institut Teknologi Bandung", "Universitas Gadjah Mada", "Institut Teknologi Sepuluh Nopember", "Universitas Airlangga",
  "Monash University", "National University of Singapore",
  "Universitas Brawijaya", "Universitas Diponegoro", "Universitas Bina Nusantara", "Telkom University", "Universitas Hasanuddin", "Universitas Sumatera Utara", "Universitas Negeri Jakarta",
];
/** The major that fits each demo job's field. */
const MAJORS: Record<string, string[]> = {
  "Senior Backend Engineer": ["Computer Science", "Informatics", "Information Systems"],
  "Product Designer": ["Visual Communication Design", "Product Design"],
  "Marketing Intern": ["Communication Science", "Marketing"],
  "Data Analyst": ["Statistics", "Mathematics"],
  "Customer Success Lead": ["Management", "Psychology"],
  "Finance Associate": ["Accounting", "Economics"],
  "Operations Manager": ["Industrial Engineering", "Logistics Management"],
};

/** i % 20 → the job-seeking status: mostly looking, a few not (they never show in Talent Search). */
function statusOf(index: number): JobSeekingStatus {
  const roll = index % 20;
  if (roll === 18) return "notActivelyLooking";
  if (roll === 19) return "closedOpportunity";
  return roll % 3 === 2 ? "openOpportunity" : "activelyLooking";
}

export type PoolTalent = typeof talents.$inferInsert & { id: string };

/** The pool's talents, generated (no database): the same list on every call for the same `now`. */
export function talentPool(now: Date): PoolTalent[] {
  return Array.from({ length: TALENT_POOL_SIZE }, (_, index) => poolTalent(index, now));
}

function poolTalent(index: number, now: Date): PoolTalent {
  const first = FIRST_NAMES[index % FIRST_NAMES.length]!;
  const last = LAST_NAMES[(index * 7 + Math.floor(index / FIRST_NAMES.length)) % LAST_NAMES.length]!;
  const name = `${first.name} ${last}`;
  const email = `${first.name}.${last}.${index + 1}@mail.example.com`.toLowerCase();
  const job = DEMO_JOBS[seedNumber(email, "pool-job") % DEMO_JOBS.length]!;
  const majors = MAJORS[job.role] ?? ["Management"];
  const applicant: SeedApplicant = {
    name,
    email,
    gender: first.gender,
    phone: `+62 813 ${String(2000 + index).padStart(4, "0")} ${String(seedNumber(email, "phone") % 10_000).padStart(4, "0")}`,
    step: "notProcessed",
    daysAgo: 0,
    experienceLevel: seedNumber(email, "level") % 9,
    university: UNIVERSITIES[seedNumber(email, "university") % UNIVERSITIES.length]!,
    major: majors[seedNumber(email, "major") % majors.length]!,
  };
  const profile = talentProfile(job, applicant, now);
  const hasNo = (purpose: string, every: number) => seedNumber(email, `null-${purpose}`) % every === 0;
  const minutesAgo = seedNumber(email, "active") % (60 * 24 * 60);
  return {
    id: seedTalentId(email),
    email,
    name,
    phone: applicant.phone,
    // Some profiles leave facts out: every sort must put them last.
    experienceLevel: hasNo("level", 15) ? null : applicant.experienceLevel,
    lastEducation: profile.lastEducation,
    university: applicant.university,
    major: applicant.major,
    gpa: hasNo("gpa", 10) ? null : profile.gpa,
    gender: profile.gender,
    birthDate: hasNo("birth", 12) ? null : profile.birthDate,
    city: profile.city,
    skills: profile.skills,
    portfolioUrl: profile.portfolioUrl,
    linkedinUrl: profile.linkedinUrl,
    source: "seed",
    schoolType: hasNo("school", 20) ? null : profile.schoolType,
    traits: profile.traits,
    rank: hasNo("rank", 20) ? null : profile.rank,
    companyTypes: profile.companyTypes,
    expectedSalary: hasNo("salary", 8) ? null : profile.expectedSalary,
    toeflScore: profile.toeflScore,
    education: profile.education,
    experiences: profile.experiences,
    headline: profile.headline,
    summary: profile.summary,
    jobSeekingStatus: statusOf(index),
    visibility: index % 25 === 12 ? "private" : "discoverable",
    lastActiveAt: new Date(now.getTime() - minutesAgo * 60_000),
    createdAt: new Date(now.getTime() - (minutesAgo + 60 * 24 * 30) * 60_000),
    updatedAt: new Date(now.getTime() - minutesAgo * 60_000),
  };
}

/** Pool talents who hid their profile from Demo Company (say, it is their employer): it never finds them. */
export const hiddenFromDemoCompany = (pool: PoolTalent[]) => pool.filter((_, index) => index === 4 || index === 41).map((talent) => talent.id);

/**
 * Demo applicants who also opted in to be found (about one in three of each demo job's), so
 * a search also finds people already in the company's database.
 */
export function discoverableApplicants(): SeedApplicant[] {
  const seen = new Set<string>();
  return DEMO_JOBS.flatMap((job) => job.applicants).filter((applicant) => {
    if (seen.has(applicant.email)) return false;
    seen.add(applicant.email);
    return seedNumber(applicant.email, "discoverable") % 3 === 0;
  });
}

/** Idempotent: the pool's rows are inserted when missing; applicants opting in are updated in place. */
export async function seedTalentPool(db: Executor, now: Date): Promise<void> {
  const pool = talentPool(now);
  await db.insert(talents).values(pool).onConflictDoNothing();
  await db
    .insert(talentHiddenCompanies)
    .values(hiddenFromDemoCompany(pool).map((talentId) => ({ talentId, companyId: demoIds.demoCompany })))
    .onConflictDoNothing();
  for (const [index, applicant] of discoverableApplicants().entries()) {
    const job = DEMO_JOBS.find((entry) => entry.applicants.includes(applicant))!;
    const profile = talentProfile(job, applicant, now);
    await db
      .update(talents)
      .set({ visibility: "discoverable", jobSeekingStatus: index % 2 === 0 ? "activelyLooking" : "openOpportunity", headline: profile.headline, summary: profile.summary })
      .where(and(eq(talents.id, seedTalentId(applicant.email)), inArray(talents.visibility, ["private"])));
  }
}
