import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "@/tests/api/test-database";
import { demoJobIds } from "@/server/db/seed/seed-job-content";
import { executeRows, type DatabaseHandle } from "./client";

let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(async () => {
  await handle?.close();
});

describe("candidate text search index (migration 0031)", () => {
  it("keys the trigram index by the job, and no table-wide trigram index is left", async () => {
    const indexes = await executeRows<{ name: string; definition: string }>(
      handle.db,
      sql`select indexname as name, indexdef as definition from pg_indexes where tablename = 'job_applications' and indexdef ilike '%gin_trgm_ops%'`,
    );
    expect(indexes).toHaveLength(1);
    expect(indexes[0]!.name).toBe("job_applications_job_search_trgm_idx");
    expect(indexes[0]!.definition).toMatch(/USING gin \(job_id, search_text gin_trgm_ops\)/);
  });

  it("searches one job's rows through it, the job and the text in one index condition", async () => {
    const jobId = Object.values(demoJobIds)[0]!;
    let plan: { "QUERY PLAN": string }[] = [];
    // The demo table is small enough to read whole, and the job's btree indexes would do for it: they
    // are dropped (and the drop rolled back) so the plan shows what this index can serve.
    await handle.db
      .transaction(async (tx) => {
        const others = await executeRows<{ name: string }>(
          tx,
          sql`select indexname as name from pg_indexes where tablename = 'job_applications' and indexname <> 'job_applications_job_search_trgm_idx' and indexdef like '%(job_id%'`,
        );
        for (const { name } of others) await tx.execute(sql.raw(`drop index "${name}"`));
        await tx.execute(sql`set local enable_seqscan = off`);
        plan = await executeRows<{ "QUERY PLAN": string }>(tx, sql`explain select id from job_applications where job_id = ${jobId} and search_text ilike ${"%pratama%"}`);
        throw new Error("rollback");
      })
      .catch((error: unknown) => {
        if (!(error instanceof Error && error.message === "rollback")) throw error;
      });
    const text = plan.map((row) => row["QUERY PLAN"]).join("\n");
    expect(text).toContain("job_applications_job_search_trgm_idx");
    expect(text).toMatch(/Index Cond: \(\(job_id = .*\) AND \(search_text ~~\* .*pratama/);
  });
});
