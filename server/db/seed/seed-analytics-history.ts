import { eq, sql } from "drizzle-orm";
import { DEFAULT_TECH_TEST } from "../../modules/jobs/jobs-contract";
import type { Executor } from "../client";
import { jobs } from "../schema/jobs";
import { demoIds } from "./demo-ids";
import { dropHistoryTables, historyJobsTable } from "./seed-analytics-history-plan";
import { writeHistory } from "./seed-analytics-history-write";
import { DEMO_JOBS, type SeedJob, type SeedStep } from "./seed-job-content";
import { insertSeedJobs } from "./seed-jobs";

/** Fixed ids of the jobs that carry the demo's months of hiring history (issue 16). */
export const historyJobIds = {
  salesDevelopment: "0d3e0000-0000-4000-8000-000000001601",
  androidEngineer: "0d3e0000-0000-4000-8000-000000001602",
  contentMarketing: "0d3e0000-0000-4000-8000-000000001603",
  warehouseSupervisor: "0d3e0000-0000-4000-8000-000000001604",
} as const;

/** How a history job hired: open from openedDaysAgo until closedDaysAgo (0: still open), its arrivals and who acted. */
type HistoryJob = SeedJob & {
  key: string;
  closedDaysAgo: number;
  perDay: number;
  importShare: number;
  inviteShare: number;
  /** The share of decisions Budi (the demo member) made, Dewi (the owner) the rest: 0 here, as Budi may act only on the Product Designer job. */
  memberShare: number;
  interview: SeedStep;
  test?: SeedStep;
};

const steps = (...middle: SeedStep[]): SeedStep[] => [
  { key: "notProcessed", type: "notProcessed", name: "CV Screening" },
  { key: "accepted", type: "accepted", name: "CV Shortlisted" },
  ...middle,
  { key: "rejected", type: "rejected", name: "Rejected" },
];

function historyJob(input: Omit<HistoryJob, "companyId" | "createdBy" | "steps" | "applicants" | "employmentTypes" | "questions" | "perks">): HistoryJob {
  return {
    ...input,
    companyId: demoIds.demoCompany,
    createdBy: demoIds.demoOwner,
    employmentTypes: ["fullTime"],
    questions: [],
    steps: steps(...(input.test ? [input.test] : []), input.interview),
    applicants: [],
  };
}

const paragraph = (text: string) => `<p>${text}</p>`;
const bullets = (...items: string[]) => `<ul>${items.map((item) => `<li>${item}</li>`).join("")}</ul>`;

/**
 * One job open all along (the sales team hires every month) and three closed after hiring: an
 * Android engineer with a case study, a content marketer Budi ran, and warehouse supervisors hired
 * in a push with job-fair imports. Published jobs count against the plan's quota of 10, which the
 * e2e suite needs room in, so only one is still open.
 */
export const HISTORY_JOBS: HistoryJob[] = [
  historyJob({
    id: historyJobIds.salesDevelopment, key: "sdr", slug: "sales-development-representative-0d3e1601", role: "Sales Development Representative",
    status: "published", workplaceType: "onSite", location: "Jakarta Selatan", salary: { start: 6_500_000, end: 9_000_000, shown: true },
    description: paragraph("Open the first conversation with shop owners who could grow with our invoicing and stock tools. We hire every month as the sales team grows."),
    responsibilities: bullets("Call and message new leads within a day", "Book demos for the account executives", "Keep the CRM honest"),
    requirements: bullets("Clear, confident Bahasa Indonesia and English", "A year in sales, customer service or hospitality"),
    skills: ["Sales", "Cold calling", "CRM", "Negotiation"],
    daysAgo: 182, closedDaysAgo: 0, perDay: 2.6, importShare: 0.1, inviteShare: 0.12, memberShare: 0,
    interview: { key: "custom-0d3e1611", type: "custom", name: "Sales Role Play" },
  }),
  historyJob({
    id: historyJobIds.androidEngineer, key: "android", slug: "android-engineer-0d3e1602", role: "Android Engineer",
    status: "closed", workplaceType: "hybrid", location: "Jakarta Barat", salary: { start: 15_000_000, end: 24_000_000, shown: false },
    description: paragraph("Build the Android app 40,000 shop owners run their day on: offline-first, fast on a three-year-old phone."),
    responsibilities: bullets("Ship features end to end in Kotlin", "Keep the app fast and small"),
    requirements: bullets("Three years of Android in Kotlin", "Offline sync or a large app in production"),
    skills: ["Kotlin", "Android", "Jetpack Compose", "SQLite"],
    daysAgo: 175, closedDaysAgo: 70, perDay: 1.3, importShare: 0.05, inviteShare: 0.25, memberShare: 0,
    test: { key: "techTest-0d3e1621", type: "techTest", name: "Android Case Study", action: "send-case-study", techTest: { ...DEFAULT_TECH_TEST, caseStudyUrl: null } },
    interview: { key: "custom-0d3e1622", type: "custom", name: "Technical Interview" },
  }),
  historyJob({
    id: historyJobIds.contentMarketing, key: "content", slug: "content-marketing-specialist-0d3e1603", role: "Content Marketing Specialist",
    status: "closed", workplaceType: "remote", location: null, salary: { start: 8_000_000, end: 11_000_000, shown: true },
    description: paragraph("Write the guides, newsletters and stories that bring shop owners to us and keep them with us."),
    responsibilities: bullets("Plan and write two long guides a month", "Run the weekly newsletter"),
    requirements: bullets("A portfolio of published writing", "Comfort with SEO basics"),
    skills: ["Copywriting", "SEO", "Content strategy", "Social media"],
    daysAgo: 150, closedDaysAgo: 95, perDay: 2, importShare: 0.05, inviteShare: 0.08, memberShare: 0,
    interview: { key: "custom-0d3e1631", type: "custom", name: "Writing Interview" },
  }),
  historyJob({
    id: historyJobIds.warehouseSupervisor, key: "warehouse", slug: "warehouse-operations-supervisor-0d3e1604", role: "Warehouse Operations Supervisor",
    status: "closed", workplaceType: "onSite", location: "Bekasi", salary: { start: 7_000_000, end: 10_000_000, shown: true },
    description: paragraph("Run a shift of our new fulfilment warehouse in Bekasi: people, stock and same-day dispatch."),
    responsibilities: bullets("Lead a shift of twelve pickers and packers", "Keep stock counts and dispatch times on target"),
    requirements: bullets("Two years leading a warehouse or store team", "Shift work, including weekends"),
    skills: ["Warehouse management", "Inventory", "Team leadership", "Excel"],
    daysAgo: 120, closedDaysAgo: 35, perDay: 1.8, importShare: 0.4, inviteShare: 0.05, memberShare: 0,
    interview: { key: "custom-0d3e1641", type: "custom", name: "Site Interview" },
  }),
];

const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * 24 * 60 * 60 * 1000);

/**
 * Demo Company's last six months of hiring on jobs of their own (so the counts other demo jobs
 * show are unchanged): about a thousand applications from the careers page, imports and Talent
 * Search invitations, with the team's decisions, moves, emails and case studies on their
 * timelines. Written once: a database that already holds the history jobs is left alone.
 */
export async function seedAnalyticsHistory(db: Executor, now: Date): Promise<number> {
  const [present] = await db.select({ id: jobs.id }).from(jobs).where(eq(jobs.id, historyJobIds.salesDevelopment)).limit(1);
  if (present) return 0;
  await insertSeedJobs(db, HISTORY_JOBS, now);
  for (const job of HISTORY_JOBS) {
    if (job.status === "closed") await db.update(jobs).set({ closedAt: daysBefore(now, job.closedDaysAgo), updatedAt: daysBefore(now, job.closedDaysAgo) }).where(eq(jobs.id, job.id));
  }

  await dropHistoryTables(db);
  await db.execute(historyJobsTable);
  await db.execute(sql`
    insert into history_jobs (job_id, job_key, role, opened_ago, closed_ago, per_day, import_share, invite_share, member_share, has_test,
                              test_key, test_name, interview_key, interview_name, skills)
    values ${sql.join(
      HISTORY_JOBS.map(
        (job) => sql`(${job.id}::uuid, ${job.key}, ${job.role}, ${job.daysAgo}::int, ${job.closedDaysAgo}::int, ${job.perDay}::numeric, ${job.importShare}::numeric,
                      ${job.inviteShare}::numeric, ${job.memberShare}::numeric, ${Boolean(job.test)}, ${job.test?.key ?? null}, ${job.test?.name ?? null},
                      ${job.interview.key}, ${job.interview.name}, ${JSON.stringify(job.skills)}::jsonb)`,
      ),
      sql`, `,
    )}`);
  const publishedJobs = [...DEMO_JOBS, ...HISTORY_JOBS].filter((job) => job.companyId === demoIds.demoCompany && job.status === "published").length;
  const written = await writeHistory(db, { now, companyId: demoIds.demoCompany, prefix: "history", publishedJobs });
  await dropHistoryTables(db);
  return written;
}
