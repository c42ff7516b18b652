import { NextResponse, type NextRequest } from "next/server";
import { CONSOLE_NOTICE_COOKIE, CONSOLE_NOTICE_SECONDS, encodeNotice, noticeText, type ConsoleNotice } from "@/features/hris-console/lib/console-notice";
import { consolePaths } from "@/features/hris-console/lib/console-paths";
import { HRIS_CONSOLE_BASE_PATH } from "@/server/modules/hris/hris-contract";
import { consoleCookieHeader, consoleFetch } from "../../_lib/console-api";
import { isSameOrigin } from "../../_lib/same-origin";
import { seeOther } from "../../_lib/see-other";

const INTENTS = {
  approve: { method: "POST", path: (id: string) => `/joinrequests/${id}/approve`, kind: "approved" },
  deny: { method: "POST", path: (id: string) => `/joinrequests/${id}/deny`, kind: "denied" },
  access: { method: "PATCH", path: (id: string) => `/admins/${id}`, kind: "access" },
  remove: { method: "DELETE", path: (id: string) => `/admins/${id}`, kind: "removed" },
} as const;

/**
 * POST /hris/access-management/actions: the access page's forms (approve, deny, save access,
 * remove). Each calls the console API as the visitor, then goes back to the page with a notice of
 * what happened, so the page works with the keyboard and without any script.
 */
export async function POST(request: NextRequest): Promise<NextResponse> {
  if (!isSameOrigin(request)) return new NextResponse("Forbidden", { status: 403 });
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "") as keyof typeof INTENTS;
  const id = encodeURIComponent(String(form.get("id") ?? ""));
  const action = INTENTS[intent];
  let notice: ConsoleNotice;
  if (!action || !id) {
    notice = { kind: "error", text: "That form was not understood. Reload the page and try again." };
  } else {
    const body = intent === "access" ? { access: form.getAll("access").map(String) } : undefined;
    const answer = await consoleFetch(action.method, action.path(id), await consoleCookieHeader(), body);
    const json = (await answer.json().catch(() => null)) as { result?: { doc?: { name?: string } }; message?: string } | null;
    notice = answer.ok
      ? { kind: action.kind, text: noticeText(action.kind, json?.result?.doc?.name ?? "The admin") }
      : { kind: "error", text: json?.message ?? "Something went wrong. Try again." };
  }
  const response = seeOther(consolePaths.access);
  response.cookies.set(CONSOLE_NOTICE_COOKIE, encodeNotice(notice), {
    path: HRIS_CONSOLE_BASE_PATH,
    maxAge: CONSOLE_NOTICE_SECONDS,
    httpOnly: true,
    sameSite: "lax",
  });
  return response;
}
