import type { Metadata } from "next";
import { ConsoleMessage } from "@/features/hris-console/components/console-message";
import { consolePaths } from "@/features/hris-console/lib/console-paths";

export const metadata: Metadata = { title: "Not in this console" };

type Props = { params: Promise<{ rest: string[] }> };

/**
 * Every other HRIS menu path (spec 2.3: employees, time, payroll, ...): the built-in console does
 * not pretend to have them. A full HRIS product is configured with NEXT_PUBLIC_HRIS_APP_URL.
 */
export default async function NotCoveredPage({ params }: Props) {
  const path = `/${(await params).rest.map(decodeURIComponent).join("/")}`;
  return (
    <ConsoleMessage title="Not part of the built-in HRIS console" link={{ href: consolePaths.access, label: "Go to Access management" }}>
      <p>
        The built-in HRIS console covers access management only. <span className="break-all font-mono text-xs">{path}</span> belongs to a full HRIS
        product, which your administrator can connect in place of this console.
      </p>
    </ConsoleMessage>
  );
}
