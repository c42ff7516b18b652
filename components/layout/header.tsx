"use client";

import { ArrowLeft, Menu } from "lucide-react";
import Link from "next/link";
import { cn } from "@/lib/cn";
import { useHeaderStore } from "./header-store";

export type MenuButtonProps = { label: string; expanded: boolean; controls?: string; onClick: () => void; className?: string };

export type HeaderProps = {
  /** The job wizard's transparent header on the purple background. */
  transparent?: boolean;
  /** The hamburger(s): collapse/expand the sidebar, or open the drawer on small screens. */
  menuButtons?: MenuButtonProps[];
  notifications?: React.ReactNode;
  account?: React.ReactNode;
};

/** Spec 2.5: hamburger, the page's back button, the notification bell and the account menu. */
export function Header({ transparent, menuButtons = [], notifications, account }: HeaderProps) {
  const back = useHeaderStore((state) => state.back);
  return (
    <header
      className={cn(
        "sticky top-0 z-30 flex h-16 shrink-0 items-center gap-2 px-3 sm:px-5",
        transparent ? "bg-transparent text-white" : "border-b border-gray-200 bg-white",
      )}
    >
      {menuButtons.map((button) => (
        <button
          key={button.label}
          type="button"
          onClick={button.onClick}
          aria-label={button.label}
          aria-expanded={button.expanded}
          aria-controls={button.controls}
          className={cn(
            "size-10 shrink-0 place-items-center rounded-lg",
            transparent ? "hover:bg-white/10" : "text-gray-700 hover:bg-gray-100",
            button.className ?? "grid",
          )}
        >
          <Menu className="size-5" aria-hidden />
        </button>
      ))}
      {back ? (
        <Link
          href={back.href}
          className={cn(
            "flex min-w-0 items-center gap-2 rounded-lg px-2 py-1.5 text-sm font-semibold",
            transparent ? "hover:bg-white/10" : "text-gray-800 hover:bg-gray-100",
          )}
        >
          <ArrowLeft className="size-4 shrink-0" aria-hidden />
          <span className="truncate">{back.label}</span>
        </Link>
      ) : null}
      <div className="ml-auto flex items-center gap-1 sm:gap-3">
        {notifications}
        {account}
      </div>
    </header>
  );
}
