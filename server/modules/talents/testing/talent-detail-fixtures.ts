import { randomUUID } from "node:crypto";
import type { Executor } from "@/server/db/client";
import { talentHiddenCompanies } from "@/server/db/schema/company-talents";
import { talents } from "@/server/db/schema/talents";

export type TalentOverrides = Partial<typeof talents.$inferInsert>;

/**
 * A talent of the pool for tests of talent actions: discoverable and actively looking unless told
 * otherwise, with a unique email. `hiddenFrom` hides them from those companies.
 */
export async function insertTalent(db: Executor, overrides: TalentOverrides = {}, options: { hiddenFrom?: string[] } = {}): Promise<{ id: string; email: string; name: string }> {
  const key = randomUUID().slice(0, 8);
  const [row] = await db
    .insert(talents)
    .values({
      email: `talent-${key}@example.com`,
      name: `Talent ${key}`,
      source: "seed",
      visibility: "discoverable",
      jobSeekingStatus: "activelyLooking",
      headline: "Backend Engineer",
      phone: "+62 812 0000 0000",
      linkedinUrl: "https://www.linkedin.com/in/talent",
      skills: ["TypeScript"],
      ...overrides,
    })
    .returning({ id: talents.id, email: talents.email, name: talents.name });
  for (const companyId of options.hiddenFrom ?? []) await db.insert(talentHiddenCompanies).values({ talentId: row!.id, companyId });
  return row!;
}
