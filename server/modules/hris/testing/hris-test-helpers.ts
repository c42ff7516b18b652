import { and, eq } from "drizzle-orm";
import type { ApiApp } from "@/server/api/create-app";
import type { CompanySessionContext } from "@/server/auth/session-types";
import type { Database } from "@/server/db/client";
import { trackedEvents } from "@/server/db/schema/tracked-events";
import { parseSetCookies, signIn } from "@/tests/api/auth-helpers";
import { requestJson } from "@/tests/api/test-app";
import { HRIS_CONSOLE_COOKIE } from "../hris-contract";

/** Test helpers of the HRIS module: sign in, call the five endpoints as the switcher does, open a console session. */

export type Caller = { token: string; userId: string };

export async function caller(app: ApiApp, email: string, userId: string): Promise<Caller> {
  return { token: (await signIn(app, email)).token, userId };
}

export const becomeSuperAdmin = (app: ApiApp, who: Caller) =>
  requestJson(app, "POST", "/api/v2/hris/admin/action/create-from-external", { token: who.token, body: { userId: who.userId, from: "ats" } });

export const askToJoin = (app: ApiApp, who: Caller, companyId: string, note?: string) =>
  requestJson(app, "POST", "/api/v2/hris/joinrequest/one", { token: who.token, body: { userId: who.userId, companyId, note, from: "ats" } });

export const companyLookup = (app: ApiApp, who: Caller, domain: string) =>
  requestJson(app, "GET", `/api/v2/hris/company/one?email_domain_eq=${encodeURIComponent(domain)}`, { token: who.token });

export const adminLookup = (app: ApiApp, who: Caller, userId = who.userId) =>
  requestJson(app, "GET", `/api/v2/hris/admin/one?user_id_eq=${userId}`, { token: who.token });

export const joinRequestLookup = (app: ApiApp, who: Caller, userId = who.userId, withEmails = true) =>
  requestJson(app, "GET", `/api/v2/hris/joinrequest/one?user_id_eq=${userId}${withEmails ? "&with=emails" : ""}`, { token: who.token });

/** The handoff as the portal and the console do it: a login token for hris, traded for the console cookie. */
export async function consoleCookie(app: ApiApp, who: Caller): Promise<string> {
  const issued = await requestJson(app, "POST", "/api/v1/auth/login-token", { token: who.token, body: { platform: "hris" } });
  const opened = await requestJson(app, "POST", "/api/v2/hris/console/session", { body: { loginToken: issued.body.result.loginToken } });
  if (opened.status !== 200) throw new Error(`console session: ${opened.status} ${JSON.stringify(opened.body)}`);
  return `${HRIS_CONSOLE_COOKIE}=${parseSetCookies(opened.headers).get(HRIS_CONSOLE_COOKIE)!.value}`;
}

export const asConsole = (app: ApiApp, cookie: string, method: string, path: string, body?: unknown) =>
  requestJson(app, method, `/api/v2/hris/console${path}`, { body, headers: { cookie } });

export function companySession(input: { userId: string; companyId: string; userCompanyId: string; role?: "owner" | "member" }): CompanySessionContext {
  return { sessionId: "00000000-0000-4000-8000-000000000000", platform: "employer", role: "member", companyActive: true, ...input };
}

export async function eventsNamed(db: Database, eventName: string, userId: string) {
  return db.select().from(trackedEvents).where(and(eq(trackedEvents.eventName, eventName), eq(trackedEvents.userId, userId)));
}
