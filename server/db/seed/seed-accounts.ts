import { hashPassword } from "@/server/auth/password";
import type { Executor } from "../client";
import { companies, companyMembers } from "../schema/companies";
import { users } from "../schema/users";
import { DEMO_PASSWORD, demoIds } from "./demo-ids";

/** The demo people and companies by name, for records that mention them (emails, timelines). */
export const DEMO_USER_NAMES = {
  [demoIds.demoOwner]: "Dewi Lestari Anggraini",
  [demoIds.demoMember]: "Budi Santoso",
  [demoIds.otherOwner]: "Rina Wijaya",
} as const;
export const DEMO_COMPANY_NAMES = { [demoIds.demoCompany]: "Demo Company", [demoIds.otherCompany]: "Other Company" } as const;

// Seed time is fixed so the data is the same on every run.
const SEEDED_AT = new Date("2026-01-05T02:00:00.000Z");

export async function seedAccounts(db: Executor): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const account = (id: string, name: string, email: string) => ({
    id,
    name,
    email,
    passwordHash,
    platform: "employer" as const,
    emailVerifiedAt: SEEDED_AT,
    createdAt: SEEDED_AT,
    updatedAt: SEEDED_AT,
  });

  await db
    .insert(users)
    .values([
      account(demoIds.demoOwner, DEMO_USER_NAMES[demoIds.demoOwner], "owner@demo-company.test"),
      account(demoIds.demoMember, DEMO_USER_NAMES[demoIds.demoMember], "member@demo-company.test"),
      account(demoIds.otherOwner, DEMO_USER_NAMES[demoIds.otherOwner], "owner@other-company.test"),
    ])
    .onConflictDoNothing();

  await db
    .insert(companies)
    .values([
      {
        id: demoIds.demoCompany,
        name: DEMO_COMPANY_NAMES[demoIds.demoCompany],
        slug: "demo-company",
        sector: "Technology",
        emailDomain: "demo-company.test",
        description: "A product company in Jakarta building tools for small businesses.",
        website: "https://demo-company.test",
        size: "medium",
        cityId: "jakarta",
        cultures: ["innovative", "collaborative", "driven"],
        whatSpecial: "Four-day weeks during Ramadan and a yearly learning budget.",
        insight: { fundingStage: "seriesA", benefits: ["competitiveSalary", "freeLunch"], workingPolicies: ["hybrid"] },
        verificationStatus: "verified",
        createdAt: SEEDED_AT,
        updatedAt: SEEDED_AT,
      },
      {
        id: demoIds.otherCompany,
        name: DEMO_COMPANY_NAMES[demoIds.otherCompany],
        slug: "other-company",
        sector: "Logistics",
        emailDomain: "other-company.test",
        description: "A logistics company in Surabaya.",
        size: "large",
        cityId: "surabaya",
        verificationStatus: "verified",
        createdAt: SEEDED_AT,
        updatedAt: SEEDED_AT,
      },
    ])
    .onConflictDoNothing();

  await db
    .insert(companyMembers)
    .values([
      {
        id: demoIds.demoOwnerMembership,
        companyId: demoIds.demoCompany,
        userId: demoIds.demoOwner,
        role: "owner",
        jobTitle: "Head of People",
        createdAt: SEEDED_AT,
        updatedAt: SEEDED_AT,
      },
      {
        id: demoIds.demoMemberMembership,
        companyId: demoIds.demoCompany,
        userId: demoIds.demoMember,
        role: "member",
        jobTitle: "Recruiter",
        createdAt: SEEDED_AT,
        updatedAt: SEEDED_AT,
      },
      {
        id: demoIds.otherOwnerMembership,
        companyId: demoIds.otherCompany,
        userId: demoIds.otherOwner,
        role: "owner",
        jobTitle: "Founder",
        createdAt: SEEDED_AT,
        updatedAt: SEEDED_AT,
      },
    ])
    .onConflictDoNothing();
}
