"use client";

import { ChevronDown, LogOut } from "lucide-react";
import { useState } from "react";
import { cn } from "@/lib/cn";
import { isAllowedImageUrl } from "@/lib/site-config";
import { dropdownMenuModule } from "./lazy-dropdown-menu";

/** Spec 2.5: the first two words of the name, or 'User' when there is none. */
export function displayName(name: string | null | undefined): string {
  const words = (name ?? "").trim().split(/\s+/).filter(Boolean);
  return words.length > 0 ? words.slice(0, 2).join(" ") : "User";
}

/** Up to two initials, from the first two words of the name. */
export function initialsOf(name: string | null | undefined): string {
  return displayName(name)
    .split(" ")
    .map((word) => word[0]?.toUpperCase() ?? "")
    .join("");
}

export type AccountMenuProps = {
  name: string | null | undefined;
  companyName: string | null | undefined;
  avatarUrl?: string | null;
  onLogout: () => void;
  loggingOut?: boolean;
  /** On the job wizard's purple background. */
  inverted?: boolean;
};

/**
 * Until the first hover, focus or press, a plain button stands in for Radix's trigger (same look,
 * name and keys); the first press opens the menu as soon as Radix's dropdown menu has arrived.
 */
export function AccountMenu({ name, companyName, avatarUrl, onLogout, loggingOut, inverted }: AccountMenuProps) {
  const shownName = displayName(name);
  const [pressed, setPressed] = useState(false);
  const DropdownMenu = dropdownMenuModule.useModule(pressed);
  const triggerClassName = cn(
    "flex items-center gap-2 rounded-lg px-2 py-1 text-left",
    inverted ? "text-white hover:bg-white/10" : "hover:bg-gray-100",
  );
  const triggerContent = (
    <>
      <span className="relative grid size-9 shrink-0 place-items-center overflow-hidden rounded-full bg-brand-100 text-sm font-semibold text-brand-700">
        <span aria-hidden>{initialsOf(name)}</span>
        {isAllowedImageUrl(avatarUrl) ? (
          // eslint-disable-next-line @next/next/no-img-element -- a small avatar from our storage hosts; initials show beneath until it loads
          <img src={avatarUrl ?? undefined} alt="" className="absolute inset-0 size-full object-cover" />
        ) : null}
      </span>
      <span className="hidden min-w-0 flex-col sm:flex">
        <span className="max-w-40 truncate text-sm font-semibold" data-testid="account-name">
          {shownName}
        </span>
        {companyName ? (
          <span className={cn("max-w-40 truncate text-xs", inverted ? "text-white/80" : "text-gray-600")}>{companyName}</span>
        ) : null}
      </span>
      <ChevronDown className="size-4 shrink-0 opacity-60" aria-hidden />
    </>
  );

  if (!DropdownMenu) {
    return (
      <button
        type="button"
        className={triggerClassName}
        aria-label={`Account menu for ${shownName}`}
        aria-haspopup="menu"
        aria-expanded={false}
        data-state="closed"
        onPointerEnter={() => void dropdownMenuModule.preload().catch(() => undefined)}
        onFocus={() => void dropdownMenuModule.preload().catch(() => undefined)}
        onClick={() => setPressed(true)}
        onKeyDown={(event) => {
          // Radix opens its menu on ArrowDown too (Enter and Space arrive as a click).
          if (event.key === "ArrowDown") {
            event.preventDefault();
            setPressed(true);
          }
        }}
      >
        {triggerContent}
      </button>
    );
  }

  return (
    <DropdownMenu.Root defaultOpen={pressed}>
      <DropdownMenu.Trigger className={triggerClassName} aria-label={`Account menu for ${shownName}`}>
        {triggerContent}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="end" sideOffset={8} className="z-50 min-w-56 rounded-lg border border-gray-200 bg-white p-1 shadow-lg">
          <div className="px-3 py-2">
            <p className="truncate text-sm font-semibold text-gray-900">{shownName}</p>
            {companyName ? <p className="truncate text-xs text-gray-500">{companyName}</p> : null}
          </div>
          <DropdownMenu.Separator className="my-1 h-px bg-gray-200" />
          <DropdownMenu.Item
            disabled={loggingOut}
            onSelect={onLogout}
            className="flex cursor-pointer items-center gap-2 rounded-md px-3 py-2 text-sm text-red-600 outline-none data-[disabled]:opacity-60 data-[highlighted]:bg-red-50"
          >
            <LogOut className="size-4" aria-hidden />
            Logout
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
