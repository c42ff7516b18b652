"use client";

import { NuqsAdapter } from "nuqs/adapters/next/app";
import { TalentSearchScreen } from "@/features/talents/components/talent-search-screen";
import { PERMISSION_MESSAGES } from "@/server/modules/permissions/permissions-contract";
import { TalentHuntAccess } from "./talent-hunt-access";

/** Talent Search behind its permission (spec 6). */
export function ExploreTalentsScreen() {
  return (
    <TalentHuntAccess>
      {(canManage) => (
        <div className="mx-auto flex w-full max-w-5xl flex-col gap-4 px-4 py-6 sm:px-8 sm:py-8">
          <h1 className="text-2xl font-bold text-gray-900">Talent Search</h1>
          {!canManage ? (
            <p role="note" className="rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
              {PERMISSION_MESSAGES.viewOnly}
            </p>
          ) : null}
          <NuqsAdapter>
            <TalentSearchScreen />
          </NuqsAdapter>
        </div>
      )}
    </TalentHuntAccess>
  );
}
