"use client";

import { Check, Plus } from "lucide-react";
import { toastError } from "@/components/ui/error-display";
import { cn } from "@/lib/cn";
import { useAddListMembers } from "../api/add-list-members";
import { useTalentLists } from "../api/get-talent-lists";
import { useRemoveListMember } from "../api/remove-list-member";

/**
 * The lists a talent is in, as toggles: pressing one adds the talent to it or takes them out.
 * `listIds` comes with the talent's detail; `onChanged` refreshes it.
 */
export function TalentListMembership({ talentId, listIds, canManage, onChanged }: { talentId: string; listIds: string[]; canManage: boolean; onChanged?: () => void }) {
  const lists = useTalentLists();
  const add = useAddListMembers(onChanged);
  const remove = useRemoveListMember(onChanged);
  const busy = add.isPending || remove.isPending;
  const member = new Set(listIds);
  return (
    <section aria-labelledby={`lists-${talentId}`} className="flex flex-col gap-2">
      <h3 id={`lists-${talentId}`} className="text-sm font-semibold text-gray-900">
        Lists
      </h3>
      {lists.data?.length === 0 ? <p className="text-sm text-gray-600">No lists yet. Create one on the Talent Database page.</p> : null}
      <ul className="flex flex-wrap gap-1.5">
        {(lists.data ?? []).map((list) => {
          const inList = member.has(list.id);
          return (
            <li key={list.id}>
              <button
                type="button"
                aria-pressed={inList}
                disabled={!canManage || busy}
                onClick={() =>
                  inList
                    ? remove.mutate({ listId: list.id, talentId }, { onError: (error) => toastError(error) })
                    : add.mutate({ listId: list.id, talentIds: [talentId] }, { onError: (error) => toastError(error) })
                }
                className={cn(
                  "inline-flex items-center gap-1 rounded-full border px-2.5 py-1 text-sm focus-visible:outline-2 focus-visible:outline-brand-600 disabled:cursor-default",
                  inList ? "border-brand-600 bg-brand-50 text-brand-900" : "border-gray-300 bg-white text-gray-700 enabled:hover:border-brand-500",
                )}
              >
                {inList ? <Check className="size-3.5" aria-hidden /> : <Plus className="size-3.5" aria-hidden />}
                {list.name}
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
