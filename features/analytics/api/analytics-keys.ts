/** Query keys of hiring analytics; each starts with ["analytics", companyId] so one company's figures never serve another's. */
export const analyticsKeys = {
  all: ["analytics"] as const,
  stats: (companyId: string, query: object) => [...analyticsKeys.all, companyId, "stats", query] as const,
  responseTime: (companyId: string, query: object) => [...analyticsKeys.all, companyId, "avg-response-time", query] as const,
  jobs: (companyId: string, query: object) => [...analyticsKeys.all, companyId, "jobs", query] as const,
};
