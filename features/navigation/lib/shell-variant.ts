import { normalizePath } from "@/components/layout/active-path";

// Spec 2.6: the job wizard, at either set of URLs (the alternate-job-urls flag picks which exists).
const JOB_WIZARD_PATTERNS = [/^\/job-post\/create$/, /^\/job-post\/edit\/[^/]+$/, /^\/jobs\/create$/, /^\/jobs\/[^/]+\/edit$/];

/** Job wizard pages render with the purple background, a transparent header and no sidebar. */
export function isJobWizardPath(pathname: string): boolean {
  const path = normalizePath(pathname);
  return JOB_WIZARD_PATTERNS.some((pattern) => pattern.test(path));
}
