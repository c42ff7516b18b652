import type { NextRequest } from "next/server";

/**
 * The console's forms post only from its own pages. Its cookie is SameSite=Lax (no cross-site
 * posts carry it); this refuses a post whose Origin names another site as well.
 */
export function isSameOrigin(request: NextRequest): boolean {
  const origin = request.headers.get("origin");
  if (!origin) return true;
  const host = request.headers.get("x-forwarded-host") ?? request.headers.get("host");
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}
