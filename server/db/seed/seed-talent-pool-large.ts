import { sql } from "drizzle-orm";
import type { Executor } from "../client";
import { seedUuidSql } from "./seed-uuid";

/** The talent pool's share of the benchmark size: 100,000 talents on the embedded database. */
export const LARGE_TALENT_POOL = 100_000;

const FIRST_NAMES = ["Adi", "Ayu", "Bagus", "Citra", "Dimas", "Dinda", "Erlangga", "Fitri", "Galih", "Hana", "Ilham", "Indah", "Joko", "Kartika", "Lukman", "Melati", "Nanda", "Nur", "Oka", "Puspita", "Raka", "Ratna", "Surya", "Tiara", "Wahyu", "Wulan", "Yoga", "Zahra"];
const LAST_NAMES = ["Saputra", "Permata", "Hakim", "Siregar", "Wibowo", "Anggraini", "Nasution", "Halim", "Susanto", "Maharani", "Tanjung", "Kusuma", "Firmansyah", "Pangaribuan", "Utami", "Daulay", "Purnomo", "Simanjuntak", "Hutapea", "Gunadi", "Setiadi", "Rachman", "Ismail"];
const CITIES = ["Jakarta", "Bandung", "Surabaya", "Yogyakarta", "Malang", "Semarang", "Medan", "Makassar", "Tangerang", "Bekasi", "Denpasar", "Palembang"];
/** University and its spec 3 school type, side by side. */
const UNIVERSITIES: [string, string][] = [
  ["Universitas Indonesia", "topReputation"], ["Institut Teknologi Bandung", "topReputation"], ["Universitas Gadjah Mada", "topReputation"],
  ["Monash University", "international"], ["National University of Singapore", "international"],
  ["Universitas Brawijaya", "local"], ["Universitas Diponegoro", "local"], ["Universitas Bina Nusantara", "local"], ["Telkom University", "local"],
  ["Universitas Hasanuddin", "local"], ["Universitas Sumatera Utara", "local"], ["Universitas Negeri Jakarta", "local"], ["Universitas Udayana", "local"],
];
/** Employer and its spec 3 company type. */
const EMPLOYERS: [string, string][] = [
  ["Pay Nusantara", "tech"], ["Toko Maju Digital", "tech"], ["Bank Nusantara Sejahtera", "corporate"], ["Global Consumer Goods Indonesia", "multinational"],
  ["Kopi Senja Group", "medium"], ["Warung Sejahtera", "microSmall"], ["Yayasan Cerdas Bangsa", "socialEnterprise"], ["Kreasi Iklan Agency", "agency"],
  ["Dinas Komunikasi Kota Bandung", "gov"], ["Logistik Cepat Indonesia", "medium"], ["Awan Data Teknologi", "tech"], ["Asuransi Jiwa Mandala", "corporate"],
];
/** A field: title, major and the skills people in it list. */
const TRACKS: [string, string, string[]][] = [
  ["Backend Engineer", "Computer Science", ["Node.js", "PostgreSQL", "TypeScript", "Go", "Redis", "Docker", "Kafka", "Distributed systems"]],
  ["Frontend Engineer", "Informatics", ["React", "TypeScript", "Next.js", "CSS", "Testing", "Accessibility"]],
  ["Product Designer", "Visual Communication Design", ["Figma", "Prototyping", "User research", "Design systems", "Usability testing"]],
  ["Data Analyst", "Statistics", ["SQL", "Metabase", "Python", "Excel", "Tableau", "Statistics"]],
  ["Marketing Specialist", "Communication Science", ["Copywriting", "Social media", "Canva", "Content planning", "Instagram Ads", "SEO"]],
  ["Customer Success Specialist", "Management", ["Customer success", "Zendesk", "Onboarding", "CRM", "Team leadership"]],
  ["Finance Associate", "Accounting", ["Accounting", "Excel", "Tax", "Budgeting", "SAP"]],
  ["Operations Supervisor", "Industrial Engineering", ["Operations", "Logistics", "Inventory planning", "Lean", "SAP"]],
];
const RANK_ROLL = ["top1", "top5", "top5", "top10", "top10", "top10", "top25", "top25", "top25", "top25", "others", "others", "others", "others", "others", "others", "others", "others", "others", "others"];

const quote = (value: string) => `'${value.replace(/'/g, "''")}'`;
const textArray = (values: string[]) => sql.raw(`array[${values.map(quote).join(",")}]::text[]`);
const tracksValues = sql.raw(TRACKS.map(([title, major, skills], index) => `(${index}, ${quote(title)}, ${quote(major)}, array[${skills.map(quote).join(",")}]::text[])`).join(", "));

/**
 * Inserts `count` generated talents numbered from `first` (ids md5(prefix || n), so a second run
 * inserts nothing) in ONE set-based statement: names, schools, employers, skills of a field, every
 * filter value and some nulls spread by the number, most discoverable. The large seed and
 * `npm run bench:talent` share it. Returns the rows asked for.
 */
export async function insertGeneratedTalents(db: Executor, options: { first: number; count: number; prefix: string; now: Date }): Promise<number> {
  const { first, count, prefix, now } = options;
  await db.execute(sql`
    insert into talents (id, email, name, phone, experience_level, last_education, university, major, gpa, gender, birth_date, city, skills, source,
                         school_type, traits, rank, company_types, expected_salary, toefl_score, education, experiences, headline, summary,
                         job_seeking_status, visibility, last_active_at, created_at, updated_at)
    select ${seedUuidSql(sql`${prefix} || g`)},
           ${prefix} || g || '@pool.example.com',
           (${textArray(FIRST_NAMES)})[1 + g % ${FIRST_NAMES.length}] || ' ' || (${textArray(LAST_NAMES)})[1 + (g / ${FIRST_NAMES.length}) % ${LAST_NAMES.length}],
           '+62 815 ' || lpad((g % 100000000)::text, 8, '0'),
           level, 'Bachelor''s Degree', university, track.major, gpa,
           case when g % 31 = 0 then null else (array['male', 'female'])[1 + g % 2]::talent_gender end,
           case when g % 12 = 0 then null else date '1975-01-01' + ((g * 37) % 10000)::int end,
           (${textArray(CITIES)})[1 + (g / 3) % ${CITIES.length}],
           (select to_jsonb(array_agg(distinct skill)) from unnest(array[track.skills[1 + g % cardinality(track.skills)], track.skills[1 + (g / 7) % cardinality(track.skills)], track.skills[1 + (g / 13) % cardinality(track.skills)]]) as skill),
           'seed',
           case when g % 19 = 0 then null else school_type end,
           (array['[]', '["ambitious"]', '["strongLeadership"]', '["ambitious", "strongLeadership"]'])[1 + (g / 5) % 4]::jsonb,
           case when g % 29 = 0 then null else (${textArray(RANK_ROLL)})[1 + (g / 17) % ${RANK_ROLL.length}] end,
           case when worked then jsonb_build_array(company_type) else '[]'::jsonb end,
           case when g % 8 = 0 then null else 4000000 + ((g::bigint * 7919) % 60) * 500000 end,
           case when g % 3 = 0 then null else 400 + (g * 17) % 277 end,
           jsonb_build_array(jsonb_build_object('school', university, 'degree', 'Bachelor''s Degree', 'major', track.major, 'startYear', 2012 + g % 10, 'endYear', 2016 + g % 10, 'gpa', gpa)),
           case when worked then jsonb_build_array(jsonb_build_object('company', company, 'title', track.title, 'companyType', company_type, 'startDate', (2015 + g % 10) || '-01', 'endDate', null, 'description', null)) else '[]'::jsonb end,
           case when worked then track.title || ' at ' || company else track.major || ' graduate' end,
           'Works in ' || lower(track.title) || ' and wants a team that ships often.',
           (case when g % 10 = 8 then 'notActivelyLooking' when g % 10 = 9 then 'closedOpportunity' when g % 3 = 0 then 'openOpportunity' else 'activelyLooking' end)::talent_job_seeking_status,
           (case when g % 7 = 3 then 'private' else 'discoverable' end)::talent_visibility,
           ${now.toISOString()}::timestamptz - ((g::bigint * 7919) % 15552000) * interval '1 second',
           ${now.toISOString()}::timestamptz - interval '200 days',
           ${now.toISOString()}::timestamptz - ((g::bigint * 7919) % 15552000) * interval '1 second'
    from generate_series(${first}::int, ${first + count - 1}::int) as g
    cross join lateral (select case when g % 23 = 0 then null else g % 9 end as level) as l
    cross join lateral (select coalesce(l.level, 0) in (5, 6, 7, 8) as worked,
                               case when g % 10 = 0 then null else round(2.5 + (g % 151) / 100.0, 2) end as gpa) as w
    cross join lateral (select u.university, u.school_type from (values ${sql.raw(UNIVERSITIES.map(([name, type], index) => `(${index}, ${quote(name)}, ${quote(type)})`).join(", "))}) as u(n, university, school_type) where u.n = (g * 7) % ${UNIVERSITIES.length}) as u
    cross join lateral (select e.company, e.company_type from (values ${sql.raw(EMPLOYERS.map(([name, type], index) => `(${index}, ${quote(name)}, ${quote(type)})`).join(", "))}) as e(n, company, company_type) where e.n = (g * 13) % ${EMPLOYERS.length}) as e
    join (values ${tracksValues}) as track(n, title, major, skills) on track.n = (g / 11) % ${TRACKS.length}
    on conflict do nothing`);
  return count;
}

/** SEED_SCALE=large: 100,000 talents in the pool (about 70,000 of them discoverable). */
export async function seedLargeTalentPool(db: Executor, now: Date): Promise<number> {
  return insertGeneratedTalents(db, { first: 1, count: LARGE_TALENT_POOL, prefix: "large-pool-talent-", now });
}
