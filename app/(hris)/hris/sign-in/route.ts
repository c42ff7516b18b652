import { NextResponse, type NextRequest } from "next/server";
import { consolePaths } from "@/features/hris-console/lib/console-paths";
import { consoleFetch } from "../_lib/console-api";
import { seeOther } from "../_lib/see-other";

/**
 * GET /hris/sign-in?token=…: the handoff's landing. Trades the one-time login token for the
 * console's session (the API sets its cookie, path /hris) and moves on to access management; a used,
 * expired or foreign token lands on the console's front door with an explanation.
 */
export async function GET(request: NextRequest): Promise<NextResponse> {
  const token = request.nextUrl.searchParams.get("token")?.trim();
  const answer = token ? await consoleFetch("POST", "/session", "", { loginToken: token }) : null;
  const ok = answer?.ok === true;
  const response = seeOther(ok ? consolePaths.access : `${consolePaths.home}?error=sign-in`);
  for (const cookie of answer?.headers.getSetCookie() ?? []) response.headers.append("set-cookie", cookie);
  // The token is spent either way; keep the address it came in out of caches and referrers.
  response.headers.set("cache-control", "no-store");
  response.headers.set("referrer-policy", "no-referrer");
  return response;
}
