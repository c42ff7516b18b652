export const jobBoostKeys = {
  all: ["job-boosts"] as const,
  overview: (companyId: string) => [...jobBoostKeys.all, "company", companyId] as const,
};
