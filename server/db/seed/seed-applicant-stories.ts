import type { ApplicationStatus, EmailTemplateKey } from "../../modules/jobs/jobs-contract";
import { demoJobIds } from "./seed-job-content";

/**
 * What happened to each demo applicant since they applied, oldest first, in hours before the
 * seed's "now": decisions, moves, notes, emails and tech tests. seed-applicant-timeline.ts plays a
 * story into timeline records and tech tests, and checks it ends in the applicant's step and
 * status of seed-job-content.ts. Applicants without a story have only applied.
 */

/** Who acts: the demo owner (Dewi) or the demo member (Budi, who manages the Product Designer job only). */
export type StoryActor = "owner" | "member";
export type StoryEmail = EmailTemplateKey | { key: EmailTemplateKey; values: Record<string, string> };

/** A case study sent to the applicant; its status follows from these times and the seed's now. */
export type TechTestStory = {
  confirmedHoursAgo?: number;
  submittedHoursAgo?: number;
  link?: string;
  /** The file name of a submitted document (a PDF is stored for it). */
  document?: string;
  /** A recruiter gave more time on the deadline open then. */
  extension?: { hoursAgo: number; hours: number };
};

export type StoryAct =
  | { kind: "decide"; hoursAgo: number; by: StoryActor; decision: "accepted" | "approached" | "rejected"; email?: StoryEmail }
  | { kind: "move"; hoursAgo: number; by: StoryActor | "system"; toStep: string; status?: ApplicationStatus; email?: StoryEmail }
  | { kind: "status"; hoursAgo: number; by: StoryActor | "system"; status: ApplicationStatus; email?: StoryEmail }
  | { kind: "note"; hoursAgo: number; by: StoryActor; body: string }
  | { kind: "techTest"; hoursAgo: number; by: StoryActor; test: TechTestStory };

const shortlist = (hoursAgo: number, by: StoryActor = "owner"): StoryAct => ({ kind: "decide", hoursAgo, by, decision: "accepted", email: "shortlist" });
const reject = (hoursAgo: number, by: StoryActor = "owner"): StoryAct => ({ kind: "decide", hoursAgo, by, decision: "rejected", email: "rejection" });
const consider = (hoursAgo: number, by: StoryActor = "owner"): StoryAct => ({ kind: "decide", hoursAgo, by, decision: "approached" });
const moveTo = (hoursAgo: number, toStep: string, by: StoryActor | "system" = "owner", extra: { status?: ApplicationStatus; email?: StoryEmail } = {}): StoryAct => ({ kind: "move", hoursAgo, by, toStep, ...extra });
const setStatus = (hoursAgo: number, status: ApplicationStatus, by: StoryActor | "system" = "owner", email?: StoryEmail): StoryAct => ({ kind: "status", hoursAgo, by, status, ...(email ? { email } : {}) });
const note = (hoursAgo: number, body: string, by: StoryActor = "owner"): StoryAct => ({ kind: "note", hoursAgo, by, body });
const sendTechTest = (hoursAgo: number, test: TechTestStory = {}, by: StoryActor = "owner"): StoryAct => ({ kind: "techTest", hoursAgo, by, test });

export const storyKey = (jobId: string, email: string) => `${jobId}:${email}`;

const TECHNICAL_INTERVIEW = "custom-0d3e1202";
const PORTFOLIO_REVIEW = "custom-0d3e1203";

const backend = (email: string) => storyKey(demoJobIds.backendEngineer, `${email}@example.com`);
const designer = (email: string) => storyKey(demoJobIds.productDesigner, `${email}@example.com`);
const intern = (email: string) => storyKey(demoJobIds.marketingIntern, `${email}@example.com`);
const support = (email: string) => storyKey(demoJobIds.customerSuccessClosed, `${email}@example.com`);

export const APPLICANT_STORIES: Record<string, StoryAct[]> = {
  // Senior Backend Engineer: a case study in every state, an offer, a wait list, system rejections.
  [backend("siti.rahmawati")]: [setStatus(30, "review"), note(29, "Strong Go and PostgreSQL background from ITB. Ask about her notice period before we shortlist.")],
  [backend("fajar.nugroho")]: [shortlist(150), note(148, "Led a settlement rewrite at a payments startup. Send the case study once the first batch is back.")],
  [backend("maya.sari")]: [shortlist(200), sendTechTest(72, { confirmedHoursAgo: 30 })],
  [backend("rizky.hidayat")]: [
    shortlist(320),
    sendTechTest(300, { confirmedHoursAgo: 290, submittedHoursAgo: 262, link: "https://git.example.com/rizky-hidayat/settlement-case-study" }),
    moveTo(200, TECHNICAL_INTERVIEW),
    setStatus(170, "userInterview"),
    note(150, "Technical interview went very well: clear thinking on idempotency, retries and reconciliation."),
    setStatus(20, "offered"),
    note(19, "Offer sent: start on the first of next month, salary within the band."),
  ],
  [backend("dimas.saputra")]: [note(252, "Mostly frontend work so far; not enough backend depth for this senior role."), reject(250)],
  [backend("arief.wibowo")]: [shortlist(100), sendTechTest(20)],
  [backend("galih.permana")]: [shortlist(220), sendTechTest(100)],
  [backend("indra.kusuma")]: [
    shortlist(280),
    sendTechTest(160, { confirmedHoursAgo: 150, extension: { hoursAgo: 120, hours: 24 } }),
    note(70, "Asked for more time once; nothing submitted after the extension."),
  ],
  [backend("teguh.santoso")]: [
    shortlist(190),
    sendTechTest(120, { confirmedHoursAgo: 110, submittedHoursAgo: 64, link: "https://git.example.com/teguh-santoso/payments-case-study", document: "Teguh Santoso - case study.pdf" }),
    note(40, "Clean solution that handles duplicate webhooks. Technical interview next week."),
  ],
  [backend("kevin.tanoto")]: [
    shortlist(370),
    sendTechTest(350, { confirmedHoursAgo: 345, submittedHoursAgo: 310, document: "case-study-kevin-tanoto.pdf" }),
    moveTo(240, TECHNICAL_INTERVIEW),
    setStatus(48, "userInterview"),
  ],
  [backend("rudi.hartono")]: [shortlist(120), setStatus(50, "waitListed"), note(49, "Good fit; on the wait list until the technical interviews finish.")],
  // He answered No to working from the office, a required condition of the job.
  [backend("yoga.aditya")]: [moveTo(70, "rejected", "system", { status: "rejectedBySystem" })],
  [backend("bagus.wicaksono")]: [shortlist(430), note(300, "No reply to two messages about the case study."), moveTo(200, "rejected", "system", { status: "expired" })],

  // Product Designer: managed by Budi, the demo member.
  [designer("bayu.kurniawan")]: [shortlist(100, "member"), moveTo(40, PORTFOLIO_REVIEW, "member"), note(39, "Strong research-to-prototype work. Portfolio review booked for Thursday.", "member")],
  [designer("nadia.putri")]: [shortlist(150, "member")],
  [designer("clara.anindita")]: [setStatus(20, "curatedInProgress", "system")],
  [designer("dinda.maharani")]: [note(101, "Lovely visuals but no product work yet; suggest she applies for the internship.", "member"), reject(100, "member")],
  [designer("sekar.arum")]: [shortlist(250, "member"), moveTo(180, PORTFOLIO_REVIEW, "member"), setStatus(30, "hrInterview"), note(29, "HR interview booked for Monday 10:00 with Dewi.")],
  [designer("reza.mahendra")]: [
    reject(200, "member"),
    moveTo(60, "notProcessed", "owner", { email: "reconsideration" }),
    consider(58),
    note(57, "Reconsidering: the new mobile team needs his industrial design background. On hold until the headcount is approved."),
  ],
  [designer("hana.safitri")]: [note(60, "Came over from the Marketing Intern job; promising for junior design work.", "member")],

  // Marketing Intern
  [intern("eko.prasetyo")]: [note(80, "Fresh graduate with a great writing sample in the cover letter.")],
  [intern("intan.permatasari")]: [shortlist(60)],
  [intern("gilang.ramadhan")]: [reject(100)],
  [intern("aulia.rahman")]: [setStatus(10, "review")],
  [intern("hana.safitri")]: [
    shortlist(100),
    setStatus(72, "differentJob", "owner", { key: "moveToAnotherRole", values: { "Old Job Title": "Marketing Intern", "New Job Title": "Product Designer", "New Step Name": "CV Screening" } }),
  ],

  // Customer Success Lead (closed 30 days ago)
  [support("hendra.gunawan")]: [shortlist(900), note(890, "Strong team lead; final interview with the COO.")],
  [support("yuni.kartika")]: [reject(850)],
  [support("agus.setiawan")]: [consider(800)],
  [support("ratna.dewi")]: [moveTo(720, "rejected", "system", { status: "expired" })],
  [support("yusuf.maulana")]: [note(780, "Imported from the job fair list; no CV yet.")],
  [support("mega.lestiani")]: [consider(820), setStatus(760, "waitListed")],
};
