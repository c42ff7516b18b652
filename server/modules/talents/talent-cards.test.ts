import { and, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { companyTalents, talentHiddenCompanies, talentUnlocks } from "@/server/db/schema/company-talents";
import { talents } from "@/server/db/schema/talents";
import { demoIds } from "@/server/db/seed/demo-ids";
import { useTestApp } from "@/tests/api/test-app";
import { toTalentCard } from "./talent-cards";
import { discoverableBy, talentCardColumns } from "./talent-cards-queries";
import { talentCardSchema } from "./talents-schemas";

const ctx = useTestApp();
const id = (n: number) => `7a1e0000-0000-4000-8000-${String(n).padStart(12, "0")}`;

const base = { email: "", name: "", visibility: "discoverable" as const, jobSeekingStatus: "activelyLooking" as const, source: "seed" as const };

describe("talent cards", () => {
  it("select the card, the company's relation, and only talents the company may discover", async () => {
    const { db } = ctx.database;
    await db.insert(talents).values([
      {
        ...base,
        id: id(1),
        email: "card-1@example.test",
        name: "Sari Card",
        gpa: 3.5,
        expectedSalary: 9_000_000,
        experiences: [
          { company: "Old Co", title: "Intern", companyType: null, startDate: "2019-01", endDate: "2019-06", description: null },
          { company: "Now Co", title: "Engineer", companyType: "tech", startDate: "2018-01", endDate: null, description: null },
        ],
      },
      {
        ...base,
        id: id(2),
        email: "card-2@example.test",
        name: "Budi Card",
        jobSeekingStatus: "openOpportunity",
        experiences: [{ company: "Last Co", title: "Analyst", companyType: null, startDate: "2020-01", endDate: "2021-01", description: null }],
      },
      { ...base, id: id(3), email: "card-3@example.test", name: "Private Card", visibility: "private" },
      { ...base, id: id(4), email: "card-4@example.test", name: "Resting Card", jobSeekingStatus: "notActivelyLooking" },
      { ...base, id: id(5), email: "card-5@example.test", name: "Closed Card", jobSeekingStatus: "closedOpportunity" },
      { ...base, id: id(6), email: "card-6@example.test", name: "Hidden Card" },
    ]);
    await db.insert(talentHiddenCompanies).values({ talentId: id(6), companyId: demoIds.demoCompany });
    await db.insert(talentUnlocks).values({ talentId: id(1), companyId: demoIds.demoCompany });
    await db.insert(companyTalents).values({ talentId: id(2), companyId: demoIds.demoCompany, origin: "saved" });
    // Another company's relation is not this company's.
    await db.insert(talentUnlocks).values({ talentId: id(2), companyId: demoIds.otherCompany });

    const ids = [1, 2, 3, 4, 5, 6].map(id);
    const rows = await db
      .select(talentCardColumns(demoIds.demoCompany))
      .from(talents)
      .where(and(inArray(talents.id, ids), discoverableBy(demoIds.demoCompany)));
    const cards = rows.map((row) => toTalentCard(row)).sort((a, b) => a.id.localeCompare(b.id));
    expect(cards.map((card) => card.id)).toEqual([id(1), id(2)]);
    for (const card of cards) expect(talentCardSchema.parse(card)).toEqual(card);
    expect(cards[0]).toMatchObject({ unlocked: true, inDatabase: false, gpa: 3.5, expectedSalary: 9_000_000, currentPosition: { title: "Engineer", company: "Now Co" } });
    expect(cards[1]).toMatchObject({ unlocked: false, inDatabase: true, currentPosition: { title: "Analyst", company: "Last Co" }, recommendation: null });

    // The hidden talent is discoverable by every other company.
    const other = await db
      .select({ id: talents.id })
      .from(talents)
      .where(and(inArray(talents.id, ids), discoverableBy(demoIds.otherCompany)));
    expect(other.map((row) => row.id).sort()).toEqual([id(1), id(2), id(6)]);
  });

  it("a talent without experience has no current position", async () => {
    const { db } = ctx.database;
    await db.insert(talents).values({ ...base, id: id(7), email: "card-7@example.test", name: "New Card" });
    const [row] = await db.select(talentCardColumns(demoIds.demoCompany)).from(talents).where(inArray(talents.id, [id(7)]));
    expect(toTalentCard(row!).currentPosition).toBeNull();
  });
});
