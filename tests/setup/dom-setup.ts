import "@testing-library/jest-dom/vitest";
import { cleanup } from "@testing-library/react";
import { afterEach, beforeAll } from "vitest";
import { preloadDialog } from "@/components/ui/dialog";

afterEach(() => cleanup());

// Dialogs load Radix on first open in the app (components/ui/dialog.tsx); tests get it up front, so
// a dialog renders in the same act() as the click that opens it, as it did when it was bundled.
beforeAll(() => preloadDialog());
