import { sql } from "drizzle-orm";
import { executeRows, type Executor } from "@/server/db/client";
import { FUNNEL_STEP_TYPE_ORDER } from "../analytics-contract";

/**
 * Test support: a company's trigger-kept analytics (the applications' facts, the five aggregate
 * tables and their rollups) as rows, and the same computed from scratch, so a test can assert they
 * are equal; and each rollup beside the sums of its daily rows (the step type rollups: of the daily
 * rows of every job, by the type its current steps give them, written out here from
 * FUNNEL_STEP_TYPE_ORDER rather than with the migration's own functions).
 */
/** Each rollup's non-empty rows, and the same summed from the daily rows. */
const ROLLUP_QUERIES = {
  companyApplicationDays: `select day::text, source::text, applicants, responded, response_seconds::text, shortlisted, shortlist_seconds::text, offered, offer_seconds::text
    from analytics_company_application_days where company_id = $C and applicants <> 0 order by 1, 2`,
  companyMemberDays: `select day::text, user_id, decisions, emails from analytics_company_member_days where company_id = $C and (decisions <> 0 or emails <> 0) order by 1, 2`,
  applicationMonths: `select month::text, job_id, applicants, responded, response_seconds::text from analytics_application_months where company_id = $C and applicants <> 0 order by 1, 2`,
  funnelMonths: `select month::text, job_id, furthest_position, rejected, applicants from analytics_funnel_months where company_id = $C and applicants <> 0 order by 1, 2, 3, 4`,
  stepMonths: `select month::text, job_id, step_key, moves, stay_seconds::text from analytics_step_months where company_id = $C and moves <> 0 order by 1, 2, 3`,
  companyFunnelDays: `select day::text, type_rank, rejected, applicants from analytics_company_funnel_days where company_id = $C and applicants <> 0 order by 1, 2, 3`,
  companyStepTypeDays: `select day::text, step_type::text, moves, stay_seconds::text from analytics_company_step_type_days where company_id = $C and moves <> 0 order by 1, 2`,
} as const;

const typeOrder = `array[${FUNNEL_STEP_TYPE_ORDER.map((type) => `'${type}'`).join(", ")}]::text[]`;

const month = "date_trunc('month', day::timestamp)::date::text";
const DAILY_SUM_QUERIES: Record<keyof typeof ROLLUP_QUERIES, string> = {
  companyApplicationDays: `select day::text, source::text, sum(applicants)::int as applicants, sum(responded)::int as responded, sum(response_seconds)::text as response_seconds,
      sum(shortlisted)::int as shortlisted, sum(shortlist_seconds)::text as shortlist_seconds, sum(offered)::int as offered, sum(offer_seconds)::text as offer_seconds
    from analytics_application_days where company_id = $C group by 1, 2 having sum(applicants) <> 0 order by 1, 2`,
  companyMemberDays: `select day::text, user_id, sum(decisions)::int as decisions, sum(emails)::int as emails
    from analytics_member_days where company_id = $C group by 1, 2 having sum(decisions) <> 0 or sum(emails) <> 0 order by 1, 2`,
  applicationMonths: `select ${month} as month, job_id, sum(applicants)::int as applicants, sum(responded)::int as responded, sum(response_seconds)::text as response_seconds
    from analytics_application_days where company_id = $C group by 1, 2 having sum(applicants) <> 0 order by 1, 2`,
  funnelMonths: `select ${month} as month, job_id, furthest_position, rejected, sum(applicants)::int as applicants
    from analytics_funnel_days where company_id = $C group by 1, 2, 3, 4 having sum(applicants) <> 0 order by 1, 2, 3, 4`,
  stepMonths: `select ${month} as month, job_id, step_key, sum(moves)::int as moves, sum(stay_seconds)::text as stay_seconds
    from analytics_step_days where company_id = $C group by 1, 2, 3 having sum(moves) <> 0 order by 1, 2, 3`,
  companyFunnelDays: `select f.day::text, r.type_rank, f.rejected, sum(f.applicants)::int as applicants
    from analytics_funnel_days f cross join lateral (select coalesce(max(array_position(${typeOrder}, s.type::text)), 0) as type_rank from recruitment_steps s
      where s.job_id = f.job_id and s.type <> 'rejected' and s.position <= f.furthest_position) r
    where f.company_id = $C group by 1, 2, 3 having sum(f.applicants) <> 0 order by 1, 2, 3`,
  companyStepTypeDays: `select d.day::text, s.type::text as step_type, sum(d.moves)::int as moves, sum(d.stay_seconds)::text as stay_seconds
    from analytics_step_days d join recruitment_steps s on s.job_id = d.job_id and s.step_key = d.step_key
    where d.company_id = $C group by 1, 2 having sum(d.moves) <> 0 order by 1, 2`,
};

const AGGREGATE_QUERIES = {
  applicationDays: `select day::text, job_id, source::text, applicants, responded, response_seconds::text, shortlisted, shortlist_seconds::text, offered, offer_seconds::text
    from analytics_application_days where company_id = $C and applicants <> 0 order by 1, 2, 3`,
  funnelDays: `select day::text, job_id, furthest_position, rejected, applicants from analytics_funnel_days where company_id = $C and applicants <> 0 order by 1, 2, 3, 4`,
  jobSteps: `select job_id, recruitment_step_id, applicants from analytics_job_steps where company_id = $C and applicants <> 0 order by 1, 2`,
  stepDays: `select day::text, job_id, step_key, moves, stay_seconds::text from analytics_step_days where company_id = $C and moves <> 0 order by 1, 2, 3`,
  memberDays: `select day::text, job_id, user_id, decisions, emails from analytics_member_days where company_id = $C and (decisions <> 0 or emails <> 0) order by 1, 2, 3`,
  ...ROLLUP_QUERIES,
} as const;

type Snapshot = Record<keyof typeof AGGREGATE_QUERIES | "facts", unknown[]>;

async function rowsOf<Name extends string>(db: Executor, companyId: string, queries: Record<Name, string>): Promise<Record<Name, unknown[]>> {
  const entries = await Promise.all(
    Object.entries<string>(queries).map(async ([name, text]) => [name, await executeRows(db, sql.raw(text.replaceAll("$C", `'${companyId.replace(/[^0-9a-f-]/gi, "")}'`)))] as const),
  );
  return Object.fromEntries(entries) as Record<Name, unknown[]>;
}

const aggregates = (db: Executor, companyId: string) => rowsOf(db, companyId, AGGREGATE_QUERIES);

/** Each rollup as kept, and as the sums of the company's daily rows. */
export async function rollupsAndDailySums(db: Executor, companyId: string): Promise<{ rollups: Record<keyof typeof ROLLUP_QUERIES, unknown[]>; sums: Record<keyof typeof ROLLUP_QUERIES, unknown[]> }> {
  return { rollups: await rowsOf(db, companyId, ROLLUP_QUERIES), sums: await rowsOf(db, companyId, DAILY_SUM_QUERIES) };
}

const factsOf = (db: Executor, companyId: string) =>
  executeRows(
    db,
    sql`select id, first_response_at::text, furthest_step_position, shortlisted_at::text, offered_at::text from job_applications where company_id = ${companyId} order by id`,
  );
const factsFromScratch = (db: Executor, companyId: string) =>
  executeRows(
    db,
    sql`select id, first_response_at::text, furthest_step_position, shortlisted_at::text, offered_at::text from analytics_facts_from_scratch(${companyId}::uuid) order by id`,
  );

/** What the triggers kept, then what a from-scratch computation gives (the rebuild runs in a rolled-back transaction). */
export async function keptAndFromScratch(db: Executor & { transaction: (run: (tx: Executor) => Promise<unknown>) => Promise<unknown> }, companyId: string): Promise<{ kept: Snapshot; scratch: Snapshot }> {
  const kept = { ...(await aggregates(db, companyId)), facts: await factsOf(db, companyId) };
  let scratch: Snapshot | undefined;
  const rollback = new Error("rollback");
  try {
    await db.transaction(async (tx) => {
      await tx.execute(sql`select analytics_rebuild_company(${companyId}::uuid)`);
      scratch = { ...(await aggregates(tx, companyId)), facts: await factsFromScratch(tx, companyId) };
      throw rollback;
    });
  } catch (error) {
    if (error !== rollback) throw error;
  }
  return { kept, scratch: scratch! };
}
