import type { OidcClientConfig } from "@/server/auth/google-oidc";
import type { ServerEnv } from "@/server/config/env";
import type { Executor } from "@/server/db/client";
import { getEffectiveFlags } from "@/server/modules/feature-flags/feature-flags-service";
import { GOOGLE_SIGN_IN_API } from "./google-sign-in-contract";

/** The gate of spec 6 for the new social-media sign-in. */
export const SOCIAL_AUTH_FLAG = "new-socmed-auth";

/** The app's public origin: APP_URL, else the origin the request came to. */
export function appOrigin(env: ServerEnv, requestUrl: string): string {
  return (env.APP_URL ?? new URL(requestUrl).origin).replace(/\/+$/, "");
}

/**
 * The redirect flow's client settings, or null while the flow is not configured: it needs the
 * OAuth client id and secret (the ID-token endpoints need only the id).
 */
export function googleClientConfig(env: ServerEnv, origin: string): OidcClientConfig | null {
  if (!env.GOOGLE_CLIENT_ID || !env.GOOGLE_CLIENT_SECRET) return null;
  return {
    clientId: env.GOOGLE_CLIENT_ID,
    clientSecret: env.GOOGLE_CLIENT_SECRET,
    issuer: env.GOOGLE_ISSUER,
    authorizationUrl: env.GOOGLE_AUTHORIZATION_URL,
    tokenUrl: env.GOOGLE_TOKEN_URL,
    redirectUri: `${origin}/api${GOOGLE_SIGN_IN_API.callback}`,
  };
}

/**
 * Whether "Continue with Google" is offered: configured on this server and the new-socmed-auth flag
 * on. The visitor has no session yet, so the flag's default for everyone decides (no company override).
 */
export async function googleSignInOffered(db: Executor, env: ServerEnv): Promise<boolean> {
  if (!env.GOOGLE_CLIENT_ID || !env.GOOGLE_CLIENT_SECRET) return false;
  const { flags } = await getEffectiveFlags(db, null);
  return flags[SOCIAL_AUTH_FLAG];
}

