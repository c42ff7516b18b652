"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { toastError } from "@/components/ui/error-display";
import { Input } from "@/components/ui/input";
import { TALENT_LIST_NAME_MAX_LENGTH } from "@/server/modules/talents/talents-contract";
import { useCreateTalentList } from "../api/create-talent-list";
import type { TalentList } from "../api/get-talent-lists";
import { useRenameTalentList } from "../api/rename-talent-list";

/**
 * A list's name typed in place, for a new list or to rename `list`: Enter saves, Escape gives up.
 * The panel loads it on the first New list or Rename.
 */
export function ListNameEditor({ list, onDone }: { list?: TalentList; onDone: () => void }) {
  const create = useCreateTalentList();
  const rename = useRenameTalentList();
  const [name, setName] = useState(list?.name ?? "");
  const pending = create.isPending || rename.isPending;
  return (
    <form
      method="post"
      className="flex items-center gap-1.5"
      onSubmit={(event) => {
        event.preventDefault();
        const trimmed = name.trim();
        if (!trimmed) return;
        const handlers = { onSuccess: onDone, onError: (error: unknown) => toastError(error) };
        if (list) rename.mutate({ listId: list.id, name: trimmed }, handlers);
        else create.mutate(trimmed, handlers);
      }}
    >
      <Input
        aria-label={list ? `New name for ${list.name}` : "New list name"}
        value={name}
        maxLength={TALENT_LIST_NAME_MAX_LENGTH}
        onChange={(event) => setName(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === "Escape") onDone();
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
