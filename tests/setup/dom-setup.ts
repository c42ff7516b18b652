import "@testing-library/jest-dom/vitest";
import { act, cleanup } from "@testing-library/react";
import { toast as sonner } from "sonner";
import { afterEach, beforeAll } from "vitest";
import { preloadDialog } from "@/components/ui/dialog";
import { preloadToaster } from "@/components/ui/toast";

afterEach(() => {
  // sonner keeps its toasts in module state; dismissed while their Toaster is still mounted, they
  // cannot show up in the next test's Toaster.
  act(() => {
    sonner.dismiss();
  });
  cleanup();
});

// Dialogs load Radix on first open and toasts load sonner with the first toast in the app
// (components/ui/dialog.tsx, toast.tsx); tests get both up front, so a dialog or a toast shows in
// the same act() as the action behind it, as it did when they were bundled.
beforeAll(() => Promise.all([preloadDialog(), preloadToaster()]));
