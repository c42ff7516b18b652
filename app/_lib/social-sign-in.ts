import { serverSideApi } from "@/server/api/process-app";
import { GOOGLE_SIGN_IN_API, SOCIAL_ERROR_PARAMS, type SocialSignInProviders } from "@/server/modules/auth/google-sign-in-contract";

type SearchParams = Record<string, string | string[] | undefined>;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/**
 * Which social sign-in buttons the sign-in and sign-up pages show, asked of our API in process
 * while the page renders, so the button is in the first HTML (no shift when it appears). Anything
 * but a clean answer hides the buttons: the email form always works.
 */
export async function socialSignInProviders(): Promise<SocialSignInProviders> {
  try {
    const response = await serverSideApi().request(`/api${GOOGLE_SIGN_IN_API.providers}`, { headers: { accept: "application/json" } });
    if (!response.ok) return { google: false };
    const body = (await response.json()) as { result?: Partial<SocialSignInProviders> };
    return { google: body.result?.google === true };
  } catch {
    return { google: false };
  }
}

/** The error a failed "Continue with Google" brought back in the page's address, if any. */
export function socialSignInErrorOf(params: SearchParams): { code: string; errorId: string | null; email: string | null } | null {
  const code = first(params[SOCIAL_ERROR_PARAMS.code]);
  if (!code) return null;
  return { code, errorId: first(params[SOCIAL_ERROR_PARAMS.errorId]) ?? null, email: first(params[SOCIAL_ERROR_PARAMS.email]) ?? null };
}
