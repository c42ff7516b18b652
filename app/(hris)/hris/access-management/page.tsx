import type { Metadata } from "next";
import { cookies } from "next/headers";
import { AdminList } from "@/features/hris-console/components/admin-list";
import { ConsoleMessage } from "@/features/hris-console/components/console-message";
import { ConsoleNoticeBanner } from "@/features/hris-console/components/console-notice-banner";
import { PendingRequests } from "@/features/hris-console/components/pending-requests";
import { CONSOLE_NOTICE_COOKIE, decodeNotice } from "@/features/hris-console/lib/console-notice";
import { PORTAL_HOME } from "@/features/hris-console/lib/console-paths";
import { getAccessOverview, getConsoleMe } from "../_lib/console-api";

export const metadata: Metadata = { title: "Access management" };

/** Spec 2.3 HRIS SETTINGS › Access: the Super Admin answers join requests and manages admins. */
export default async function AccessManagementPage() {
  const me = await getConsoleMe();
  if (!me.ok) {
    return (
      <ConsoleMessage title="You are not signed in to HRIS" link={{ href: PORTAL_HOME, label: "Go to the hiring portal" }}>
        <p>Open HRIS from the hiring portal: choose HRIS in the sidebar and you are signed in here.</p>
      </ConsoleMessage>
    );
  }
  if (me.data.admin?.role !== "superAdmin") {
    return (
      <ConsoleMessage title="No access to access management" link={{ href: PORTAL_HOME, label: "Back to the hiring portal" }}>
        <p>Only your company&apos;s HRIS Super Admin manages who can use HRIS.</p>
        <p>{me.data.admin ? "You are an HRIS admin; ask your Super Admin if you need to change access." : "You are not an HRIS admin of your company. Ask for access from the portal's HRIS switcher."}</p>
      </ConsoleMessage>
    );
  }
  const overview = await getAccessOverview();
  if (!overview.ok) throw new Error(`The access page could not be read (${overview.status} ${overview.code})`);
  const notice = decodeNotice((await cookies()).get(CONSOLE_NOTICE_COOKIE)?.value);
  return (
    <div className="space-y-8">
      <div className="space-y-1">
        <h1 className="text-2xl font-semibold">Access management</h1>
        <p className="text-sm text-gray-600">Who can use HRIS at {overview.data.company.name}. You are its Super Admin.</p>
      </div>
      <ConsoleNoticeBanner notice={notice} />
      <PendingRequests requests={overview.data.pendingRequests} />
      <AdminList admins={overview.data.admins} />
    </div>
  );
}
