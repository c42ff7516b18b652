import { NextResponse, type NextRequest } from "next/server";
import { consolePaths } from "@/features/hris-console/lib/console-paths";
import { consoleCookieHeader, consoleFetch } from "../_lib/console-api";
import { isSameOrigin } from "../_lib/same-origin";
import { seeOther } from "../_lib/see-other";

/** POST /hris/sign-out (the header's form): ends the console session and clears its cookie. */
export async function POST(request: NextRequest): Promise<NextResponse> {
  if (!isSameOrigin(request)) return new NextResponse("Forbidden", { status: 403 });
  const answer = await consoleFetch("DELETE", "/session", await consoleCookieHeader());
  const response = seeOther(`${consolePaths.home}?signedOut=1`);
  for (const cookie of answer.headers.getSetCookie()) response.headers.append("set-cookie", cookie);
  return response;
}
