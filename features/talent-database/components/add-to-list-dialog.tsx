"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogFooter } from "@/components/ui/dialog";
import { ErrorDisplay } from "@/components/ui/error-display";
import { NativeSelect } from "@/components/ui/native-select";
import { toast } from "@/components/ui/toast";
import { useAddListMembers } from "../api/add-list-members";
import { useTalentLists } from "../api/get-talent-lists";

/** Adds the selected talents to one of the company's lists. */
export function AddToListDialog({ open, talentIds, onClose, onDone }: { open: boolean; talentIds: string[]; onClose: () => void; onDone: () => void }) {
  const lists = useTalentLists();
  const add = useAddListMembers();
  const [listId, setListId] = useState("");
  const chosen = listId || lists.data?.[0]?.id || "";
  const count = talentIds.length;
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent title="Add to list" description={`${count} ${count === 1 ? "talent" : "talents"} selected`}>
        <form method="post"
          className="mt-4 flex flex-col gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            if (!chosen) return;
            add.mutate(
              { listId: chosen, talentIds },
              {
                onSuccess: ({ added }) => {
                  const name = lists.data?.find((list) => list.id === chosen)?.name ?? "the list";
                  toast.success({ title: `Added to ${name}`, subtitle: `${added} added; ${count - added} already in it.` });
                  onDone();
                },
              },
            );
          }}
        >
          {lists.data && lists.data.length === 0 ? (
            <p className="text-sm text-gray-700">There are no lists yet. Create one under Lists first.</p>
          ) : (
            <label className="flex flex-col gap-1.5 text-sm font-medium text-gray-800">
              List
              <NativeSelect value={chosen} onChange={(event) => setListId(event.target.value)} options={(lists.data ?? []).map((list) => ({ value: list.id, label: list.name }))} />
            </label>
          )}
          {add.error ? (
            <div role="alert" className="text-sm">
              <ErrorDisplay error={add.error} />
            </div>
          ) : null}
          <DialogFooter flush>
            <Button type="button" variant="secondary" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={add.isPending} disabled={!chosen}>
              Add to list
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
