"use client";

import { createContext, useContext } from "react";
import { cn } from "@/lib/cn";
import type { DialogContentProps } from "./dialog-parts";
import { lazyModule } from "./lazy-module";

/**
 * Radix's dialog (focus trap, scroll lock, dismissable layer: ~15 KiB gzip) is not part of any
 * page's first load: it loads when a dialog first opens, and every later dialog renders at once.
 * Dialogs here are always controlled (`open`), so nothing needs to show before it arrives.
 */
const dialogParts = lazyModule(() => import("./dialog-parts"));
type DialogParts = Awaited<ReturnType<typeof dialogParts.preload>>;

const PartsContext = createContext<DialogParts | null>(null);

function useDialogParts(): DialogParts {
  const parts = useContext(PartsContext);
  if (!parts) throw new Error("Dialog parts are rendered inside <Dialog>.");
  return parts;
}

/** Loads the dialog code ahead of a likely open (e.g. on hover of the button that opens it). */
export const preloadDialog = () => dialogParts.preload().then(() => undefined, () => undefined);

export function Dialog({ open, onOpenChange, children }: { open: boolean; onOpenChange?: (open: boolean) => void; children: React.ReactNode }) {
  const parts = dialogParts.useModule(open);
  if (!parts) return null;
  return (
    <PartsContext.Provider value={parts}>
      <parts.DialogRoot open={open} onOpenChange={onOpenChange}>
        {children}
      </parts.DialogRoot>
    </PartsContext.Provider>
  );
}

/**
 * A modal dialog on Radix: focus is trapped and returned, Escape and the close button dismiss it,
 * and it is named by its title. On phones it fills the width and scrolls inside.
 */
export function DialogContent(props: DialogContentProps) {
  const { DialogContent: Content } = useDialogParts();
  return <Content {...props} />;
}

/** Closes the dialog it is in; `asChild` puts the behaviour on your own button. */
export function DialogClose(props: React.ComponentProps<DialogParts["DialogClose"]>) {
  const { DialogClose: Close } = useDialogParts();
  return <Close {...props} />;
}

/** The row of actions at the bottom of a dialog (cancel on the left of the main action). */
export function DialogFooter({ className, children }: { className?: string; children: React.ReactNode }) {
  return <div className={cn("mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end", className)}>{children}</div>;
}
