"use client";

import { Plus } from "lucide-react";
import dynamic from "next/dynamic";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { QueryError } from "@/components/ui/query-error";
import { cn } from "@/lib/cn";
import { useTalentLists, type TalentList } from "../api/get-talent-lists";

// Loaded on the first New list or Rename.
const ListNameEditor = dynamic(() => import("./list-name-editor").then((module) => module.ListNameEditor), { loading: () => null });
// Loaded when a list is first deleted.
const DeleteListDialog = dynamic(() => import("./delete-list-dialog").then((module) => module.DeleteListDialog), { loading: () => null });

const textAction = "text-sm font-medium underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600";

type TalentListsPanelProps = {
  /** The list the page is filtered by (null: all talents). */
  activeListId: string | null;
  onSelect: (listId: string | null) => void;
  /** Manage on talentDb: create, rename and delete. */
  canManage: boolean;
};

/**
 * The company's lists (tags) with their counts, as a filter of the database: choosing one shows its
 * talents. Those who manage create lists here, and rename or delete the list being shown.
 */
export function TalentListsPanel({ activeListId, onSelect, canManage }: TalentListsPanelProps) {
  const lists = useTalentLists();
  const [creating, setCreating] = useState(false);
  const [renaming, setRenaming] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<TalentList | null>(null);
  const activeList = lists.data?.find((list) => list.id === activeListId);

  const itemClass = (active: boolean) =>
    cn(
      "flex w-full min-w-0 items-center justify-between gap-2 rounded-lg px-3 py-2 text-left text-sm focus-visible:outline-2 focus-visible:outline-brand-600",
      active ? "bg-brand-50 font-semibold text-brand-900" : "text-gray-700 hover:bg-gray-100",
    );

  return (
    <nav aria-label="Talent lists" className="flex flex-col gap-1">
      <div className="mb-1 flex items-center justify-between px-1">
        <h2 className="text-sm font-semibold text-gray-900">Lists</h2>
        {canManage && !creating ? (
          <Button variant="ghost" size="sm" onClick={() => setCreating(true)}>
            <Plus className="size-4" aria-hidden />
            New list
          </Button>
        ) : null}
      </div>
      {creating ? (
        <ListNameEditor onDone={() => setCreating(false)} />
      ) : null}
      <ul className="flex flex-col gap-0.5">
        <li>
          <button type="button" className={itemClass(activeListId === null)} aria-current={activeListId === null ? "true" : undefined} onClick={() => onSelect(null)}>
            All talents
          </button>
        </li>
        {(lists.data ?? []).map((list) =>
          renaming === list.id ? (
            <li key={list.id}>
              <ListNameEditor list={list} onDone={() => setRenaming(null)} />
            </li>
          ) : (
            <li key={list.id}>
              <button
                type="button"
                className={itemClass(activeListId === list.id)}
                aria-current={activeListId === list.id ? "true" : undefined}
                onClick={() => onSelect(list.id)}
              >
                <span className="truncate">{list.name}</span>
                <span className="shrink-0 rounded-full bg-gray-100 px-2 text-xs text-gray-700">
                  {list.talentCount}
                  <span className="sr-only"> talents</span>
                </span>
              </button>
            </li>
          ),
        )}
      </ul>
      {/* The list being shown is the one renamed or deleted. */}
      {canManage && activeList && renaming !== activeList.id ? (
        <div className="flex gap-3 px-3 pt-1">
          <button type="button" className={cn(textAction, "text-brand-700")} onClick={() => setRenaming(activeList.id)}>
            Rename list
          </button>
          <button type="button" className={cn(textAction, "text-red-700")} onClick={() => setDeleting(activeList)}>
            Delete list
          </button>
        </div>
      ) : null}
      {lists.isError ? <QueryError error={lists.error} frame="bare" className="px-1" /> : null}
      {lists.data?.length === 0 && !creating ? <p className="px-3 text-sm text-gray-600">No lists yet. Group talents into lists to find them again.</p> : null}
      {deleting ? <DeleteListDialog list={deleting} onClose={() => setDeleting(null)} onDeleted={(listId) => activeListId === listId && onSelect(null)} /> : null}
    </nav>
  );
}
