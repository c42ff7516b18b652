import "@testing-library/jest-dom/vitest";
import { act, cleanup } from "@testing-library/react";
import { toast as sonner } from "sonner";
import { afterAll, afterEach, beforeAll } from "vitest";
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

// A dismissed toast leaves sonner's list 200 ms later, on a timer that outlives its Toaster. Fired
// after the file's last test, once jsdom is torn down, React's state update finds no `window` and
// the run fails with an uncaught error although every test passed (seen on a loaded CI machine).
// A file that showed a toast waits those 200 ms out before the environment goes.
const SONNER_REMOVAL_MS = 250;
afterAll(async () => {
  if (sonner.getHistory().length > 0) await new Promise((resolve) => setTimeout(resolve, SONNER_REMOVAL_MS));
});

// Dialogs load Radix on first open and toasts load sonner with the first toast in the app
// (components/ui/dialog.tsx, toast.tsx); tests get both up front, so a dialog or a toast shows in
// the same act() as the action behind it, as it did when they were bundled.
beforeAll(() => Promise.all([preloadDialog(), preloadToaster()]));
