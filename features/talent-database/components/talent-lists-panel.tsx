"use client";

import { Pencil, Plus, Trash2 } from "lucide-react";
import dynamic from "next/dynamic";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { ErrorDisplay, toastError } from "@/components/ui/error-display";
import { Input } from "@/components/ui/input";
import { cn } from "@/lib/cn";
import { TALENT_LIST_NAME_MAX_LENGTH } from "@/server/modules/talents/talents-contract";
import { useCreateTalentList } from "../api/create-talent-list";
import { useTalentLists, type TalentList } from "../api/get-talent-lists";
import { useRenameTalentList } from "../api/rename-talent-list";

/** A list's name typed in place: Enter saves, Escape gives up. */
function ListNameForm({
  initial,
  label,
  pending,
  onSave,
  onCancel,
}: {
  initial: string;
  label: string;
  pending: boolean;
  onSave: (name: string) => void;
  onCancel: () => void;
}) {
  const [name, setName] = useState(initial);
  return (
    <form method="post"
      className="flex items-center gap-1.5"
      onSubmit={(event) => {
        event.preventDefault();
        if (name.trim()) onSave(name.trim());
      }}
    >
      <Input
        aria-label={label}
        value={name}
        maxLength={TALENT_LIST_NAME_MAX_LENGTH}
        onChange={(event) => setName(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === "Escape") onCancel();
        }}
        autoFocus
        className="h-8"
      />
      <Button type="submit" size="sm" loading={pending} disabled={!name.trim()}>
        Save
      </Button>
    </form>
  );
}

// Loaded when a list is first deleted.
const DeleteListDialog = dynamic(() => import("./delete-list-dialog").then((module) => module.DeleteListDialog));

type TalentListsPanelProps = {
  /** The list the page is filtered by (null: all talents). */
  activeListId: string | null;
  onSelect: (listId: string | null) => void;
  /** Manage on talentDb: create, rename and delete. */
  canManage: boolean;
};

/**
 * The company's lists (tags) with their counts, as a filter of the database: choosing one shows its
 * talents. Those who manage create, rename and delete lists here.
 */
export function TalentListsPanel({ activeListId, onSelect, canManage }: TalentListsPanelProps) {
  const lists = useTalentLists();
  const create = useCreateTalentList();
  const rename = useRenameTalentList();
  const [creating, setCreating] = useState(false);
  const [renaming, setRenaming] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<TalentList | null>(null);

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
        <ListNameForm
          initial=""
          label="New list name"
          pending={create.isPending}
          onCancel={() => setCreating(false)}
          onSave={(name) => create.mutate(name, { onSuccess: () => setCreating(false), onError: (error) => toastError(error) })}
        />
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
              <ListNameForm
                initial={list.name}
                label={`New name for ${list.name}`}
                pending={rename.isPending}
                onCancel={() => setRenaming(null)}
                onSave={(name) => rename.mutate({ listId: list.id, name }, { onSuccess: () => setRenaming(null), onError: (error) => toastError(error) })}
              />
            </li>
          ) : (
            <li key={list.id} className="group flex items-center gap-0.5">
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
              {canManage ? (
                <>
                  <Button variant="ghost" size="sm" aria-label={`Rename ${list.name}`} onClick={() => setRenaming(list.id)}>
                    <Pencil className="size-3.5" aria-hidden />
                  </Button>
                  <Button variant="ghostDanger" size="sm" aria-label={`Delete ${list.name}`} onClick={() => setDeleting(list)}>
                    <Trash2 className="size-3.5" aria-hidden />
                  </Button>
                </>
              ) : null}
            </li>
          ),
        )}
      </ul>
      {lists.isError ? (
        <div role="alert" className="px-1 text-sm">
          <ErrorDisplay error={lists.error} />
        </div>
      ) : null}
      {lists.data?.length === 0 && !creating ? <p className="px-3 text-sm text-gray-600">No lists yet. Group talents into lists to find them again.</p> : null}
      {deleting ? <DeleteListDialog list={deleting} onClose={() => setDeleting(null)} onDeleted={(listId) => activeListId === listId && onSelect(null)} /> : null}
    </nav>
  );
}
