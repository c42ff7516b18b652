export const onboardingKeys = {
  all: ["onboarding"] as const,
  companyByEmailDomain: (domain: string) => [...onboardingKeys.all, "company-by-email-domain", domain.toLowerCase()] as const,
};
