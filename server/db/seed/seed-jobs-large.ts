import { sql } from "drizzle-orm";
import type { Database } from "../client";
import { demoIds } from "./demo-ids";
import { seedUuidSql } from "./seed-uuid";

/** The job posts' share of the benchmark size (quality-bars.md): 1,000 jobs, 100,000 applicants. */
export const LARGE_JOB_COUNT = 1_000;
export const LARGE_APPLICATION_COUNT = 100_000;

const ROLES = ["Backend Engineer", "Frontend Engineer", "Account Executive", "Data Analyst", "Product Manager", "Customer Success", "Finance Associate", "HR Generalist", "Marketing Specialist", "QA Engineer", "Sales Manager", "Operations Lead"];
const FIRST_NAMES = ["Andi", "Siti", "Budi", "Dewi", "Rizky", "Putri", "Agus", "Rina", "Fajar", "Maya", "Eko", "Nadia", "Bayu", "Lestari", "Hendra", "Yuni"];
const LAST_NAMES = ["Pratama", "Rahmawati", "Santoso", "Lestari", "Hidayat", "Ayu", "Setiawan", "Wijaya", "Nugroho", "Sari", "Prasetyo", "Putri", "Kurniawan", "Wulandari", "Gunawan", "Kartika"];

const textArray = (values: string[]) => sql.raw(`array[${values.map((value) => `'${value.replace(/'/g, "''")}'`).join(",")}]`);

/**
 * Bulk rows for the benchmarks, written by set-based SQL so the large seed takes seconds. Ids are
 * md5 of a name, so a second run inserts nothing. Jobs are closed or drafts: published ones would
 * count against the demo company's plan quota.
 */
export async function seedLargeJobs(db: Database): Promise<number> {
  const company = demoIds.demoCompany;
  const owner = demoIds.demoOwner;
  await db.execute(sql`
    insert into jobs (id, company_id, created_by_user_id, status, slug, role, location, workplace_type, employment_types,
                      start_range, end_range, description, requirements, candidate_preference, published_at, closed_at, created_at, updated_at)
    select ${seedUuidSql(sql`'large-job-' || g`)}, ${company}, ${owner},
           (case when g % 5 = 0 then 'draft' else 'closed' end)::job_status,
           'large-job-' || g,
           (${textArray(ROLES)})[1 + g % ${ROLES.length}] || ' ' || g,
           (array['Jakarta', 'Bandung', 'Surabaya', 'Medan', 'Yogyakarta'])[1 + g % 5],
           (array['remote', 'hybrid', 'onSite'])[1 + g % 3]::job_workplace_type,
           '["fullTime"]'::jsonb,
           8000000 + (g % 20) * 1000000, 12000000 + (g % 20) * 1000000,
           '<p>A role in a growing team.</p>', '<ul><li>Relevant experience</li></ul>',
           '{"graduationDateRange":null,"major":[],"skillIds":[],"university":[],"minimumGpa":null,"lastEducations":[]}'::jsonb,
           case when g % 5 = 0 then null else timestamptz '2026-10-01 00:00:00+00' - g * interval '3 hours' end,
           case when g % 5 = 0 then null else timestamptz '2026-10-20 00:00:00+00' end,
           timestamptz '2026-10-01 00:00:00+00' - g * interval '3 hours',
           timestamptz '2026-10-01 00:00:00+00' - g * interval '3 hours'
    from generate_series(1, ${LARGE_JOB_COUNT}) as g
    on conflict do nothing`);
  await db.execute(sql`
    insert into recruitment_steps (id, job_id, step_key, type, name, position)
    select ${seedUuidSql(sql`'large-step-' || g || '-' || s.key`)}, ${seedUuidSql(sql`'large-job-' || g`)}, s.key, s.key::recruitment_step_type, s.name, s.position
    from generate_series(1, ${LARGE_JOB_COUNT}) as g
    cross join (values ('notProcessed', 'CV Screening', 0), ('accepted', 'CV Shortlisted', 1), ('rejected', 'Rejected', 2)) as s(key, name, position)
    on conflict do nothing`);
  await db.execute(sql`
    insert into talents (id, email, name, phone, experience_level, source, created_at, updated_at)
    select ${seedUuidSql(sql`'large-talent-' || t`)}, 'talent' || t || '@example.com',
           (${textArray(FIRST_NAMES)})[1 + t % ${FIRST_NAMES.length}] || ' ' || (${textArray(LAST_NAMES)})[1 + (t / ${FIRST_NAMES.length}) % ${LAST_NAMES.length}],
           '+62 811 ' || lpad(t::text, 8, '0'), t % 9, 'seed',
           timestamptz '2026-10-01 00:00:00+00' - t * interval '1 minute', timestamptz '2026-10-01 00:00:00+00' - t * interval '1 minute'
    from generate_series(1, ${LARGE_APPLICATION_COUNT}) as t
    on conflict do nothing`);
  await db.execute(sql`
    insert into job_applications (id, company_id, job_id, talent_id, recruitment_step_id, status, source, name, email, phone, experience_level, applied_at, created_at, updated_at)
    select ${seedUuidSql(sql`'large-application-' || t`)}, ${company}, ${seedUuidSql(sql`'large-job-' || (1 + t % ${LARGE_JOB_COUNT})`)}, ${seedUuidSql(sql`'large-talent-' || t`)},
           ${seedUuidSql(sql`'large-step-' || (1 + t % ${LARGE_JOB_COUNT}) || '-' || step.key`)}, step.key::application_status, 'applicant',
           talent.name, talent.email, talent.phone, talent.experience_level,
           talent.created_at, talent.created_at, talent.created_at
    from generate_series(1, ${LARGE_APPLICATION_COUNT}) as t
    join talents talent on talent.id = ${seedUuidSql(sql`'large-talent-' || t`)}
    cross join lateral (select case when t % 10 < 6 then 'notProcessed' when t % 10 < 8 then 'accepted' else 'rejected' end as key) as step
    on conflict do nothing`);
  return LARGE_JOB_COUNT + LARGE_APPLICATION_COUNT;
}
