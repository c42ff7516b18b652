/** How many published jobs a job post quota leaves over (null: unlimited, nothing over). */
export function jobsOverQuota(published: number, quota: number | null): number {
  return quota === null ? 0 : Math.max(0, published - quota);
}
