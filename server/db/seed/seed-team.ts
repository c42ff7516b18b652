import { hashToken, randomToken } from "@/server/auth/secure-tokens";
import type { Executor } from "../client";
import { companyInvitations } from "../schema/company-invitations";
import { memberPermissions } from "../schema/member-permissions";
import { demoIds } from "./demo-ids";

/** Fixed ids of the team records of the demo seed. */
export const demoTeamIds = {
  memberTeamView: "0d3e0000-0000-4000-8000-000000000601",
  memberTalentDb: "0d3e0000-0000-4000-8000-000000000602",
  memberTalentHunt: "0d3e0000-0000-4000-8000-000000000603",
  memberPostAJob: "0d3e0000-0000-4000-8000-000000000604",
  memberAnalytics: "0d3e0000-0000-4000-8000-000000000605",
  pendingInvitation: "0d3e0000-0000-4000-8000-000000000701",
} as const;

const SEEDED_AT = new Date("2026-01-05T02:00:00.000Z");

/**
 * The demo member (Budi, a recruiter) holds a realistic mix: sees the team, uses the Talent
 * Database, may create jobs and read analytics, but is denied Talent Search, so the access-request
 * flow can be tried. Job access comes with the jobs. One invitation is waiting to be accepted.
 */
export async function seedTeam(db: Executor): Promise<void> {
  const member = { companyId: demoIds.demoCompany, memberId: demoIds.demoMemberMembership, allowedCriteria: null, createdAt: SEEDED_AT, updatedAt: SEEDED_AT };
  await db
    .insert(memberPermissions)
    .values([
      { id: demoTeamIds.memberTeamView, resource: "userCompany", action: "view", ...member },
      { id: demoTeamIds.memberTalentDb, resource: "talentDb", action: "manage", ...member },
      { id: demoTeamIds.memberTalentHunt, resource: "talentHunt", action: "denied", ...member },
      { id: demoTeamIds.memberPostAJob, resource: "postAJob", action: "create", ...member },
      { id: demoTeamIds.memberAnalytics, resource: "analyticsGeneral", action: "view", ...member },
    ])
    .onConflictDoNothing();

  await db
    .insert(companyInvitations)
    .values({
      id: demoTeamIds.pendingInvitation,
      companyId: demoIds.demoCompany,
      email: "sari.hr@demo-company.test",
      // Nobody knows this token: the demo invitation can only be resent (which mails a new link).
      tokenHash: hashToken(randomToken()),
      accessPermissions: [
        { resource: "userCompany", action: "view", allowedCriteria: null },
        { resource: "talentHunt", action: "manage", allowedCriteria: null },
        { resource: "talentDb", action: "manage", allowedCriteria: null },
        { resource: "analyticsGeneral", action: "view", allowedCriteria: null },
      ],
      invitedByUserId: demoIds.demoOwner,
      sentAt: SEEDED_AT,
      expiresAt: new Date(SEEDED_AT.getTime() + 7 * 24 * 60 * 60 * 1000),
      createdAt: SEEDED_AT,
      updatedAt: SEEDED_AT,
    })
    .onConflictDoNothing();
}
