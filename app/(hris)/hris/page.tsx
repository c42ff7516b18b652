import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { ConsoleMessage } from "@/features/hris-console/components/console-message";
import { consolePaths, PORTAL_HOME } from "@/features/hris-console/lib/console-paths";
import { getConsoleMe } from "./_lib/console-api";

export const metadata: Metadata = { title: "Sign in" };

type Props = { searchParams: Promise<{ error?: string; signedOut?: string }> };

/** The console's front door: signed in, straight to access management; otherwise how to get in. */
export default async function HrisConsoleHome({ searchParams }: Props) {
  const { error, signedOut } = await searchParams;
  const me = await getConsoleMe();
  if (me.ok && !error) redirect(consolePaths.access);
  const link = { href: PORTAL_HOME, label: "Go to the hiring portal" };
  if (error) {
    return (
      <ConsoleMessage title="This sign-in link does not work" link={link}>
        <p>It was already used, or it expired: a link from the portal works once, within a minute.</p>
        <p>Choose HRIS in the portal&apos;s sidebar again to get a new one.</p>
      </ConsoleMessage>
    );
  }
  return (
    <ConsoleMessage title={signedOut ? "You signed out of HRIS" : "Sign in to HRIS"} link={link}>
      <p>Open HRIS from the hiring portal: choose HRIS in the sidebar and you are signed in here.</p>
    </ConsoleMessage>
  );
}
