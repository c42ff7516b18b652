/** Cookie names shared by the API (which sets them) and the proxy (which reads them). */
export const ACCESS_TOKEN_COOKIE = "hp_access_token";
export const REFRESH_TOKEN_COOKIE = "hp_refresh_token";

export type Platform = "employer" | "talent";

/** Subscription state as the route guards of spec 2.7 see it. */
export type GuardSubscriptionStatus = "none" | "trial" | "active" | "expired";

/**
 * Claims of the access token (a short-lived HS256 JWT). Besides identity it carries the facts the
 * route guards of spec 2.7 need, so proxy.ts can route without a database call. The proxy only
 * decodes them to pick a redirect; the API verifies the signature and re-checks the facts.
 * Whenever one of these facts changes (onboarding done, trial started), the API issues a new
 * access token cookie.
 */
export type AccessTokenClaims = {
  sub: string; // user id
  sid: string; // auth session id (refresh-token family)
  plt: Platform;
  cid: string | null; // company id
  mid: string | null; // company membership id (the spec's userCompanyId)
  df: boolean; // isDataFilled: onboarding complete
  sst: GuardSubscriptionStatus;
  upg: boolean; // needUpgradePlan
  cact: boolean; // company active
};
