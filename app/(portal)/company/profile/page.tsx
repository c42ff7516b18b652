import type { Metadata } from "next";
import { CompanyProfileScreen } from "./_components/company-profile-screen";

export const metadata: Metadata = { title: "Company Profile" };

/** Company Profile (/company/profile). */
export default function CompanyProfilePage() {
  return <CompanyProfileScreen />;
}
