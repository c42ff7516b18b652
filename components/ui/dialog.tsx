"use client";

import { createContext, useContext } from "react";
import { cn } from "@/lib/cn";
import type { DialogContentProps } from "./dialog-parts";
import { lazyModule } from "./lazy-module";

/**
 * Radix's dialog (focus trap, scroll lock, dismissable layer: ~15 KiB gzip) is not part of any
 * page's first load: it loads when a dialog first opens, and every later dialog renders at once.
 * Dialogs here are always controlled (`open`), so only their content waits for it.
 */
const dialogParts = lazyModule(() => import("./dialog-parts"));
type DialogParts = Awaited<ReturnType<typeof dialogParts.preload>>;

type DialogState = { parts: DialogParts | null; open: boolean; onOpenChange?: (open: boolean) => void };
const DialogContext = createContext<DialogState | null>(null);

/** Loads the dialog code ahead of a likely open (e.g. on hover of the button that opens it). */
export const preloadDialog = () => dialogParts.preload().then(() => undefined, () => undefined);

/**
 * A controlled dialog. Its children (often the button that opens it) render as they are, before and
 * after the dialog's code arrives, so nothing remounts on the first open and focus returns to the
 * button on close; Radix's root sits around the content only.
 */
export function Dialog({ open, onOpenChange, children }: { open: boolean; onOpenChange?: (open: boolean) => void; children: React.ReactNode }) {
  const parts = dialogParts.useModule(open) ?? null;
  return <DialogContext.Provider value={{ parts, open, onOpenChange }}>{children}</DialogContext.Provider>;
}

function useDialog(): DialogState {
  const dialog = useContext(DialogContext);
  if (!dialog) throw new Error("Dialog parts are rendered inside <Dialog>.");
  return dialog;
}

/**
 * A modal dialog on Radix: focus is trapped and returned, Escape and the close button dismiss it,
 * and it is named by its title. On phones it fills the width and scrolls inside.
 */
export function DialogContent(props: DialogContentProps) {
  const { parts, open, onOpenChange } = useDialog();
  if (!parts) return null;
  return (
    <parts.DialogRoot open={open} onOpenChange={onOpenChange}>
      <parts.DialogContent {...props} />
    </parts.DialogRoot>
  );
}

/** Closes the dialog it is in (use it inside DialogContent); `asChild` puts the behaviour on your own button. */
export function DialogClose(props: React.ComponentProps<DialogParts["DialogClose"]>) {
  const { parts } = useDialog();
  return parts ? <parts.DialogClose {...props} /> : null;
}

/**
 * The row of actions at the bottom of a dialog (cancel on the left of the main action). `flush`
 * drops its top margin (a form's own gap spaces it); `spread` puts the actions at both ends.
 */
export function DialogFooter({
  flush,
  spread,
  className,
  children,
}: {
  flush?: boolean;
  spread?: boolean;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <div
      className={cn(
        "flex flex-col-reverse gap-2 sm:flex-row",
        !flush && "mt-5",
        spread ? "items-center sm:justify-between" : "sm:justify-end",
        className,
      )}
    >
      {children}
    </div>
  );
}
