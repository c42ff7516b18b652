/** Query keys of the company profile feature; mutations invalidate through these, never a hand-typed key. */
export const companyProfileKeys = {
  all: ["company-profile"] as const,
  profile: (companyId: string) => [...companyProfileKeys.all, "profile", companyId] as const,
  verification: (companyId: string) => [...companyProfileKeys.all, "verification", companyId] as const,
  culture: () => [...companyProfileKeys.all, "culture"] as const,
};
