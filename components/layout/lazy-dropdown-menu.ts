import { lazyModule } from "@/components/ui/lazy-module";

/**
 * Radix's dropdown menu (~12 KiB gzip with its focus and scroll-lock helpers) is not part of the
 * shell's first load: the account menu and the collapsed sidebar's group menus render a plain
 * trigger until the first hover, focus or press, and a press opens the menu once it arrives.
 */
export const dropdownMenuModule = lazyModule(() => import("@radix-ui/react-dropdown-menu"));
