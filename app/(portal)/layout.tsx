import { cookies } from "next/headers";
import { SIDEBAR_EXPANDED_KEY, parseExpanded } from "@/components/layout/sidebar-storage";
import { PortalChrome } from "./_components/portal-chrome";

/** The signed-in shell around every portal page (spec 2.3-2.5). */
export default async function PortalLayout({ children }: { children: React.ReactNode }) {
  // The remembered sidebar state, so the server renders it at the right width (spec 2.4).
  const initialExpanded = parseExpanded((await cookies()).get(SIDEBAR_EXPANDED_KEY)?.value) ?? true;
  return <PortalChrome initialExpanded={initialExpanded}>{children}</PortalChrome>;
}
