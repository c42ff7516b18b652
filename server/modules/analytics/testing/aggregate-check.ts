import { sql } from "drizzle-orm";
import { executeRows, type Executor } from "@/server/db/client";

/**
 * Test support: a company's trigger-kept analytics (the applications' facts and the five aggregate
 * tables) as rows, and the same computed from scratch, so a test can assert they are equal.
 */
const AGGREGATE_QUERIES = {
  applicationDays: `select day::text, job_id, source::text, applicants, responded, response_seconds::text, shortlisted, shortlist_seconds::text, offered, offer_seconds::text
    from analytics_application_days where company_id = $C and applicants <> 0 order by 1, 2, 3`,
  funnelDays: `select day::text, job_id, furthest_position, rejected, applicants from analytics_funnel_days where company_id = $C and applicants <> 0 order by 1, 2, 3, 4`,
  jobSteps: `select job_id, recruitment_step_id, applicants from analytics_job_steps where company_id = $C and applicants <> 0 order by 1, 2`,
  stepDays: `select day::text, job_id, step_key, moves, stay_seconds::text from analytics_step_days where company_id = $C and moves <> 0 order by 1, 2, 3`,
  memberDays: `select day::text, job_id, user_id, decisions, emails from analytics_member_days where company_id = $C and (decisions <> 0 or emails <> 0) order by 1, 2, 3`,
} as const;

type Snapshot = Record<keyof typeof AGGREGATE_QUERIES | "facts", unknown[]>;

async function aggregates(db: Executor, companyId: string): Promise<Omit<Snapshot, "facts">> {
  const entries = await Promise.all(
    Object.entries(AGGREGATE_QUERIES).map(async ([name, text]) => [name, await executeRows(db, sql.raw(text.replaceAll("$C", `'${companyId.replace(/[^0-9a-f-]/gi, "")}'`)))] as const),
  );
  return Object.fromEntries(entries) as Omit<Snapshot, "facts">;
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
