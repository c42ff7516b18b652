import { siteConfig } from "@/lib/site-config";
import { hrisSignInUrl as signInUrlOn } from "@/server/modules/hris/hris-contract";

/**
 * The handoff (issue 17): the configured HRIS host's sign-in page, which trades the one-time login
 * token for its session. Here and not in lib/site-config, which every page's error screen loads: the
 * HRIS contract would ride along into all of them.
 */
export function hrisSignInUrl(loginToken: string): string {
  return signInUrlOn(siteConfig.hrisUrl, loginToken);
}
