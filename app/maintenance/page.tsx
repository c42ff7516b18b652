import type { Metadata } from "next";
import { MaintenanceScreen } from "@/components/layout/maintenance-screen";

export const metadata: Metadata = { title: "Maintenance", robots: { index: false, follow: false } };

/** Spec 2.1 and 2.7: proxy.ts shows this in place of any page under maintenance. */
export default function MaintenancePage() {
  return (
    <main>
      <MaintenanceScreen />
    </main>
  );
}
