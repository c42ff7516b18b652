// One definition for the portal and the API (Google sign-in checks its redirectUrl with it too).
export { safeRedirectPath } from "@/server/modules/auth/auth-contract";

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
  // The invitation's join link (issue 5): shown before signing in, and to a signed-in invitee who
  // has no company yet (whom the onboarding guard would otherwise send away).
  "/join-team",
  // The public careers pages (issue 6): candidates have no account here.
  "/careers",
  // A candidate's tech test, reached by the private link in their email (issue 7).
  "/tech-test",
  // The local payment simulator's page (issue 15): it stands for the bank's or e-wallet's own page.
  "/payment-simulator",
] as const;

export function isPublicPath(pathname: string): boolean {
  return PUBLIC_PATHS.some((path) => pathname === path || pathname.startsWith(`${path}/`));
}

/** The sign-in page, remembering where the visitor was going. */
export function signInPath(redirectUrl?: string): string {
  if (!redirectUrl || redirectUrl === "/sign-in") return "/sign-in";
  return `/sign-in?${new URLSearchParams({ redirectUrl }).toString()}`;
}


/**
 * The job pages of spec 2.6. The wizard has two sets of addresses; the `alternate-job-urls` flag
 * picks /jobs/create and /jobs/{id}/edit over /job-post/create and /job-post/edit/{id}.
 */
export const jobPaths = {
  list: () => "/job-post",
  create: (alternateUrls: boolean) => (alternateUrls ? "/jobs/create" : "/job-post/create"),
  edit: (jobId: string, alternateUrls: boolean) => (alternateUrls ? `/jobs/${jobId}/edit` : `/job-post/edit/${jobId}`),
  candidates: (jobId: string) => `/job-post/${jobId}/candidates`,
  candidate: (jobId: string, jobApplicationId: string) => `/job-post/${jobId}/candidates/${jobApplicationId}`,
  applications: (jobId: string) => `/job-post/${jobId}/applications`,
  import: (jobId: string) => `/job-post/${jobId}/import`,
  importBatch: (jobId: string, importBatchId: string) => `/job-post/${jobId}/import/${importBatchId}`,
  careers: (companySlug: string) => `/careers/${companySlug}`,
  careersJob: (companySlug: string, jobSlug: string) => `/careers/${companySlug}/${jobSlug}`,
} as const;

/** Pages candidates open from our emails; they have no account. */
export const candidatePaths = {
  techTest: (token: string) => `/tech-test/${token}`,
} as const;
