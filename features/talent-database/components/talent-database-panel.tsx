import { PERMISSION_MESSAGES } from "@/server/modules/permissions/permissions-contract";
import { TalentListMembership } from "./talent-list-membership";
import { TalentNotes } from "./talent-notes";

/**
 * What the company keeps about a talent beside their profile: the lists they are in and the team's
 * notes. View-only members read them and are told why they cannot change them (spec 6).
 */
export function TalentDatabasePanel({ talentId, listIds, canManage, onChanged }: { talentId: string; listIds: string[]; canManage: boolean; onChanged?: () => void }) {
  return (
    <aside aria-label="Your company's notes and lists" className="flex flex-col gap-5 rounded-xl border border-gray-200 bg-white p-4">
      {!canManage ? (
        <p role="note" className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {PERMISSION_MESSAGES.viewOnly}
        </p>
      ) : null}
      <TalentListMembership talentId={talentId} listIds={listIds} canManage={canManage} onChanged={onChanged} />
      <TalentNotes talentId={talentId} canManage={canManage} />
    </aside>
  );
}
