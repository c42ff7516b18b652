/** Pages that render without a session and without the signed-in shell (spec 2.1). */
export const PUBLIC_PATHS = [
  "/sign-in",
  "/sign-up",
  "/verification",
  "/forgot-password",
  "/reset-password",
  "/verification-success",
  "/maintenance",
  "/mailbox",
] as const;

export function isPublicPath(pathname: string): boolean {
  return PUBLIC_PATHS.some((path) => pathname === path || pathname.startsWith(`${path}/`));
}

/** The sign-in page, remembering where the visitor was going. */
export function signInPath(redirectUrl?: string): string {
  if (!redirectUrl || redirectUrl === "/sign-in") return "/sign-in";
  return `/sign-in?${new URLSearchParams({ redirectUrl }).toString()}`;
}
