import type { Platform } from "./session-contract";

/**
 * What `requireSession` puts on the request context. Company facts come from the database on every
 * request (not from the token), so a removed member or a revoked session stops at once.
 */
export type SessionContext = {
  userId: string;
  sessionId: string;
  platform: Platform;
  /** The active membership's company, or null (no company yet, or a pending join request). */
  companyId: string | null;
  userCompanyId: string | null;
  role: "owner" | "member" | null;
  /** The company exists, is active and not deleted. False without a company. */
  companyActive: boolean;
};

/** A session whose user is an active member of an active company (after `requireCompany`). */
export type CompanySessionContext = SessionContext & {
  companyId: string;
  userCompanyId: string;
  role: "owner" | "member";
};
