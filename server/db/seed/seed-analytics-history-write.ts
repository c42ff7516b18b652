import { sql, type SQL } from "drizzle-orm";
import { BUILT_IN_TEMPLATES } from "../../modules/candidate-emails/built-in-templates";
import { DEFAULT_TECH_TEST } from "../../modules/jobs/jobs-contract";
import { executeRows, type Executor } from "../client";
import { demoIds } from "./demo-ids";
import { DEMO_COMPANY_NAMES, DEMO_USER_NAMES } from "./seed-accounts";
import { historyFinalState, planHistory } from "./seed-analytics-history-plan";
import { seedUuidSql } from "./seed-uuid";

const FEMALE = ["Siti", "Dewi", "Putri", "Ayu", "Rina", "Maya", "Nadia", "Lestari", "Yuni", "Intan", "Sekar", "Dinda", "Aulia", "Hana", "Mega", "Ratna", "Wulan", "Citra", "Fitri", "Anisa"];
const MALE = ["Andi", "Budi", "Fajar", "Rizky", "Dimas", "Bayu", "Eko", "Hendra", "Agus", "Arief", "Galih", "Indra", "Teguh", "Kevin", "Rudi", "Yoga", "Bagus", "Gilang", "Reza", "Yusuf"];
const LAST = ["Pratama", "Rahmawati", "Santoso", "Hidayat", "Saputra", "Nugroho", "Sari", "Kurniawan", "Wijaya", "Setiawan", "Gunawan", "Kartika", "Permana", "Kusuma", "Wibowo", "Hartono", "Maharani", "Ramadhan", "Siregar", "Halim", "Susanto", "Utami", "Nasution", "Lubis"];
const UNIVERSITIES = ["Universitas Indonesia", "Institut Teknologi Bandung", "Universitas Gadjah Mada", "Universitas Airlangga", "Binus University", "Telkom University", "Universitas Brawijaya", "Universitas Diponegoro", "Monash University", "Universitas Hasanuddin"];
const MAJORS = ["Management", "Communication", "Informatics", "Accounting", "Industrial Engineering", "Psychology", "Business Administration", "Statistics"];
/** The spec 3 school type of each university above, in the same order. */
const SCHOOL_TYPES = ["topReputation", "topReputation", "topReputation", "topReputation", "local", "local", "local", "local", "international", "local"];
const RANKS = ["top1", "top5", "top10", "top10", "top25", "top25", "top25", "others", "others", "others"];
const EMPLOYERS = ["Pay Nusantara", "Toko Maju Digital", "Bank Nusantara Sejahtera", "Global Consumer Goods Indonesia", "Kopi Senja Group", "Logistik Cepat Indonesia", "Kreasi Iklan Agency", "Dinas Komunikasi Kota Bandung"];
const EMPLOYER_TYPES = ["tech", "tech", "corporate", "multinational", "medium", "medium", "agency", "gov"];
const CITIES = ["Jakarta", "Bandung", "Surabaya", "Yogyakarta", "Malang", "Semarang", "Medan", "Makassar", "Tangerang", "Bekasi"];

const list = (values: readonly string[]) => sql.raw(`array[${values.map((value) => `'${value.replace(/'/g, "''")}'`).join(",")}]`);
const pick = (values: readonly string[], rollColumn: string) => sql`(${list(values)})[1 + floor(${sql.raw(rollColumn)} * ${sql.raw(String(values.length))})::int]`;

export type HistoryWriteOptions = {
  now: Date;
  companyId: string;
  /** Names the generated ids and request ids, so two generators never collide. */
  prefix: string;
  /** The company's published jobs, for the rejection email's {{total jobs}}. */
  publishedJobs: number;
  /**
   * Applicants drawn from existing talents (md5(prefix || i) ids, i from 1 to size, each at most
   * once per job) instead of new ones: the large seed's million applications reuse its pool.
   */
  talentPool?: { prefix: string; size: number };
};

/** A template with the company-wide placeholders filled; the per-application ones are replaced in SQL. */
function companyTemplate(key: "shortlist" | "rejection", publishedJobs: number) {
  const fill = (text: string) => text.replaceAll("{{Company Name}}", DEMO_COMPANY_NAMES[demoIds.demoCompany]).replaceAll("{{total jobs}}", String(publishedJobs));
  return { subject: fill(BUILT_IN_TEMPLATES[key].subject), body: fill(BUILT_IN_TEMPLATES[key].body) };
}

/** The per-application placeholders, as queueCandidateEmails renders them for each recipient. */
const personal = (text: string, stepName: SQL) =>
  sql`replace(replace(replace(replace(${text}::text, '{{Talent Name}}', name), '{{Job Title}}', role), '{{Your Name}}', actor_name), '{{Step Name}}', ${stepName})`;

/**
 * Plans the history of the jobs in history_jobs and writes it: talents, Talent Search invitations,
 * applications in their final step and status, tech tests, and the timeline of each (applied or
 * imported, decisions, moves, emails, tech-test steps) at the times they happened. Set-based: a
 * fixed number of statements whatever the size. Answers the applications written.
 */
export async function writeHistory(db: Executor, options: HistoryWriteOptions): Promise<number> {
  const { now, companyId, prefix } = options;
  const year = sql.raw(String(now.getUTCFullYear()));
  await db.execute(planHistory(now, prefix));
  await db.execute(historyFinalState);
  await db.execute(sql`
    alter table history_final add column name text, add column email text, add column actor_id uuid, add column actor_name text,
      add column screening_id uuid, add column shortlist_id uuid, add column test_id uuid, add column interview_id uuid, add column rejected_id uuid, add column current_id uuid`);
  await db.execute(sql`
    update history_final set
      name = case when r_name < 0.5 then ${pick(FEMALE, "(r_name * 2)")} else ${pick(MALE, "((r_name - 0.5) * 2)")} end || ' ' || ${pick(LAST, "r_profile")},
      actor_id = case acting when 'member' then ${demoIds.demoMember}::uuid else ${demoIds.demoOwner}::uuid end,
      actor_name = case acting when 'member' then ${DEMO_USER_NAMES[demoIds.demoMember]} else ${DEMO_USER_NAMES[demoIds.demoOwner]} end,
      screening_id = (select id from recruitment_steps s where s.job_id = history_final.job_id and s.step_key = 'notProcessed'),
      shortlist_id = (select id from recruitment_steps s where s.job_id = history_final.job_id and s.step_key = 'accepted'),
      test_id = (select id from recruitment_steps s where s.job_id = history_final.job_id and s.step_key = history_final.test_key),
      interview_id = (select id from recruitment_steps s where s.job_id = history_final.job_id and s.step_key = history_final.interview_key),
      rejected_id = (select id from recruitment_steps s where s.job_id = history_final.job_id and s.step_key = 'rejected')`);
  if (options.talentPool) {
    // n runs 1.. within a job and 7919 is prime to the pool's size, so a job never gets a talent twice.
    const { prefix: pool, size } = options.talentPool;
    await db.execute(sql`
      update history_final set talent_id = ${seedUuidSql(sql`${pool} || (1 + (n * 7919 + ('x' || substr(md5(job_key), 1, 6))::bit(24)::int) % ${sql.raw(String(size))})`)}`);
    await db.execute(sql`update history_final f set name = t.name, email = t.email from talents t where t.id = f.talent_id`);
  }
  await db.execute(sql`
    update history_final set
      email = coalesce(email, lower(replace(name, ' ', '.')) || '.' || job_key || '-' || n || '@example.com'),
      current_id = case step_key when 'notProcessed' then screening_id when 'accepted' then shortlist_id when 'rejected' then rejected_id
                                 when interview_key then interview_id else test_id end`);

  await db.execute(sql`
    insert into talents (id, email, name, phone, experience_level, last_education, university, major, gpa, gender, birth_date, city, skills, source,
                         school_type, traits, rank, company_types, expected_salary, toefl_score, education, experiences, last_active_at, created_at, updated_at)
    select talent_id, email, name, '+62 815 ' || lpad((n % 100000000)::text, 8, '0'), level, 'Bachelor''s Degree', university, major, gpa,
           (case when r_name < 0.5 then 'female' else 'male' end)::talent_gender,
           (${now.toISOString().slice(0, 10)}::date - (7300 + floor(r_profile * 5000)::int)), ${pick(CITIES, "r_name")}, skills, 'seed',
           school_type, (array['[]', '["ambitious"]', '["strongLeadership"]', '["ambitious","strongLeadership"]'])[1 + n % 4]::jsonb,
           ${pick(RANKS, "r_profile")},
           case when level >= 5 then jsonb_build_array(employer_type) else '[]'::jsonb end,
           5000000 + floor(r_name * 40)::int * 250000,
           case when n % 5 in (0, 1) then null else 400 + (n * 31) % 278 end,
           jsonb_build_array(jsonb_build_object('school', university, 'degree', 'Bachelor''s Degree', 'major', major,
             'startYear', ${year} - 4 - greatest(level - 4, 0), 'endYear', case when level between 1 and 4 then null else ${year} - greatest(level - 4, 0) end, 'gpa', gpa)),
           case when level >= 5 then jsonb_build_array(jsonb_build_object('company', employer, 'title', role, 'companyType', employer_type,
             'startDate', (${year} - level + 4)::text || '-03', 'endDate', null, 'description', 'Worked in a team like ours for ' || (level - 4) || ' years or more.'))
             else '[]'::jsonb end,
           applied_at, applied_at, applied_at
    from (
      select history_final.*, floor(r_profile * 9)::int as level, ${pick(MAJORS, "r_profile")} as major, round((2.6 + r_name * 1.3)::numeric, 2) as gpa,
             (${list(UNIVERSITIES)})[1 + floor(r_name * ${UNIVERSITIES.length})::int] as university,
             (${list(SCHOOL_TYPES)})[1 + floor(r_name * ${UNIVERSITIES.length})::int] as school_type,
             (${list(EMPLOYERS)})[1 + n % ${EMPLOYERS.length}] as employer, (${list(EMPLOYER_TYPES)})[1 + n % ${EMPLOYERS.length}] as employer_type
      from history_final
    ) as applicant
    on conflict do nothing`);

  // A Talent Search invitation (a day or three before the application it brought in).
  await db.execute(sql`
    insert into talent_invitations (id, company_id, talent_id, job_id, invited_by_user_id, token, created_at)
    select invitation_id, ${companyId}, talent_id, job_id, actor_id, md5(${prefix} || '-invitation-token-' || invitation_id), applied_at - (12 + r_profile * 60) * interval '1 hour'
    from history_final where source = 'recommendation'
    on conflict do nothing`);

  const [written] = await executeRows<{ n: number }>(
    db,
    sql`
    with inserted as (
    insert into job_applications (id, company_id, job_id, talent_id, recruitment_step_id, status, source, name, email, phone, experience_level, invitation_id,
                                  applied_at, status_changed_at, tech_test_status, tech_test_deadline_at, tech_test_submitted_at, created_at, updated_at)
    select application_id, ${companyId}, job_id, talent_id, current_id, status::application_status, source::application_source, name, email,
           '+62 815 ' || lpad((n % 100000000)::text, 8, '0'), floor(r_profile * 9)::int,
           case when source = 'recommendation' then invitation_id end,
           applied_at, status_changed_at, test_status,
           case test_status when 'waitConfirm' then confirm_by when 'notConfirm' then confirm_by
                            when 'waitSubmit' then confirmed_at + interval '${sql.raw(String(DEFAULT_TECH_TEST.durationHours))} hours'
                            when 'submitted' then confirmed_at + interval '${sql.raw(String(DEFAULT_TECH_TEST.durationHours))} hours' end,
           case when test_status = 'submitted' then submitted_at end,
           applied_at, status_changed_at
    from history_final
    on conflict do nothing
    returning 1)
    select count(*)::int as n from inserted`,
  );

  await db.execute(sql`
    insert into tech_tests (id, company_id, job_id, application_id, recruitment_step_id, token_hash, status, start_limit_hours, duration_hours, submission_types,
                            subject, message, sent_by_user_id, sent_at, confirm_by, confirmed_at, submit_by, submitted_at, submission_link, created_at, updated_at)
    select tech_test_id, ${companyId}, job_id, application_id, test_id, md5(${prefix} || '-tech-test-token-' || tech_test_id), test_status::tech_test_status,
           ${DEFAULT_TECH_TEST.startLimitHours}, ${DEFAULT_TECH_TEST.durationHours}, '["link","document"]'::jsonb,
           ${personal(DEFAULT_TECH_TEST.subject.replaceAll("{{Company Name}}", DEMO_COMPANY_NAMES[demoIds.demoCompany]), sql`test_name`)},
           ${personal(DEFAULT_TECH_TEST.message.replaceAll("{{Company Name}}", DEMO_COMPANY_NAMES[demoIds.demoCompany]), sql`test_name`)},
           actor_id, t2 + interval '1 second', confirm_by, case when confirmed then confirmed_at end,
           case when confirmed then confirmed_at + interval '${sql.raw(String(DEFAULT_TECH_TEST.durationHours))} hours' end,
           case when submitted then submitted_at end,
           case when submitted then 'https://git.example.com/' || replace(lower(name), ' ', '-') || '/case-study' end,
           t2 + interval '1 second', coalesce(case when submitted then submitted_at end, case when confirmed then confirmed_at end, t2)
    from history_final where test_status is not null
    on conflict do nothing`);

  await db.execute(timelineOf(options));
  return written?.n ?? 0;
}

/** Every timeline record of the planned applications, in one insert (request ids keep a rerun from doubling them). */
function timelineOf({ prefix, publishedJobs, companyId }: HistoryWriteOptions): SQL {
  const request = (step: number) => sql.raw(`'${prefix.replace(/'/g, "''")}:${step}'`);
  const shortlist = companyTemplate("shortlist", publishedJobs);
  const rejection = companyTemplate("rejection", publishedJobs);
  const step = (id: string, name: string) => sql.raw(`jsonb_build_object('id', ${id}, 'name', ${name})`);
  const change = (decision: string, fromStatus: string, toStatus: string, from: SQL, to: SQL) =>
    sql`jsonb_build_object('decision', ${sql.raw(decision)}, 'fromStatus', ${sql.raw(fromStatus)}, 'toStatus', ${sql.raw(toStatus)}, 'fromStep', ${from}, 'toStep', ${to})`;
  const screening = step("'notProcessed'", "'CV Screening'");
  const shortlisted = step("'accepted'", "'CV Shortlisted'");
  const rejected = step("'rejected'", "'Rejected'");
  const testStep = step("test_key", "test_name");
  const interview = step("interview_key", "interview_name");
  const email = (template: { subject: string; body: string }, key: string, stepName: SQL) =>
    sql`jsonb_build_object('templateKey', ${key}::text, 'subject', ${personal(template.subject, stepName)}, 'body', ${personal(template.body, stepName)}, 'emailId', null)`;
  const member = sql.raw(`'member'::application_event_actor, actor_id`);
  // A move's stay in the step it leaves, as the analytics trigger measures it (it recomputes it when on).
  const stay = (to: string, from: string) => sql.raw(`greatest(0, round(extract(epoch from ${to} - ${from})))::int`);
  const events = [
    sql`select application_id, job_id, (case when source = 'import' then 'imported' else 'applied' end)::application_event_type,
               (case when source = 'import' then 'system' else 'candidate' end)::application_event_actor, null::uuid, ${request(0)},
               jsonb_build_object('source', source), applied_at, null::int from history_final`,
    sql`select application_id, job_id, 'statusChanged', ${member}, ${request(1)},
               case when shortlisted then ${change("'accepted'", "'notProcessed'", "'accepted'", screening, shortlisted)}
                    else ${change("'rejected'", "'notProcessed'", "'rejected'", screening, rejected)} end, t1, ${stay("t1", "applied_at")}
        from history_final where s1`,
    sql`select application_id, job_id, 'emailSent', ${member}, ${request(1)},
               case when shortlisted then ${email(shortlist, "shortlist", sql`'CV Shortlisted'`)} else ${email(rejection, "rejection", sql`'Rejected'`)} end,
               t1 + interval '1 second', null
        from history_final where s1 and emailed`,
    sql`select application_id, job_id, 'statusChanged', ${member}, ${request(2)},
               case when has_test then ${change("'moveToStep'", "'accepted'", "'techTestSent'", shortlisted, testStep)}
                    else ${change("'moveToStep'", "'accepted'", "'custom'", shortlisted, interview)} end, t2, ${stay("t2", "t1")}
        from history_final where s2`,
    sql`select application_id, job_id, 'techTestSent', ${member}, ${request(2)},
               jsonb_build_object('techTestId', tech_test_id, 'step', ${testStep}, 'stepName', test_name,
                                  'subject', ${personal(DEFAULT_TECH_TEST.subject.replaceAll("{{Company Name}}", DEMO_COMPANY_NAMES[demoIds.demoCompany]), sql`test_name`)},
                                  'confirmBy', confirm_by, 'startLimitHours', ${DEFAULT_TECH_TEST.startLimitHours}::int,
                                  'durationHours', ${DEFAULT_TECH_TEST.durationHours}::int, 'submissionTypes', '["link","document"]'::jsonb),
               t2 + interval '1 second', null
        from history_final where s2 and has_test`,
    sql`select application_id, job_id, 'techTestConfirmed', 'candidate', null, ${request(2)},
               jsonb_build_object('techTestId', tech_test_id, 'submitBy', confirmed_at + interval '${sql.raw(String(DEFAULT_TECH_TEST.durationHours))} hours'), confirmed_at, null
        from history_final where confirmed`,
    sql`select application_id, job_id, 'techTestSubmitted', 'candidate', null, ${request(2)},
               jsonb_build_object('techTestId', tech_test_id, 'link', 'https://git.example.com/' || replace(lower(name), ' ', '-') || '/case-study', 'fileName', null,
                                  'fromStatus', 'techTestSent', 'toStatus', 'techTestSubmitted'), submitted_at, null
        from history_final where submitted`,
    sql`select application_id, job_id, 'techTestExpired', 'system', null, ${request(2)},
               jsonb_build_object('techTestId', tech_test_id, 'status', 'notConfirm', 'deadline', confirm_by), confirm_by, null
        from history_final where expired`,
    sql`select application_id, job_id, 'statusChanged', ${member}, ${request(3)},
               ${change("'moveToStep'", "'techTestSubmitted'", "'custom'", testStep, interview)}, t3, ${stay("t3", "t2")}
        from history_final where s3 and has_test`,
    sql`select application_id, job_id, 'statusChanged', ${member}, ${request(4)},
               case when outcome = 'offered' then ${change("null", "'custom'", "'offered'", interview, interview)}
                    else ${change("'rejected'", "'custom'", "'rejected'", interview, rejected)} end, t4,
               case when outcome = 'rejected' then ${stay("t4", "t3")} end
        from history_final where s4`,
    sql`select application_id, job_id, 'emailSent', ${member}, ${request(4)}, ${email(rejection, "rejection", sql`'Rejected'`)}, t4 + interval '1 second', null
        from history_final where s4 and outcome = 'rejected' and emailed`,
  ];
  return sql`
    insert into application_events (company_id, job_id, application_id, type, actor, actor_user_id, request_id, data, created_at, stay_seconds)
    select ${companyId}, e.job_id, e.application_id, e.type::application_event_type, e.actor::application_event_actor, e.actor_user_id, e.request_id, e.data, e.created_at, e.stay
    from (${sql.join(events, sql` union all `)}) as e(application_id, job_id, type, actor, actor_user_id, request_id, data, created_at, stay)
    order by e.created_at
    on conflict do nothing`;
}
