"use client";

import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogFooter } from "@/components/ui/dialog";
import { ErrorDisplay } from "@/components/ui/error-display";
import { useDeleteTalentList } from "../api/delete-talent-list";
import type { TalentList } from "../api/get-talent-lists";

/** Confirms deleting a list: the list goes, its talents stay in the database. */
export function DeleteListDialog({ list, onClose, onDeleted }: { list: TalentList | null; onClose: () => void; onDeleted: (listId: string) => void }) {
  const remove = useDeleteTalentList();
  return (
    <Dialog open={list !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent title="Delete list" description={list ? `"${list.name}" goes; its talents stay in your database.` : undefined}>
        {remove.error ? (
          <div role="alert" className="mt-3 text-sm">
            <ErrorDisplay error={remove.error} />
          </div>
        ) : null}
        <DialogFooter>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button
            variant="danger"
            loading={remove.isPending}
            onClick={() =>
              list &&
              remove.mutate(list.id, {
                onSuccess: () => {
                  onDeleted(list.id);
                  onClose();
                },
              })
            }
          >
            Delete list
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
