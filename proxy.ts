import { decodeJwt } from "jose";
import { NextResponse, type NextRequest } from "next/server";
import { ACCESS_TOKEN_COOKIE, REFRESH_TOKEN_COOKIE, type AccessTokenClaims } from "@/server/auth/session-contract";
import { isUnderMaintenance, loadMaintenanceSettings } from "@/lib/maintenance-guard";
import { isPublicPath, signInPath } from "@/lib/routes";
import { HRIS_CONSOLE_BASE_PATH } from "@/server/modules/hris/hris-contract";

/**
 * The route guards of spec 2.7 (Next.js 16's name for middleware). They only pick a redirect from
 * the claims of the access-token cookie, decoded without verification and without a database call:
 * this is not a security boundary, the API verifies the token and re-checks every fact on each call.
 */

/** Pages a signed-in user has no business on (spec 2.7 "sign-in-type pages"). */
const SIGN_IN_PAGES = ["/sign-in", "/sign-up", "/verification", "/forgot-password", "/reset-password"];
/**
 * Pages open to a user whose company still needs a subscription: the plans, their settings page,
 * billing (a pending order's page and past invoices stay reachable, issue 15) and checkout (any path
 * starting with /checkout). /onboarding is not listed: a user with complete data is sent on from it anyway.
 */
const SUBSCRIPTION_ALLOWED_PAGES = ["/subscription", "/settings/subscription", "/settings/billing"];

const ONBOARDING = "/onboarding";
const SUBSCRIPTION = "/subscription";
const MAINTENANCE = "/maintenance";

const isUnder = (pathname: string, paths: readonly string[]) =>
  paths.some((path) => pathname === path || pathname.startsWith(`${path}/`));
const isSubscriptionAllowed = (pathname: string) =>
  isUnder(pathname, SUBSCRIPTION_ALLOWED_PAGES) || pathname.startsWith("/checkout");

type SessionClaims = Pick<AccessTokenClaims, "plt" | "cid" | "df" | "sst" | "upg" | "cact"> & { exp?: number };

function readClaims(token: string | undefined): SessionClaims | null {
  if (!token) return null;
  try {
    const claims = decodeJwt(token) as Partial<SessionClaims>;
    if (claims.plt !== "employer" && claims.plt !== "talent") return null;
    return claims as SessionClaims;
  } catch {
    return null;
  }
}

/** Spec 2.7: no company, no subscription status, a needed upgrade, or an inactive company. */
function needsSubscription(claims: SessionClaims): boolean {
  return !claims.cid || !claims.sst || claims.sst === "none" || claims.upg === true || claims.cact === false;
}

/** Where a signed-in user belongs when the page they asked for is not for them. */
function homeOf(claims: SessionClaims): string {
  if (!claims.df) return ONBOARDING;
  return needsSubscription(claims) ? SUBSCRIPTION : "/";
}

function redirect(request: NextRequest, path: string): NextResponse {
  return NextResponse.redirect(new URL(path, request.url));
}

/**
 * A page's form posted before the page was interactive (every form has method="post"; the browser
 * submits it natively until React takes over). Nothing reads that body: answer with a redirect to
 * the same page, so the user sees the form again and a reload does not offer to resend a password.
 * Server actions (never used here) carry a Next-Action header and are let through.
 */
function isEarlyFormPost(request: NextRequest): boolean {
  return request.method === "POST" && !request.headers.has("next-action");
}

export async function proxy(request: NextRequest): Promise<NextResponse> {
  const { pathname, search } = request.nextUrl;

  // The built-in HRIS console (issue 17) stands apart like the separate HRIS host it replaces: its
  // own session cookie, its own sign-in by login token, forms that post to its route handlers.
  if (isUnder(pathname, [HRIS_CONSOLE_BASE_PATH])) return NextResponse.next();

  if (isEarlyFormPost(request)) return NextResponse.redirect(new URL(`${pathname}${search}`, request.url), 303);

  const maintenance = await loadMaintenanceSettings(request.nextUrl.origin);
  if (isUnderMaintenance(maintenance, pathname)) {
    return NextResponse.rewrite(new URL(MAINTENANCE, request.url));
  }

  const accessToken = request.cookies.get(ACCESS_TOKEN_COOKIE)?.value;
  const hasSession = Boolean(accessToken) || request.cookies.has(REFRESH_TOKEN_COOKIE);
  const isPublic = isPublicPath(pathname);

  if (!hasSession) {
    return isPublic ? NextResponse.next() : redirect(request, signInPath(`${pathname}${search}`));
  }

  const claims = readClaims(accessToken);
  if (claims?.plt === "talent") {
    // A job-seeker session does not open this portal; drop it so the sign-in page is usable.
    const response = pathname === "/sign-in" ? NextResponse.next() : redirect(request, "/sign-in");
    response.cookies.delete(ACCESS_TOKEN_COOKIE);
    response.cookies.delete(REFRESH_TOKEN_COOKIE);
    return response;
  }

  if (isUnder(pathname, SIGN_IN_PAGES)) {
    // Only a live access token counts here: an expired or revoked session must still reach the
    // sign-in page, or a dead cookie would bounce the user between / and /sign-in.
    const live = claims && typeof claims.exp === "number" && claims.exp * 1000 > Date.now();
    return live ? redirect(request, claims.df ? "/" : ONBOARDING) : NextResponse.next();
  }
  // Public pages that are not sign-in pages (verification success, maintenance, mailbox).
  if (isPublic) return NextResponse.next();

  // Only a refresh cookie (or an unreadable access token): the page's first API call refreshes the
  // session and the API answers from fresh facts; the next navigation is guarded again.
  if (!claims) return NextResponse.next();

  if (!claims.df) return pathname === ONBOARDING ? NextResponse.next() : redirect(request, ONBOARDING);
  if (pathname === ONBOARDING) return redirect(request, homeOf(claims));
  if (needsSubscription(claims) && !isSubscriptionAllowed(pathname)) return redirect(request, SUBSCRIPTION);
  return NextResponse.next();
}

export const config = {
  // Everything but the API, Next.js assets and files with an extension.
  matcher: ["/((?!api/|_next/|favicon.ico|.*\\.[a-zA-Z0-9]+$).*)"],
};
