import { cache } from "react";
import { serverSideApi } from "@/server/api/process-app";
import { careersPageSchema, publicJobSchema, type CareersPage, type PublicJob } from "@/server/modules/careers/careers-schemas";

/**
 * The careers pages' data: the public API called in process (same validation, visibility rules
 * and salary rule as over HTTP), parsed with its contract. Null when the API answers 404; any
 * other failure throws to the error page. `cache` shares one call between metadata and the page.
 */
async function readPublic<T>(path: string, parse: (result: unknown) => T): Promise<T | null> {
  const response = await serverSideApi().request(`/api${path}`);
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
  const body = (await response.json()) as { result: unknown };
  return parse(body.result);
}

export const getCareersPage = cache(
  (companySlug: string): Promise<CareersPage | null> => readPublic(`/v1/careers/${encodeURIComponent(companySlug)}`, (result) => careersPageSchema.parse(result)),
);

export const getCareersJob = cache(
  (companySlug: string, jobSlug: string): Promise<PublicJob | null> =>
    readPublic(`/v1/careers/${encodeURIComponent(companySlug)}/jobs/${encodeURIComponent(jobSlug)}`, (result) => publicJobSchema.parse(result)),
);
