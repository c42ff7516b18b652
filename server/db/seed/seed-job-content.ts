import type { ApplicationStatus, StepAction, StepType } from "../../modules/jobs/jobs-contract";
import type { JobType, WorkplaceType } from "../../modules/jobs/job-listing-contract";
import { DEFAULT_TECH_TEST } from "../../modules/jobs/jobs-contract";
import type { PreScreeningQuestion, TechTestSettings } from "../../modules/jobs/jobs-schemas";
import { demoIds } from "./demo-ids";

/** Fixed ids of the demo jobs, so tests and the e2e suite can name them. */
export const demoJobIds = {
  backendEngineer: "0d3e0000-0000-4000-8000-000000001001",
  productDesigner: "0d3e0000-0000-4000-8000-000000001002",
  marketingIntern: "0d3e0000-0000-4000-8000-000000001003",
  dataAnalystDraft: "0d3e0000-0000-4000-8000-000000001004",
  customerSuccessClosed: "0d3e0000-0000-4000-8000-000000001005",
  financeExternal: "0d3e0000-0000-4000-8000-000000001006",
  otherCompanyOperations: "0d3e0000-0000-4000-8000-000000001007",
} as const;

export type SeedStep = { key: string; type: StepType; name: string; action?: StepAction; techTest?: TechTestSettings };
/** What an applicant's seeded application and talent profile start from (the rest is generated, see seed-talent-profiles.ts). */
export type SeedApplicantFacts = {
  gender: "male" | "female";
  /** The application's status; STEP_ENTRY_STATUS of the step when left out. */
  status?: ApplicationStatus;
  source?: "applicant" | "import" | "recommendation";
  /** Whether a CV was sent (imports often come without one). Default true. */
  cv?: boolean;
};
export type SeedApplicant = SeedApplicantFacts & { name: string; email: string; phone: string; step: string; daysAgo: number; experienceLevel: number; university: string; major: string };

export type SeedJob = {
  id: string;
  companyId: string;
  createdBy: string;
  slug: string;
  role: string;
  status: "draft" | "published" | "closed";
  wizardStep?: string;
  workplaceType: WorkplaceType;
  employmentTypes: JobType[];
  location: string | null;
  salary: { start: number; end: number; shown: boolean } | null;
  external?: string;
  description: string;
  responsibilities: string;
  requirements: string;
  skills: string[];
  perks?: string[];
  questions: PreScreeningQuestion[];
  steps: SeedStep[];
  applicants: SeedApplicant[];
  daysAgo: number;
};

const fixedSteps = (...extra: SeedStep[]): SeedStep[] => [
  { key: "notProcessed", type: "notProcessed", name: "CV Screening" },
  { key: "accepted", type: "accepted", name: "CV Shortlisted" },
  ...extra,
  { key: "rejected", type: "rejected", name: "Rejected" },
];

const person = (name: string, step: string, daysAgo: number, experienceLevel: number, university: string, major: string, phone: string, facts: SeedApplicantFacts): SeedApplicant => ({
  ...facts,
  name,
  email: `${name.toLowerCase().replace(/[^a-z]+/g, ".")}@example.com`,
  phone,
  step,
  daysAgo,
  experienceLevel,
  university,
  major,
});

export const DEMO_JOBS: SeedJob[] = [
  {
    id: demoJobIds.backendEngineer,
    companyId: demoIds.demoCompany,
    createdBy: demoIds.demoOwner,
    slug: "senior-backend-engineer-0d3e1001",
    role: "Senior Backend Engineer",
    status: "published",
    workplaceType: "hybrid",
    employmentTypes: ["fullTime"],
    location: "Jakarta Selatan",
    salary: { start: 25_000_000, end: 35_000_000, shown: true },
    description:
      "<p>Demo Company builds the invoicing and stock tools that 40,000 small shops in Indonesia use every day. We are looking for a <strong>senior backend engineer</strong> to lead the payments service as it grows to new cities.</p>",
    responsibilities:
      "<ul><li>Design and run the payments and settlement services (Node.js, PostgreSQL)</li><li>Own reliability: on-call rotation, alerts and post-incident reviews</li><li>Mentor two mid-level engineers and review their designs</li></ul>",
    requirements:
      "<ul><li>5+ years building production backends</li><li>Strong SQL and data modelling; experience with queues and idempotent jobs</li><li>Clear written English and Bahasa Indonesia</li></ul>",
    skills: ["Node.js", "PostgreSQL", "TypeScript", "Distributed systems"],
    questions: [
      { id: "0d3e0000-0000-4000-8000-000000001101", type: "numeric", question: "How many years have you worked on backend systems?", options: [], required: true },
      { id: "0d3e0000-0000-4000-8000-000000001102", type: "radio", question: "Can you work from our Jakarta office twice a week?", options: ["Yes", "No"], required: true },
    ],
    steps: fixedSteps(
      { key: "techTest-0d3e1201", type: "techTest", name: "Coding Case Study", action: "send-case-study", techTest: { ...DEFAULT_TECH_TEST, submissionTypes: ["link", "document"], caseStudyUrl: null } },
      { key: "custom-0d3e1202", type: "custom", name: "Technical Interview" },
    ),
    applicants: [
      person("Andi Pratama", "notProcessed", 1, 7, "Universitas Indonesia", "Computer Science", "+62 812 1000 0001", { gender: "male" }),
      person("Siti Rahmawati", "notProcessed", 5, 6, "Institut Teknologi Bandung", "Informatics", "+62 812 1000 0002", { gender: "female", status: "review" }),
      person("Fajar Nugroho", "accepted", 8, 7, "Universitas Gadjah Mada", "Computer Science", "+62 812 1000 0003", { gender: "male" }),
      person("Maya Sari", "techTest-0d3e1201", 10, 6, "Binus University", "Software Engineering", "+62 812 1000 0004", { gender: "female" }),
      person("Rizky Hidayat", "custom-0d3e1202", 14, 7, "Universitas Brawijaya", "Informatics", "+62 812 1000 0005", { gender: "male", status: "offered" }),
      person("Dimas Saputra", "rejected", 12, 5, "Telkom University", "Information Systems", "+62 812 1000 0006", { gender: "male" }),
      person("Arief Wibowo", "techTest-0d3e1201", 6, 6, "Institut Teknologi Sepuluh Nopember", "Informatics", "+62 812 1000 0007", { gender: "male" }),
      person("Galih Permana", "techTest-0d3e1201", 11, 5, "Universitas Diponegoro", "Computer Science", "+62 812 1000 0008", { gender: "male" }),
      person("Indra Kusuma", "techTest-0d3e1201", 13, 7, "Universitas Hasanuddin", "Informatics Engineering", "+62 812 1000 0009", { gender: "male" }),
      person("Teguh Santoso", "techTest-0d3e1201", 9, 6, "Universitas Padjadjaran", "Computer Science", "+62 812 1000 0010", { gender: "male", status: "techTestSubmitted" }),
      person("Kevin Tanoto", "custom-0d3e1202", 16, 7, "Universitas Tarumanagara", "Computer Science", "+62 812 1000 0011", { gender: "male", status: "userInterview" }),
      person("Rudi Hartono", "accepted", 7, 6, "Universitas Atma Jaya Yogyakarta", "Informatics", "+62 812 1000 0012", { gender: "male", status: "waitListed" }),
      person("Yoga Aditya", "rejected", 3, 5, "Universitas Gunadarma", "Information Systems", "+62 812 1000 0013", { gender: "male", status: "rejectedBySystem" }),
      person("Bagus Wicaksono", "rejected", 19, 6, "Universitas Sebelas Maret", "Computer Science", "+62 812 1000 0014", { gender: "male", status: "expired" }),
    ],
    daysAgo: 20,
  },
  {
    id: demoJobIds.productDesigner,
    companyId: demoIds.demoCompany,
    createdBy: demoIds.demoMember,
    slug: "product-designer-0d3e1002",
    role: "Product Designer",
    status: "published",
    workplaceType: "remote",
    employmentTypes: ["fullTime", "contract"],
    location: null,
    salary: { start: 15_000_000, end: 22_000_000, shown: false },
    description: "<p>Design the mobile app shop owners open first thing in the morning. You will work with two engineers and our research lead.</p>",
    responsibilities: "<ul><li>Turn research findings into flows and prototypes</li><li>Keep the design system tidy and documented</li></ul>",
    requirements: "<ul><li>A portfolio of shipped mobile work</li><li>Comfort running usability tests in Bahasa Indonesia</li></ul>",
    skills: ["Figma", "Prototyping", "User research"],
    questions: [{ id: "0d3e0000-0000-4000-8000-000000001103", type: "shortText", question: "Link to your favourite case study", options: [], required: false }],
    steps: fixedSteps({ key: "custom-0d3e1203", type: "custom", name: "Portfolio Review" }),
    applicants: [
      person("Putri Ayu", "notProcessed", 2, 5, "Institut Kesenian Jakarta", "Visual Communication Design", "+62 812 2000 0001", { gender: "female" }),
      person("Bayu Kurniawan", "custom-0d3e1203", 6, 6, "Universitas Trisakti", "Product Design", "+62 812 2000 0002", { gender: "male" }),
      person("Nadia Putri", "accepted", 9, 5, "Universitas Pelita Harapan", "Design", "+62 812 2000 0003", { gender: "female" }),
      person("Clara Anindita", "notProcessed", 1, 5, "Monash University", "Interaction Design", "+62 812 2000 0004", { gender: "female", status: "curatedInProgress" }),
      person("Dinda Maharani", "rejected", 8, 0, "Universitas Negeri Jakarta", "Graphic Design", "+62 812 2000 0005", { gender: "female" }),
      person("Sekar Arum", "custom-0d3e1203", 12, 6, "Institut Teknologi Bandung", "Product Design", "+62 812 2000 0006", { gender: "female", status: "hrInterview" }),
      person("Reza Mahendra", "notProcessed", 10, 7, "Universitas Indonesia", "Industrial Design", "+62 812 2000 0007", { gender: "male", status: "approached" }),
      // Moved here from the Marketing Intern job (see that job's application of hers).
      person("Hana Safitri", "notProcessed", 3, 4, "Universitas Negeri Malang", "Visual Communication Design", "+62 812 3000 0006", { gender: "female", source: "recommendation" }),
    ],
    daysAgo: 15,
  },
  {
    id: demoJobIds.marketingIntern,
    companyId: demoIds.demoCompany,
    createdBy: demoIds.demoOwner,
    slug: "marketing-intern-0d3e1003",
    role: "Marketing Intern",
    status: "published",
    workplaceType: "onSite",
    employmentTypes: ["internship"],
    location: "Bandung",
    salary: { start: 2_500_000, end: 3_500_000, shown: true },
    description: "<p>A six-month internship in our growth team: campaigns, partner shops and the community newsletter.</p>",
    responsibilities: "<ul><li>Plan and publish social posts</li><li>Help run two partner events</li></ul>",
    requirements: "<ul><li>Final-year student or fresh graduate</li><li>Good writing in Bahasa Indonesia</li></ul>",
    skills: ["Copywriting", "Social media"],
    perks: ["handsOnExperience", "hugeLearningCurve", "flexibleWorkingHours"],
    questions: [],
    steps: fixedSteps(),
    applicants: [
      person("Lestari Wulandari", "notProcessed", 0, 4, "Universitas Padjadjaran", "Communication", "+62 812 3000 0001", { gender: "female" }),
      person("Eko Prasetyo", "notProcessed", 4, 0, "Universitas Parahyangan", "Business Administration", "+62 812 3000 0002", { gender: "male" }),
      person("Intan Permatasari", "accepted", 4, 4, "Universitas Islam Bandung", "Marketing Communication", "+62 812 3000 0003", { gender: "female" }),
      person("Gilang Ramadhan", "rejected", 5, 2, "Telkom University", "Digital Business", "+62 812 3000 0004", { gender: "male" }),
      person("Aulia Rahman", "notProcessed", 2, 2, "Universitas Pasundan", "Communication", "+62 812 3000 0005", { gender: "female", status: "review" }),
      person("Hana Safitri", "accepted", 5, 4, "Universitas Negeri Malang", "Visual Communication Design", "+62 812 3000 0006", { gender: "female", status: "differentJob" }),
    ],
    daysAgo: 6,
  },
  {
    id: demoJobIds.dataAnalystDraft,
    companyId: demoIds.demoCompany,
    createdBy: demoIds.demoOwner,
    slug: "data-analyst-0d3e1004",
    role: "Data Analyst",
    status: "draft",
    wizardStep: "applicantOptions",
    workplaceType: "hybrid",
    employmentTypes: ["fullTime"],
    location: "Jakarta Pusat",
    salary: { start: 12_000_000, end: 16_000_000, shown: false },
    description: "<p>Help every team answer its own questions with clean data and simple dashboards.</p>",
    responsibilities: "",
    requirements: "",
    skills: ["SQL", "Metabase"],
    questions: [],
    steps: fixedSteps(),
    applicants: [],
    daysAgo: 2,
  },
  {
    id: demoJobIds.customerSuccessClosed,
    companyId: demoIds.demoCompany,
    createdBy: demoIds.demoOwner,
    slug: "customer-success-lead-0d3e1005",
    role: "Customer Success Lead",
    status: "closed",
    workplaceType: "onSite",
    employmentTypes: ["fullTime"],
    location: "Surabaya",
    salary: { start: 14_000_000, end: 18_000_000, shown: true },
    description: "<p>Lead the team that helps shops in East Java get started.</p>",
    responsibilities: "<ul><li>Run onboarding for new shops</li><li>Coach a team of four</li></ul>",
    requirements: "<ul><li>3+ years in customer-facing roles</li></ul>",
    skills: ["Customer success", "Team leadership"],
    questions: [],
    steps: fixedSteps({ key: "approached-0d3e1204", type: "approached", name: "On Hold" }),
    applicants: [
      person("Hendra Gunawan", "accepted", 40, 6, "Universitas Airlangga", "Management", "+62 812 5000 0001", { gender: "male" }),
      person("Yuni Kartika", "rejected", 38, 5, "Institut Teknologi Sepuluh Nopember", "Industrial Engineering", "+62 812 5000 0002", { gender: "female" }),
      person("Agus Setiawan", "approached-0d3e1204", 35, 5, "Universitas Negeri Surabaya", "Psychology", "+62 812 5000 0003", { gender: "male" }),
      person("Ratna Dewi", "rejected", 45, 5, "Universitas Jember", "Management", "+62 812 5000 0004", { gender: "female", status: "expired" }),
      person("Yusuf Maulana", "notProcessed", 33, 8, "Universitas Negeri Surabaya", "Hospitality Management", "+62 812 5000 0005", { gender: "male", source: "import", cv: false }),
      person("Mega Lestiani", "approached-0d3e1204", 36, 6, "Universitas Kristen Petra", "Communication", "+62 812 5000 0006", { gender: "female", status: "waitListed" }),
    ],
    daysAgo: 60,
  },
  {
    id: demoJobIds.financeExternal,
    companyId: demoIds.demoCompany,
    createdBy: demoIds.demoOwner,
    slug: "finance-associate-0d3e1006",
    role: "Finance Associate",
    status: "published",
    workplaceType: "onSite",
    employmentTypes: ["fullTime"],
    location: "Jakarta Selatan",
    salary: null,
    external: "https://careers.demo-company.test/finance-associate",
    description: "<p>Join the finance team closing the books for our growing marketplace. Applications go through our group careers site.</p>",
    responsibilities: "<ul><li>Monthly close and reconciliations</li></ul>",
    requirements: "<ul><li>Accounting degree</li></ul>",
    skills: ["Accounting", "Excel"],
    questions: [],
    steps: fixedSteps(),
    applicants: [],
    daysAgo: 4,
  },
  {
    id: demoJobIds.otherCompanyOperations,
    companyId: demoIds.otherCompany,
    createdBy: demoIds.otherOwner,
    slug: "operations-manager-0d3e1007",
    role: "Operations Manager",
    status: "published",
    workplaceType: "onSite",
    employmentTypes: ["fullTime"],
    location: "Medan",
    salary: { start: 18_000_000, end: 24_000_000, shown: true },
    description: "<p>Run the warehouse operations of Other Company in North Sumatra.</p>",
    responsibilities: "<ul><li>Own stock accuracy and delivery times</li></ul>",
    requirements: "<ul><li>5+ years in operations</li></ul>",
    skills: ["Operations", "Logistics"],
    questions: [],
    steps: fixedSteps(),
    applicants: [person("Sinta Marpaung", "notProcessed", 3, 7, "Universitas Sumatera Utara", "Industrial Engineering", "+62 812 7000 0001", { gender: "female" })],
    daysAgo: 9,
  },
];
