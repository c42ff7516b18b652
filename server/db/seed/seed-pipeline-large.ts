import { sql } from "drizzle-orm";
import { DEFAULT_TECH_TEST } from "../../modules/jobs/jobs-contract";
import type { Database } from "../client";
import { demoIds } from "./demo-ids";
import type { SeedJob } from "./seed-job-content";
import { insertSeedJobs } from "./seed-jobs";
import { seedStepId, seedUuidSql } from "./seed-uuid";

/** The benchmark's job of quality-bars.md: one published Demo Company job with 10,000 applicants. */
export const LARGE_PIPELINE_JOB_ID = "0d3e0000-0000-4000-8000-000000001010";
export const LARGE_PIPELINE_APPLICANTS = 10_000;

const STEP_KEYS = {
  screening: "notProcessed",
  shortlisted: "accepted",
  caseStudy: "techTest-0d3e1211",
  interview: "custom-0d3e1212",
  onHold: "approached-0d3e1213",
  rejected: "rejected",
} as const;

export const LARGE_PIPELINE_JOB: SeedJob = {
  id: LARGE_PIPELINE_JOB_ID,
  companyId: demoIds.demoCompany,
  createdBy: demoIds.demoOwner,
  slug: "customer-support-specialist-0d3e1010",
  role: "Customer Support Specialist",
  status: "published",
  workplaceType: "hybrid",
  employmentTypes: ["fullTime"],
  location: "Jakarta Barat",
  salary: { start: 6_000_000, end: 9_000_000, shown: true },
  description: "<p>Help 40,000 shop owners get the most from our invoicing and stock tools, by chat, email and phone. A high-volume role: we hire a whole new support team this quarter.</p>",
  responsibilities: "<ul><li>Answer shop owners' questions in Bahasa Indonesia and English</li><li>Write help articles from the questions you answer most</li></ul>",
  requirements: "<ul><li>Clear, friendly writing</li><li>Comfort with shift work, including one weekend day a month</li></ul>",
  skills: ["Customer service", "Zendesk", "Written communication", "English"],
  questions: [{ id: "0d3e0000-0000-4000-8000-000000001111", type: "radio", question: "Can you work one weekend shift a month?", options: ["Yes", "No"], required: true }],
  steps: [
    { key: STEP_KEYS.screening, type: "notProcessed", name: "CV Screening" },
    { key: STEP_KEYS.shortlisted, type: "accepted", name: "CV Shortlisted" },
    { key: STEP_KEYS.caseStudy, type: "techTest", name: "Support Case Study", action: "send-case-study", techTest: { ...DEFAULT_TECH_TEST, caseStudyUrl: null } },
    { key: STEP_KEYS.interview, type: "custom", name: "HR Interview" },
    { key: STEP_KEYS.onHold, type: "approached", name: "On Hold" },
    { key: STEP_KEYS.rejected, type: "rejected", name: "Rejected" },
  ],
  applicants: [],
  daysAgo: 70,
};

const FEMALE_NAMES = ["Siti", "Dewi", "Putri", "Ayu", "Rina", "Maya", "Nadia", "Lestari", "Yuni", "Intan", "Sekar", "Dinda", "Clara", "Aulia", "Hana", "Mega", "Ratna", "Wulan", "Citra", "Fitri"];
const MALE_NAMES = ["Andi", "Budi", "Fajar", "Rizky", "Dimas", "Bayu", "Eko", "Hendra", "Agus", "Arief", "Galih", "Indra", "Teguh", "Kevin", "Rudi", "Yoga", "Bagus", "Gilang", "Reza", "Yusuf"];
const LAST_NAMES = ["Pratama", "Rahmawati", "Santoso", "Lestari", "Hidayat", "Saputra", "Nugroho", "Sari", "Kurniawan", "Wijaya", "Setiawan", "Gunawan", "Kartika", "Permana", "Kusuma", "Wibowo", "Hartono", "Aditya", "Maharani", "Ramadhan", "Safitri", "Mahendra", "Tanoto", "Anindita", "Wicaksono", "Marpaung", "Siregar", "Halim", "Susanto", "Utami"];
/** Universities with the spec 3 school type each counts as (same order in both lists). */
const UNIVERSITIES = ["Universitas Indonesia", "Institut Teknologi Bandung", "Universitas Gadjah Mada", "Universitas Airlangga", "Binus University", "Telkom University", "Universitas Brawijaya", "Universitas Diponegoro", "Universitas Negeri Jakarta", "Universitas Gunadarma", "Monash University", "National University of Singapore", "Universitas Trisakti", "Universitas Pasundan"];
const SCHOOL_TYPES = ["topReputation", "topReputation", "topReputation", "topReputation", "local", "local", "local", "local", "local", "local", "international", "international", "local", "local"];
const MAJORS = ["Communication", "Management", "English Literature", "Psychology", "Information Systems", "Business Administration", "Accounting", "Hospitality Management"];
const CITIES = ["Jakarta", "Bandung", "Surabaya", "Yogyakarta", "Malang", "Semarang", "Medan", "Makassar", "Tangerang", "Bekasi"];
const SKILLS = ["Customer service", "Zendesk", "Written communication", "English", "Freshdesk", "Excel", "Complaint handling", "Live chat"];
const EMPLOYERS = ["Pay Nusantara", "Toko Maju Digital", "Bank Nusantara Sejahtera", "Global Consumer Goods Indonesia", "Kopi Senja Group", "Warung Sejahtera", "Yayasan Cerdas Bangsa", "Kreasi Iklan Agency", "Dinas Komunikasi Kota Bandung", "Logistik Cepat Indonesia"];
const EMPLOYER_TYPES = ["tech", "tech", "corporate", "multinational", "medium", "microSmall", "socialEnterprise", "agency", "gov", "medium"];
/** Weighted spec 3 experience levels: every filter option gets applicants, most have some years. */
const LEVELS = [0, 0, 1, 2, 3, 4, 4, 5, 5, 5, 5, 6, 6, 6, 7, 7, 8];
const RANKS = ["top1", "top5", "top5", "top10", "top10", "top10", "top25", "top25", "top25", "top25", "others", "others", "others", "others", "others", "others", "others", "others", "others", "others"];

const list = (values: readonly (string | number)[]) =>
  sql.raw(`array[${values.map((value) => (typeof value === "number" ? String(value) : `'${value.replace(/'/g, "''")}'`)).join(",")}]`);
const at = (when: Date) => sql`${when.toISOString()}::timestamptz`;
/** A whole number of hours from the contract, written into the SQL as a literal. */
const hours = (value: number) => sql.raw(String(Math.trunc(value)));

/**
 * The 10,000 applicants of the benchmark job, written by set-based SQL (generate_series) so the
 * large seed stays quick: talents with every profile fact the filters and sorts use, applications
 * spread over the six steps and their statuses, tech tests in all five states with the
 * application's copy, and an applied (plus a status change) timeline record each. Ids are md5 of
 * a name and timeline records carry request ids, so a second run inserts nothing.
 */
export async function seedLargePipelineJob(db: Database, now: Date): Promise<number> {
  await insertSeedJobs(db, [LARGE_PIPELINE_JOB], now);
  const total = LARGE_PIPELINE_APPLICANTS;
  const year = now.getUTCFullYear();
  const stepId = (key: string) => sql`${seedStepId(LARGE_PIPELINE_JOB_ID, key)}::uuid`;

  // One row per applicant with everything derived from n, shared by the inserts below.
  const people = sql`
    people as (
      select n,
             ${seedUuidSql(sql`'pipeline-talent-' || n`)} as talent_id,
             ${seedUuidSql(sql`'pipeline-application-' || n`)} as application_id,
             case when n % 2 = 0 then 'female' else 'male' end as gender,
             case when n % 2 = 0 then (${list(FEMALE_NAMES)})[1 + (n / 2) % ${FEMALE_NAMES.length}] else (${list(MALE_NAMES)})[1 + (n / 2) % ${MALE_NAMES.length}] end
               || ' ' || (${list(LAST_NAMES)})[1 + (n * 7) % ${LAST_NAMES.length}] as name,
             'applicant' || n || '@support-candidates.example.com' as email,
             (${list(LEVELS)})[1 + (n * 13) % ${LEVELS.length}] as level,
             1 + (n * 11) % ${UNIVERSITIES.length} as school,
             round((250 + (n * 37) % 151)::numeric / 100, 2) as gpa,
             (n * 7919) % 100 as step_roll,
             n % 5 as test_state
      from generate_series(1, ${total}) as n
    )`;

  // Step and status by roll; tech-test times by state (0 waitConfirm, 1 notConfirm, 2 waitSubmit, 3 notSubmit, 4 submitted).
  const placement = sql`
    ${people},
    placed as (
      select p.*,
             case when step_roll < 55 then ${STEP_KEYS.screening} when step_roll < 67 then ${STEP_KEYS.shortlisted}
                  when step_roll < 75 then ${STEP_KEYS.caseStudy} when step_roll < 80 then ${STEP_KEYS.interview}
                  when step_roll < 85 then ${STEP_KEYS.onHold} else ${STEP_KEYS.rejected} end as step_key,
             step_roll between 67 and 74 as in_test,
             (array['waitConfirm', 'notConfirm', 'waitSubmit', 'notSubmit', 'submitted'])[test_state + 1] as test_status,
             case test_state when 0 then ${at(now)} - (1 + n % 60) * interval '1 hour'
                             when 1 then ${at(now)} - (80 + n % 200) * interval '1 hour'
                             when 2 then ${at(now)} - (30 + n % 20) * interval '1 hour'
                             else ${at(now)} - (100 + n % 300) * interval '1 hour' end as sent_at
      from people p
    ),
    timed as (
      select placed.*,
             sent_at + ${hours(DEFAULT_TECH_TEST.startLimitHours)} * interval '1 hour' as confirm_by,
             case when test_state = 2 then sent_at + interval '5 hours' when test_state in (3, 4) then sent_at + interval '8 hours' end as confirmed_at,
             case when test_state = 4 then sent_at + interval '38 hours' end as submitted_at,
             -- Applied before anything happened to the application (its tech test went out later).
             least(${at(now)} - n * interval '517 seconds', case when in_test then sent_at - interval '1 day' - n * interval '1 second' else ${at(now)} end) as applied_at
      from placed
    ),
    final as (
      select timed.*,
             confirmed_at + ${hours(DEFAULT_TECH_TEST.durationHours)} * interval '1 hour' as submit_by,
             case when test_state in (0, 1) then confirm_by else confirmed_at + ${hours(DEFAULT_TECH_TEST.durationHours)} * interval '1 hour' end as deadline,
             case step_key
               when ${STEP_KEYS.screening} then case n % 10 when 0 then 'review' when 1 then 'curatedInProgress' else 'notProcessed' end
               when ${STEP_KEYS.shortlisted} then case when n % 7 = 0 then 'waitListed' else 'accepted' end
               when ${STEP_KEYS.caseStudy} then case when test_state = 4 then 'techTestSubmitted' else 'techTestSent' end
               when ${STEP_KEYS.interview} then (array['custom', 'hrInterview', 'userInterview', 'offered'])[1 + n % 4]
               when ${STEP_KEYS.onHold} then case when n % 4 = 0 then 'waitListed' else 'approached' end
               else case n % 10 when 0 then 'expired' when 1 then 'rejectedBySystem' else 'rejected' end
             end as status,
             case when n % 20 = 0 then 'recommendation' when n % 10 = 5 then 'import' else 'applicant' end as source
      from timed
    )`;

  await db.execute(sql`
    with ${people}
    insert into talents (id, email, name, phone, experience_level, last_education, university, major, gpa, gender, birth_date, city, skills,
                         source, school_type, traits, rank, company_types, expected_salary, toefl_score, education, experiences, created_at, updated_at)
    select talent_id, email, name, '+62 813 ' || lpad(n::text, 8, '0'), level, 'Bachelor''s Degree',
           (${list(UNIVERSITIES)})[school], (${list(MAJORS)})[1 + (n * 3) % ${MAJORS.length}], gpa, gender::talent_gender,
           (${now.toISOString().slice(0, 10)}::date - (6935 + (n * 97) % 7665)),
           (${list(CITIES)})[1 + (n * 5) % ${CITIES.length}],
           jsonb_build_array((${list(SKILLS)})[1 + n % ${SKILLS.length}], (${list(SKILLS)})[1 + (n + 3) % ${SKILLS.length}]),
           'seed', (${list(SCHOOL_TYPES)})[school],
           (array['[]', '["ambitious"]', '["strongLeadership"]', '["ambitious","strongLeadership"]'])[1 + n % 4]::jsonb,
           (${list(RANKS)})[1 + (n * 17) % ${RANKS.length}],
           case when level between 5 and 8 then jsonb_build_array((${list(EMPLOYER_TYPES)})[1 + (n * 3) % ${EMPLOYER_TYPES.length}]) else '[]'::jsonb end,
           5000000 + ((n * 29) % 21) * 250000,
           case when n % 5 in (0, 1) then null else 400 + (n * 31) % 278 end,
           jsonb_build_array(jsonb_build_object(
             'school', (${list(UNIVERSITIES)})[school], 'degree', 'Bachelor''s Degree', 'major', (${list(MAJORS)})[1 + (n * 3) % ${MAJORS.length}],
             'startYear', case when level between 1 and 4 then ${year} - level + 1 else ${year} - 4 - (array[0, 0, 0, 0, 0, 3, 5, 8, 4])[level + 1] end,
             'endYear', case when level between 1 and 4 then null else ${year} - (array[0, 0, 0, 0, 0, 3, 5, 8, 4])[level + 1] end,
             'gpa', gpa)),
           case when level between 5 and 8 then jsonb_build_array(jsonb_build_object(
             'company', (${list(EMPLOYERS)})[1 + (n * 3) % ${EMPLOYERS.length}], 'title', 'Customer Support Agent',
             'companyType', (${list(EMPLOYER_TYPES)})[1 + (n * 3) % ${EMPLOYER_TYPES.length}],
             'startDate', (${year} - (array[0, 0, 0, 0, 0, 2, 4, 7, 3])[level + 1])::text || '-03', 'endDate', null,
             'description', 'Answered customer chats and emails; kept first-reply times under ten minutes.')) else '[]'::jsonb end,
           ${at(now)} - n * interval '517 seconds', ${at(now)} - n * interval '517 seconds'
    from people
    on conflict do nothing`);

  await db.execute(sql`
    with ${placement}
    insert into job_applications (id, company_id, job_id, talent_id, recruitment_step_id, status, source, name, email, phone, answers, experience_level,
                                  applied_at, status_changed_at, tech_test_status, tech_test_deadline_at, tech_test_submitted_at, created_at, updated_at)
    select application_id, ${demoIds.demoCompany}, ${LARGE_PIPELINE_JOB_ID}, talent_id,
           case step_key ${sql.join(Object.values(STEP_KEYS).map((key) => sql`when ${key} then ${stepId(key)}`), sql` `)} end,
           status::application_status, source::application_source, name, email, '+62 813 ' || lpad(n::text, 8, '0'),
           jsonb_build_array(jsonb_build_object('questionId', ${LARGE_PIPELINE_JOB.questions[0]!.id}::text, 'value', case when n % 9 = 0 then 'No' else 'Yes' end)),
           level, applied_at,
           case when in_test then coalesce(submitted_at, sent_at) when status = 'notProcessed' then applied_at else applied_at + (${at(now)} - applied_at) / 2 end,
           case when in_test then test_status end,
           case when in_test then case when test_state in (0, 1) then confirm_by else submit_by end end,
           case when in_test then submitted_at end,
           applied_at, applied_at
    from final
    on conflict do nothing`);

  // The case-study step's tests, as the applications' copies say. Token hashes are md5 values, which no
  // SHA-256 of a token can equal: these private links exist only for the numbers.
  await db.execute(sql`
    with ${placement}
    insert into tech_tests (id, company_id, job_id, application_id, recruitment_step_id, token_hash, status, start_limit_hours, duration_hours,
                            submission_types, subject, message, sent_by_user_id, sent_at, confirm_by, confirmed_at, submit_by, submitted_at,
                            submission_link, reminder_sent_at, created_at, updated_at)
    select ${seedUuidSql(sql`'pipeline-tech-test-' || n`)}, ${demoIds.demoCompany}, ${LARGE_PIPELINE_JOB_ID}, application_id, ${stepId(STEP_KEYS.caseStudy)},
           md5('pipeline-tech-test-token-' || n), test_status::tech_test_status, ${hours(DEFAULT_TECH_TEST.startLimitHours)}, ${hours(DEFAULT_TECH_TEST.durationHours)},
           '["link","document"]'::jsonb, ${`Case Study Invitation for ${LARGE_PIPELINE_JOB.role} at Demo Company`},
           ${"Please confirm within 72 hours that you will take the case study; you then have 48 hours to submit a link or a document."},
           ${demoIds.demoOwner}, sent_at, confirm_by, confirmed_at, submit_by, submitted_at,
           case when test_state = 4 then 'https://git.example.com/applicant' || n || '/support-case-study' end,
           case when test_state <> 4 and deadline - interval '12 hours' <= ${at(now)} then deadline - interval '12 hours' end,
           sent_at, coalesce(submitted_at, confirmed_at, sent_at)
    from final
    where in_test
    on conflict do nothing`);

  // Timelines: the application, and the move that put it where it is.
  await db.execute(sql`
    insert into application_events (company_id, job_id, application_id, type, actor, request_id, data, created_at)
    select a.company_id, a.job_id, a.id, case when a.source = 'import' then 'imported' else 'applied' end::application_event_type,
           case when a.source = 'import' then 'system' else 'candidate' end::application_event_actor, 'seed:0',
           jsonb_build_object('source', a.source), a.applied_at
    from job_applications a
    where a.job_id = ${LARGE_PIPELINE_JOB_ID}
    on conflict do nothing`);
  await db.execute(sql`
    insert into application_events (company_id, job_id, application_id, type, actor, actor_user_id, request_id, data, created_at)
    select a.company_id, a.job_id, a.id, 'statusChanged', 'member', ${demoIds.demoOwner}, 'seed:1',
           jsonb_build_object('decision', case s.type when 'accepted' then 'accepted' when 'rejected' then 'rejected' when 'approached' then 'approached'
                                                     when 'notProcessed' then null else 'moveToStep' end,
                              'fromStatus', 'notProcessed', 'toStatus', a.status, 'fromStep', jsonb_build_object('id', 'notProcessed', 'name', 'CV Screening'),
                              'toStep', jsonb_build_object('id', s.step_key, 'name', s.name)),
           a.status_changed_at
    from job_applications a
    join recruitment_steps s on s.id = a.recruitment_step_id
    where a.job_id = ${LARGE_PIPELINE_JOB_ID} and a.status <> 'notProcessed'
    on conflict do nothing`);
  return total;
}
