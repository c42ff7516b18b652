/** Talent Search's pages (spec 2.3: /explore-talents and /explore-talents/search/...). */
export const talentSearchPaths = {
  search: () => "/explore-talents",
  detail: (talentId: string) => `/explore-talents/search/${encodeURIComponent(talentId)}`,
} as const;
