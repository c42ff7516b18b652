import type { Metadata } from "next";
import { ConsoleShell } from "@/features/hris-console/components/console-shell";
import { getConsoleMe } from "./_lib/console-api";

export const metadata: Metadata = { title: { default: "HRIS", template: "%s · HRIS" } };

/** The built-in HRIS console (issue 17): its own layout, not the portal's shell. */
export default async function HrisConsoleLayout({ children }: { children: React.ReactNode }) {
  const me = await getConsoleMe();
  return <ConsoleShell userName={me.ok ? me.data.user.name : null}>{children}</ConsoleShell>;
}
