import Link from "next/link";
import { formatDateTime } from "@/lib/format/date";
import { jobPaths } from "@/lib/routes";
import { COMPANY_TALENT_ORIGIN_LABELS } from "@/server/modules/talents/talents-contract";
import type { TalentDetail } from "@/server/modules/talents/talents-schemas";
import { DetailSection } from "./detail-section";

const by = (actor: { name: string | null }) => (actor.name ? ` by ${actor.name}` : "");

/** What this company has done with the talent: in its database, contacted, invited, applications to its jobs. */
export function TalentActivity({ talent }: { talent: TalentDetail }) {
  const { origin, unlockedAt, contacts, invitations, applications } = talent.company;
  const nothing = !origin && !unlockedAt && contacts.length === 0 && invitations.length === 0 && applications.length === 0;
  return (
    <DetailSection title="With your company">
      {nothing ? <p className="text-sm text-gray-600">Your company has not been in touch with this talent yet.</p> : null}
      <ul className="flex flex-col gap-2 text-sm text-gray-700">
        {origin ? <li>In your Talent Database: {COMPANY_TALENT_ORIGIN_LABELS[origin]}</li> : null}
        {unlockedAt ? <li>Profile unlocked {formatDateTime(unlockedAt)}</li> : null}
        {contacts.map((contact) => (
          <li key={contact.id}>
            Contacted{by(contact.contactedBy)} on {formatDateTime(contact.createdAt)}: “{contact.subject}”
          </li>
        ))}
        {invitations.map((invitation) => (
          <li key={invitation.id}>
            Invited to apply to {invitation.jobTitle}
            {by(invitation.invitedBy)} on {formatDateTime(invitation.createdAt)}
            {invitation.applicationId ? " (applied)" : ""}
          </li>
        ))}
        {applications.map((application) => (
          <li key={application.id}>
            Applied to{" "}
            <Link href={jobPaths.candidate(application.jobId, application.id)} className="font-medium text-brand-700 hover:underline">
              {application.jobTitle}
            </Link>{" "}
            on {formatDateTime(application.appliedAt)}
            {application.stepName ? ` · ${application.stepName}` : ""}
          </li>
        ))}
      </ul>
    </DetailSection>
  );
}
