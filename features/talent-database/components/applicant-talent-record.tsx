import { Database, Send } from "lucide-react";
import Link from "next/link";
import { formatDate } from "@/lib/format/date";
import { talentDatabasePaths } from "../lib/talent-database-paths";

export type ApplicantInvitation = { invitedAt: string; invitedBy: { name: string | null } };

/**
 * "With your company" on an applicant's page: whether the application answered a Talent Search
 * invitation (who invited, and when), and the way to the talent's record in the Talent Database.
 * The link is left out for members who cannot open the database (or when it is hidden).
 */
export function ApplicantTalentRecord({ talentId, invitation, canOpenDatabase }: { talentId: string | null; invitation: ApplicantInvitation | null; canOpenDatabase: boolean }) {
  const link = canOpenDatabase && talentId ? talentId : null;
  if (!invitation && !link) return null;
  return (
    <section aria-label="With your company" className="flex flex-wrap items-center gap-x-4 gap-y-2 rounded-xl border border-gray-200 bg-white px-4 py-3 text-sm sm:mx-8">
      {invitation ? (
        <p className="inline-flex items-center gap-2 text-gray-800">
          <Send className="size-4 text-brand-700" aria-hidden />
          {`Invited via Talent Search by ${invitation.invitedBy.name ?? "a former member"} on ${formatDate(invitation.invitedAt)}`}
        </p>
      ) : null}
      {link ? (
        <Link href={talentDatabasePaths.talent(link)} className="inline-flex items-center gap-1.5 font-medium text-brand-700 underline-offset-2 hover:underline">
          <Database className="size-4" aria-hidden />
          Open in Talent Database
        </Link>
      ) : null}
    </section>
  );
}
