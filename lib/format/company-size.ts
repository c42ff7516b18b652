export type CompanySize = "small" | "medium" | "large";

/** Spec 3 and 9: company size bands. */
export const COMPANY_SIZE_BANDS: Record<CompanySize, string> = {
  small: "1-50",
  medium: "50-100",
  large: "100+",
};

export function formatCompanySize(size: CompanySize | null | undefined): string {
  return size ? COMPANY_SIZE_BANDS[size] : "";
}
