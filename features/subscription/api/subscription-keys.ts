export const subscriptionKeys = {
  all: ["subscription"] as const,
  plans: () => [...subscriptionKeys.all, "plans"] as const,
  companyState: (companyId: string) => [...subscriptionKeys.all, "company", companyId] as const,
};
