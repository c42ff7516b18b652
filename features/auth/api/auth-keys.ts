/** Query keys of the auth feature; mutations invalidate through these, never a hand-typed key. */
export const authKeys = {
  all: ["auth"] as const,
  currentUser: () => [...authKeys.all, "current-user"] as const,
  companyData: () => [...authKeys.all, "company-data"] as const,
  lastSeen: (userCompanyId: string) => [...authKeys.all, "last-seen", userCompanyId] as const,
};
