import { apiClient } from "@/lib/api-client";

/**
 * POST /v1/login/refresh with the refresh-token cookie: a new access token carrying today's facts.
 * Used when something changed for this user elsewhere (the owner started the trial, a join request
 * was accepted), so the route guards stop reading the old claims.
 */
export async function refreshSession(): Promise<void> {
  await apiClient.post("/v1/login/refresh", { platform: "employer" });
}
