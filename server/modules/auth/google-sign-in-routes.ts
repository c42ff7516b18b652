import { createRoute, z } from "@hono/zod-openapi";
import type { Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import { decodeJwt } from "jose";
import type { AppEnv } from "@/server/api/context";
import { ApiError } from "@/server/api/errors";
import { jsonContent, resultEnvelope } from "@/server/api/openapi";
import { createRouter } from "@/server/api/router";
import { sessionCookieOptions, setSessionCookies } from "@/server/auth/auth-cookies";
import {
  authorizationRequestUrl,
  exchangeAuthorizationCode,
  FLOW_MAX_AGE_SECONDS,
  newFlowState,
  openFlowState,
  sameState,
  sealFlowState,
  TokenExchangeError,
  type OidcFlowState,
} from "@/server/auth/google-oidc";
import { serverEnv } from "@/server/config/env";
import { AUTH_ERROR_CODES, safeRedirectPath } from "./auth-contract";
import { clientInfoOf } from "./auth-http";
import {
  GOOGLE_FLOW_ERROR_CODES,
  GOOGLE_SIGN_IN_API,
  GOOGLE_SIGN_IN_INTENTS,
  SOCIAL_ERROR_PARAMS,
  type GoogleSignInIntent,
} from "./google-sign-in-contract";
import { appOrigin, googleClientConfig, googleSignInOffered } from "./google-sign-in-service";
import { loginWithGoogle, registerWithGoogle } from "./social-service";

const tags = ["Accounts"];

/** The flow cookie: signed, HttpOnly, sent only to the callback, gone after ten minutes or one use. */
const FLOW_COOKIE = "google_oidc_flow";
const FLOW_COOKIE_PATH = `/api${GOOGLE_SIGN_IN_API.callback}`;

const PAGES: Record<GoogleSignInIntent, string> = { "sign-in": "/sign-in", "sign-up": "/sign-up" };

const redirectResponse = (description: string) => ({
  302: { description, headers: z.object({ Location: z.string() }) },
});

const providers = createRoute({
  method: "get",
  path: GOOGLE_SIGN_IN_API.providers,
  tags,
  summary: "Which social sign-in buttons to show: Google when configured and the new-socmed-auth flag is on",
  responses: {
    200: jsonContent(resultEnvelope(z.object({ google: z.boolean() })), "The social sign-in providers offered"),
  },
});

const start = createRoute({
  method: "get",
  path: GOOGLE_SIGN_IN_API.start,
  tags,
  summary: "Start sign-in (or sign-up) with Google: redirects to the provider (OpenID Connect, code flow with PKCE)",
  description:
    "The state, nonce and PKCE verifier travel in a signed HttpOnly cookie for ten minutes. When Google sign-in is off, " +
    "redirects back to the page with socialError=SOCIAL_LOGIN_DISABLED.",
  request: {
    query: z.object({
      intent: z.enum(GOOGLE_SIGN_IN_INTENTS).default("sign-in"),
      redirectUrl: z.string().max(2048).optional(),
    }),
  },
  responses: redirectResponse("To the provider's authorization endpoint, or back to the page with socialError"),
});

const callback = createRoute({
  method: "get",
  path: GOOGLE_SIGN_IN_API.callback,
  tags,
  summary: "The provider's redirect back: checks state, exchanges the code, verifies the ID token, signs in",
  description:
    "Success sets the session cookies as the email sign-in does and redirects to redirectUrl or /. Every failure " +
    "redirects to /sign-in or /sign-up with socialError (the code) and errorId.",
  request: {
    query: z.object({
      code: z.string().max(4096).optional(),
      state: z.string().max(512).optional(),
      error: z.string().max(256).optional(),
    }),
  },
  responses: redirectResponse("Into the portal, or back to the page with socialError"),
});

/** Back to the page the flow started from, with the error code (the page owns the wording). */
function backWithError(
  c: Context<AppEnv>,
  origin: string,
  flow: Pick<OidcFlowState, "intent" | "redirectUrl"> | null,
  code: string,
  email?: string,
) {
  const query = new URLSearchParams({ [SOCIAL_ERROR_PARAMS.code]: code, [SOCIAL_ERROR_PARAMS.errorId]: c.get("requestId") });
  if (email) query.set(SOCIAL_ERROR_PARAMS.email, email);
  if (flow?.redirectUrl) query.set("redirectUrl", flow.redirectUrl);
  c.header("Cache-Control", "no-store");
  return c.redirect(`${origin}${PAGES[flow?.intent ?? "sign-in"]}?${query.toString()}`, 302);
}

/** The Google account's email of an ID token that passed verification (for the restricted-domain notice). */
function emailOf(idToken: string): string | undefined {
  try {
    const { email } = decodeJwt(idToken);
    return typeof email === "string" ? email.toLowerCase() : undefined;
  } catch {
    return undefined;
  }
}

export const googleSignInRoutes = createRouter()
  .openapi(providers, async (c) => {
    const google = await googleSignInOffered(c.get("db"), serverEnv());
    c.header("Cache-Control", "no-store");
    return c.json({ result: { google } }, 200);
  })
  .openapi(start, async (c) => {
    const env = serverEnv();
    const origin = appOrigin(env, c.req.url);
    const { intent, redirectUrl } = c.req.valid("query");
    const flow = newFlowState(intent, safeRedirectPath(redirectUrl));
    const config = googleClientConfig(env, origin);
    if (!config || !(await googleSignInOffered(c.get("db"), env))) {
      return backWithError(c, origin, flow, AUTH_ERROR_CODES.socialLoginDisabled);
    }
    setCookie(c, FLOW_COOKIE, await sealFlowState(flow), {
      ...sessionCookieOptions(),
      path: FLOW_COOKIE_PATH,
      maxAge: FLOW_MAX_AGE_SECONDS,
    });
    c.header("Cache-Control", "no-store");
    return c.redirect(authorizationRequestUrl(config, flow), 302);
  })
  .openapi(callback, async (c) => {
    const env = serverEnv();
    const origin = appOrigin(env, c.req.url);
    const log = c.get("log");
    const query = c.req.valid("query");
    const sealed = getCookie(c, FLOW_COOKIE);
    // One use: whatever happens next, this flow is over.
    deleteCookie(c, FLOW_COOKIE, { ...sessionCookieOptions(), path: FLOW_COOKIE_PATH });
    const flow = sealed ? await openFlowState(sealed) : null;

    if (!flow || !sameState(flow.state, query.state)) {
      log.warn({ hadFlowCookie: Boolean(sealed) }, "Google sign-in callback without a matching state");
      return backWithError(c, origin, flow, GOOGLE_FLOW_ERROR_CODES.stateInvalid);
    }
    if (query.error) {
      const cancelled = query.error === "access_denied";
      if (!cancelled) log.warn({ providerError: query.error.slice(0, 64) }, "Google sign-in: the provider reported an error");
      return backWithError(c, origin, flow, cancelled ? GOOGLE_FLOW_ERROR_CODES.cancelled : GOOGLE_FLOW_ERROR_CODES.unavailable);
    }
    if (!query.code) return backWithError(c, origin, flow, AUTH_ERROR_CODES.socmedDataInvalid);
    const config = googleClientConfig(env, origin);
    if (!config) return backWithError(c, origin, flow, AUTH_ERROR_CODES.socialLoginDisabled);

    let idToken: string | undefined;
    try {
      idToken = await exchangeAuthorizationCode(config, { code: query.code, codeVerifier: flow.codeVerifier });
      const tokens =
        flow.intent === "sign-up"
          ? await registerWithGoogle(c.get("db"), { idToken, nonce: flow.nonce }, clientInfoOf(c))
          : await loginWithGoogle(c.get("db"), idToken, clientInfoOf(c), { nonce: flow.nonce });
      setSessionCookies(c, tokens);
      c.header("Cache-Control", "no-store");
      // The proxy sends the user on to /onboarding or /subscription when their data says so.
      return c.redirect(`${origin}${flow.redirectUrl ?? "/"}`, 302);
    } catch (error) {
      if (error instanceof TokenExchangeError) {
        log.warn({ err: error.message }, "Google sign-in: code exchange failed");
        const code = error.kind === "invalid" ? AUTH_ERROR_CODES.socmedDataInvalid : GOOGLE_FLOW_ERROR_CODES.unavailable;
        return backWithError(c, origin, flow, code);
      }
      if (error instanceof ApiError) {
        log.info({ code: error.code }, "Google sign-in refused");
        const email = error.code === AUTH_ERROR_CODES.emailDomainNotAllowed && idToken ? emailOf(idToken) : undefined;
        return backWithError(c, origin, flow, error.code, email);
      }
      // Never a bare 500 page in the middle of a redirect flow: back to the page, findable by errorId.
      log.error({ err: error }, "Google sign-in failed");
      return backWithError(c, origin, flow, GOOGLE_FLOW_ERROR_CODES.failed);
    }
  });
