"use client";

import { useState } from "react";

import * as DialogPrimitive from "@radix-ui/react-dialog";
import { X } from "lucide-react";
import { cn } from "@/lib/cn";

/** Loaded by ./dialog.tsx when a dialog first opens; import Dialog and its parts from there. */
export const DialogRoot = DialogPrimitive.Root;
export const DialogClose = DialogPrimitive.Close;

export type DialogContentProps = React.ComponentProps<typeof DialogPrimitive.Content> & {
  title: React.ReactNode;
  /** Read out with the title; omit only when the content says it all. */
  description?: React.ReactNode;
  /** Wider dialogs for forms with tables or long lists. */
  size?: "sm" | "md" | "lg";
};

const widths = { sm: "max-w-sm", md: "max-w-lg", lg: "max-w-2xl" } as const;

/**
 * A modal dialog on Radix: focus is trapped and returned, Escape and the close button dismiss it,
 * and it is named by its title. On phones it fills the width and scrolls inside.
 */
export function DialogContent({ title, description, size = "md", className, children, onCloseAutoFocus, ...props }: DialogContentProps) {
  // Our dialogs are opened by their own buttons, not Radix's trigger, so Radix would not know where
  // to return focus on close: the element that had it when the dialog opened gets it back.
  const [opener] = useState(() => (typeof document === "undefined" ? null : document.activeElement));
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-gray-900/50" />
      <DialogPrimitive.Content
        {...props}
        onCloseAutoFocus={(event) => {
          onCloseAutoFocus?.(event);
          if (event.defaultPrevented || !(opener instanceof HTMLElement) || !opener.isConnected) return;
          event.preventDefault();
          opener.focus();
        }}
        {...(description === undefined ? { "aria-describedby": undefined } : {})}
        className={cn(
          "fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] -translate-x-1/2 -translate-y-1/2 flex-col rounded-2xl bg-white shadow-xl outline-none",
          widths[size],
          className,
        )}
      >
        <div className="flex items-start gap-3 border-b border-gray-100 px-5 pt-5 pb-3">
          <div className="min-w-0 flex-1">
            <DialogPrimitive.Title className="text-lg font-semibold text-gray-900">{title}</DialogPrimitive.Title>
            {description !== undefined ? (
              <DialogPrimitive.Description className="mt-1 text-sm text-gray-600">{description}</DialogPrimitive.Description>
            ) : null}
          </div>
          <DialogPrimitive.Close className="-m-1 rounded-md p-1 text-gray-400 hover:bg-gray-100 hover:text-gray-700" aria-label="Close">
            <X className="size-5" aria-hidden />
          </DialogPrimitive.Close>
        </div>
        <div className="min-h-0 flex-1 overflow-y-auto px-5 py-4">{children}</div>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}
