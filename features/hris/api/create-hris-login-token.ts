import { apiClient } from "@/lib/api-client";
import type { LoginTokenResponse } from "@/server/modules/auth/auth-schemas";
import { HRIS_LOGIN_TOKEN_PLATFORM } from "@/server/modules/hris/hris-contract";

/** POST /v1/auth/login-token {platform: hris}: a one-time token the HRIS side trades for its own session. */
export async function createHrisLoginToken(): Promise<string> {
  const { data } = await apiClient.post<{ result: LoginTokenResponse }>("/v1/auth/login-token", { platform: HRIS_LOGIN_TOKEN_PLATFORM });
  return data.result.loginToken;
}
