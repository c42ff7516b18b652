import { UnsecuredJWT } from "jose";
import { HttpResponse } from "msw";
import { ACCESS_TOKEN_COOKIE, REFRESH_TOKEN_COOKIE } from "@/server/auth/session-contract";
import { demoUser } from "./demo-account";

const ACCESS_SECONDS = 15 * 60;
const REFRESH_SECONDS = 30 * 24 * 60 * 60;

/**
 * An access token with the demo owner's claims. The portal's route guard only decodes it (proxy.ts)
 * and the mock API does not check it, so it is left unsigned: nothing here can pass for a token of
 * the real API.
 */
export function demoAccessToken(): string {
  return new UnsecuredJWT({
    sub: demoUser.userId,
    sid: "mock-session",
    plt: "employer",
    cid: demoUser.companyId,
    mid: demoUser.userCompanyId,
    df: true,
    sst: "active",
    upg: false,
    cact: true,
  })
    .setIssuedAt()
    .setExpirationTime(`${ACCESS_SECONDS}s`)
    .encode();
}

const cookie = (name: string, value: string, maxAge: number) => `${name}=${value}; Max-Age=${maxAge}; Path=/; HttpOnly; SameSite=Lax`;

/** A sign-in or refresh as the API answers it: the tokens in the body and as HttpOnly cookies. */
export function signedInAnswer(): Response {
  const token = demoAccessToken();
  const refreshToken = "mock-refresh-token";
  const headers = new Headers();
  headers.append("set-cookie", cookie(ACCESS_TOKEN_COOKIE, token, ACCESS_SECONDS));
  headers.append("set-cookie", cookie(REFRESH_TOKEN_COOKIE, refreshToken, REFRESH_SECONDS));
  return HttpResponse.json({ result: { token, expire: ACCESS_SECONDS, refreshToken, refreshExpire: REFRESH_SECONDS } }, { headers });
}

/** A sign-out: both cookies dropped. */
export function signedOutAnswer(): Response {
  const headers = new Headers();
  headers.append("set-cookie", cookie(ACCESS_TOKEN_COOKIE, "", 0));
  headers.append("set-cookie", cookie(REFRESH_TOKEN_COOKIE, "", 0));
  return HttpResponse.json({ result: { success: true } }, { headers });
}
