/** Query keys of the HRIS switcher; mutations invalidate through these, never a hand-typed key. */
export const hrisKeys = {
  all: ["hris"] as const,
  company: (emailDomain: string) => [...hrisKeys.all, "company", emailDomain] as const,
  admin: (userId: string) => [...hrisKeys.all, "admin", userId] as const,
  joinRequest: (userId: string) => [...hrisKeys.all, "join-request", userId] as const,
};
