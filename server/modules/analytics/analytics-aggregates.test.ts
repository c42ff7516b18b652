import { describe, expect, it } from "vitest";
import { demoIds } from "@/server/db/seed/demo-ids";
import { useTestApp } from "@/tests/api/test-app";
import { keptAndFromScratch } from "./testing/aggregate-check";

const ctx = useTestApp();

describe("analytics aggregates kept by triggers", () => {
  it("equal a from-scratch computation on the seeded demo", async () => {
    const { kept, scratch } = await keptAndFromScratch(ctx.database.db, demoIds.demoCompany);
    expect(kept.applicationDays.length).toBeGreaterThan(0);
    expect(kept).toEqual(scratch);
  });
});
