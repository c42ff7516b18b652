import type { Database } from "@/server/db/client";
import { hrisAdmins, hrisCompanies, hrisJoinRequests } from "@/server/db/schema/hris";
import { demoIds } from "@/server/db/seed/demo-ids";
import { HRIS_ACCESS_AREAS } from "../hris-contract";

/** Fixed ids of the HRIS records the isolation suite aims at. */
export const DEMO_HRIS_COMPANY_ID = "0d3e0000-0000-4000-8000-00000000f001";
export const DEMO_HRIS_SUPER_ADMIN_ID = "0d3e0000-0000-4000-8000-00000000f002";
export const DEMO_HRIS_JOIN_REQUEST_ID = "0d3e0000-0000-4000-8000-00000000f003";
const OTHER_HRIS_COMPANY_ID = "0d3e0000-0000-4000-8000-00000000f101";

/**
 * Demo Company on HRIS (its owner Super Admin, its member's pending join request) and Other Company
 * on HRIS with its owner as Super Admin, so Other Company's calls with Demo Company's ids reach the
 * tenant check rather than stopping at "not a Super Admin".
 */
export async function insertDemoHrisRecords(db: Database): Promise<void> {
  await db.insert(hrisCompanies).values([
    { id: DEMO_HRIS_COMPANY_ID, companyId: demoIds.demoCompany, emailDomain: "demo-company.test", name: "Demo Company", createdByUserId: demoIds.demoOwner },
    { id: OTHER_HRIS_COMPANY_ID, companyId: demoIds.otherCompany, emailDomain: "other-company.test", name: "Other Company", createdByUserId: demoIds.otherOwner },
  ]);
  await db.insert(hrisAdmins).values([
    { id: DEMO_HRIS_SUPER_ADMIN_ID, hrisCompanyId: DEMO_HRIS_COMPANY_ID, userId: demoIds.demoOwner, role: "superAdmin", access: [...HRIS_ACCESS_AREAS], source: "ats" },
    { hrisCompanyId: OTHER_HRIS_COMPANY_ID, userId: demoIds.otherOwner, role: "superAdmin", access: [...HRIS_ACCESS_AREAS], source: "ats" },
  ]);
  await db.insert(hrisJoinRequests).values({ id: DEMO_HRIS_JOIN_REQUEST_ID, hrisCompanyId: DEMO_HRIS_COMPANY_ID, userId: demoIds.demoMember, note: "Demo Company payroll", source: "ats" });
}
