import type { Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import { serverEnv } from "@/server/config/env";
import { ACCESS_TOKEN_COOKIE, REFRESH_TOKEN_COOKIE } from "./session-contract";

function secureCookies(): boolean {
  const env = serverEnv();
  if (env.AUTH_COOKIE_SECURE !== undefined) return env.AUTH_COOKIE_SECURE === "1" || env.AUTH_COOKIE_SECURE === "true";
  return env.NODE_ENV === "production";
}

const baseOptions = () => ({ httpOnly: true, secure: secureCookies(), sameSite: "Lax" as const, path: "/" });

/** HttpOnly, SameSite=Lax, Secure as configured: for other short-lived cookies of the sign-in flows. */
export const sessionCookieOptions = baseOptions;

/** Both cookies live as long as the refresh token (spec 7.5): the proxy reads the access token's claims. */
export function setSessionCookies(
  c: Context,
  tokens: { token: string; refreshToken?: string; refreshExpire: number },
): void {
  const options = { ...baseOptions(), maxAge: Math.max(0, tokens.refreshExpire) };
  setCookie(c, ACCESS_TOKEN_COOKIE, tokens.token, options);
  if (tokens.refreshToken) setCookie(c, REFRESH_TOKEN_COOKIE, tokens.refreshToken, options);
}

export function clearSessionCookies(c: Context): void {
  deleteCookie(c, ACCESS_TOKEN_COOKIE, baseOptions());
  deleteCookie(c, REFRESH_TOKEN_COOKIE, baseOptions());
}

/** The bearer header wins over the cookie, so API clients and scripts can pass a token explicitly. */
export function readAccessToken(c: Context): string | undefined {
  const header = c.req.header("authorization");
  const bearer = header?.match(/^Bearer\s+(\S+)$/i)?.[1];
  return bearer ?? getCookie(c, ACCESS_TOKEN_COOKIE) ?? undefined;
}

export function readRefreshTokenCookie(c: Context): string | undefined {
  return getCookie(c, REFRESH_TOKEN_COOKIE) ?? undefined;
}
