"use client";

import { RequirePermission } from "@/features/permissions/components/guarded-page";
import { ManageTeam } from "@/features/team/components/manage-team";
import { NAMED_REQUIREMENTS } from "@/server/modules/permissions/permissions-contract";

const TEAM_PAGE = { ...NAMED_REQUIREMENTS.viewTeam, page: { name: "Manage Team", url: "/manage-team" } };

/** Composes the team feature with the caller's permissions (features never import each other). */
export function ManageTeamScreen({ focusMemberId }: { focusMemberId: string | null }) {
  return (
    <RequirePermission target={TEAM_PAGE}>
      {(permissions) => (
        <ManageTeam
          focusMemberId={focusMemberId}
          viewer={{
            companyId: permissions.companyId,
            userCompanyId: permissions.userCompanyId,
            isOwner: permissions.isOwner,
            canManageTeam: permissions.canManageTeam,
          }}
        />
      )}
    </RequirePermission>
  );
}
