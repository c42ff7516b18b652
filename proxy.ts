import { NextResponse, type NextRequest } from "next/server";
import { ACCESS_TOKEN_COOKIE, REFRESH_TOKEN_COOKIE } from "@/server/auth/session-contract";
import { isPublicPath, signInPath } from "@/lib/routes";

/**
 * Next.js 16's name for middleware. A fast redirect for visitors without a session cookie; it is
 * not a security boundary: the API checks the session on every call.
 */
export function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  if (isPublicPath(pathname)) return NextResponse.next();
  const hasSession =
    request.cookies.has(ACCESS_TOKEN_COOKIE) || request.cookies.has(REFRESH_TOKEN_COOKIE);
  if (!hasSession) {
    return NextResponse.redirect(new URL(signInPath(`${pathname}${search}`), request.url));
  }
  return NextResponse.next();
}

export const config = {
  // Everything but the API, Next.js assets and files with an extension.
  matcher: ["/((?!api/|_next/|favicon.ico|.*\\.[a-zA-Z0-9]+$).*)"],
};
