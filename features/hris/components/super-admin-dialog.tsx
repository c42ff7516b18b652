"use client";

import { ShieldCheck } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogFooter } from "@/components/ui/dialog";
import { HRIS_TEXTS } from "../lib/hris-texts";

type SuperAdminDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Runs inside the click, so the HRIS tab can be opened before any request goes out. */
  onConfirm: () => void;
  confirming: boolean;
};

/**
 * Spec 2.10's super-admin confirmation: the company has no HRIS side yet, and the first user to
 * enter becomes its Super Admin (spec 6). It says so before anything is created.
 */
export function SuperAdminDialog({ open, onOpenChange, onConfirm, confirming }: SuperAdminDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(next) => (confirming ? undefined : onOpenChange(next))}>
      <DialogContent title={HRIS_TEXTS.superAdminTitle} size="sm">
        <div className="flex flex-col items-center gap-3 text-center">
          <ShieldCheck className="size-12 text-brand-600" aria-hidden />
          <p className="text-sm text-gray-700">{HRIS_TEXTS.superAdminBody}</p>
        </div>
        <DialogFooter>
          <Button type="button" variant="secondary" onClick={() => onOpenChange(false)} disabled={confirming}>
            Cancel
          </Button>
          <Button type="button" onClick={onConfirm} loading={confirming}>
            {HRIS_TEXTS.superAdminConfirm}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
