/** Pages of the Talent Database and the Talent Search links this feature makes. */
export const talentDatabasePaths = {
  list: () => "/talent-database",
  talent: (talentId: string) => `/talent-database/${encodeURIComponent(talentId)}`,
  /** Talent Search's For You tab narrowed to one job (the job banner's link). */
  suggestedForJob: (jobId: string) => `/explore-talents?${new URLSearchParams({ tab: "forYou", jobId }).toString()}`,
} as const;
