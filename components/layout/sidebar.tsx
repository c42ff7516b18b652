"use client";

import { ChevronDown, ExternalLink } from "lucide-react";
import Link from "next/link";
import { createContext, useContext, useId, useState } from "react";
import { lazyModule } from "@/components/ui/lazy-module";
import { cn } from "@/lib/cn";
import { isCollapseActive, isLinkActive } from "./active-path";
import { dropdownMenuModule } from "./lazy-dropdown-menu";
import type { NavCollapse, NavItem, NavLink } from "./nav-types";

type RowProps = { pathname: string; expanded: boolean; onNavigate?: () => void };

/** A row's classes; one class per property (cn does not merge), so each case picks its own. */
const rowClass = (active: boolean, expanded: boolean, nested = false) =>
  cn(
    "relative flex w-full items-center gap-3 rounded-lg text-left text-sm transition-colors",
    nested ? "min-h-9 py-1.5 pr-3 pl-11" : "min-h-10 py-2",
    !nested && (expanded ? "px-3" : "justify-center px-0"),
    active ? "bg-brand-50 font-semibold text-brand-700" : "text-gray-700 hover:bg-gray-100 hover:text-gray-900",
  );

/**
 * Radix's tooltip (with its positioning code, ~20 KiB gzip) is only needed by the collapsed sidebar:
 * it loads after the collapsed sidebar first renders, not with the page. Until it arrives each row
 * keeps its accessible name (the visually hidden label), only the hover bubble is missing.
 */
const tooltipModule = lazyModule(() => import("@radix-ui/react-tooltip"));
const TooltipContext = createContext<Awaited<ReturnType<typeof tooltipModule.preload>> | undefined>(undefined);

/** In the collapsed sidebar every row explains itself with a tooltip (spec 2.4). */
function WithTooltip({ label, expanded, children }: { label: string; expanded: boolean; children: React.ReactElement }) {
  const Tooltip = useContext(TooltipContext);
  if (expanded || !Tooltip) return children;
  return (
    <Tooltip.Provider delayDuration={100}>
      <Tooltip.Root>
        <Tooltip.Trigger asChild>{children}</Tooltip.Trigger>
        <Tooltip.Portal>
          <Tooltip.Content
            side="right"
            sideOffset={10}
            className="z-50 rounded-md bg-gray-900 px-2 py-1 text-xs font-medium text-white shadow"
          >
            {label}
            <Tooltip.Arrow className="fill-gray-900" />
          </Tooltip.Content>
        </Tooltip.Portal>
      </Tooltip.Root>
    </Tooltip.Provider>
  );
}

function LinkContent({ link, expanded, nested }: { link: NavLink; expanded: boolean; nested?: boolean }) {
  const Icon = link.icon;
  const external = link.target === "_blank";
  return (
    <>
      {Icon && !nested ? <Icon className="size-5 shrink-0" aria-hidden /> : null}
      <span className={expanded ? "min-w-0 flex-1 truncate" : "sr-only"}>{link.label}</span>
      {link.badge && expanded ? (
        <span className="rounded-full bg-brand-600 px-1.5 py-0.5 text-[10px] leading-none font-semibold text-white">
          {link.badge.label}
        </span>
      ) : null}
      {link.badge && !expanded ? (
        <span className="absolute top-1.5 right-2 size-2 rounded-full bg-brand-600" aria-hidden />
      ) : null}
      {link.badge && !expanded ? <span className="sr-only">{link.badge.label}</span> : null}
      {external && expanded ? <ExternalLink className="size-3.5 shrink-0 opacity-50" aria-hidden /> : null}
      {external ? <span className="sr-only">{" (opens in a new tab)"}</span> : null}
    </>
  );
}

type NavLinkElementProps = RowProps & {
  link: NavLink;
  nested?: boolean;
  className?: string;
} & Omit<React.ComponentPropsWithRef<"a">, "href" | "className" | "children">;

/**
 * One link. Extra props and the ref are passed on to the anchor, so Radix's `asChild` (tooltip
 * trigger, menu item) can attach its handlers and role.
 */
function NavLinkElement({ link, pathname, expanded, onNavigate, nested, className, onClick, ...anchorProps }: NavLinkElementProps) {
  const active = isLinkActive(pathname, link);
  const handleClick = (event: React.MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    link.onClick?.(event);
    link.badge?.onDismiss?.();
    onNavigate?.();
  };
  const classes = cn(rowClass(active, expanded, nested), className);
  if (link.target === "_blank") {
    return (
      <a {...anchorProps} href={link.href} target="_blank" rel="noopener noreferrer" className={classes} onClick={handleClick} data-menu-id={link.id}>
        <LinkContent link={link} expanded={expanded} nested={nested} />
      </a>
    );
  }
  return (
    <Link
      {...anchorProps}
      href={link.href}
      aria-current={active ? "page" : undefined}
      className={classes}
      onClick={handleClick}
      data-menu-id={link.id}
    >
      <LinkContent link={link} expanded={expanded} nested={nested} />
    </Link>
  );
}

function NavLinkRow(props: RowProps & { link: NavLink }) {
  return (
    <li>
      <WithTooltip label={props.link.label} expanded={props.expanded}>
        <NavLinkElement {...props} />
      </WithTooltip>
    </li>
  );
}

function NavCollapseRow({ collapse, pathname, expanded, onNavigate }: RowProps & { collapse: NavCollapse }) {
  const active = isCollapseActive(pathname, collapse);
  const [open, setOpen] = useState(active);
  const [menuPressed, setMenuPressed] = useState(false);
  const DropdownMenu = dropdownMenuModule.useModule(menuPressed);
  const Icon = collapse.icon;
  const contentId = useId();

  if (!expanded) {
    const triggerContent = (
      <>
        {Icon ? <Icon className="size-5 shrink-0" aria-hidden /> : null}
        <span className="sr-only">{collapse.label}</span>
      </>
    );
    if (!DropdownMenu) {
      // Radix's menu loads on the first hover, focus or press; a plain button stands in until then.
      return (
        <li>
          <WithTooltip label={collapse.label} expanded={false}>
            <button
              type="button"
              className={rowClass(active, false)}
              data-menu-id={collapse.id}
              aria-haspopup="menu"
              aria-expanded={false}
              data-state="closed"
              onPointerEnter={() => void dropdownMenuModule.preload().catch(() => undefined)}
              onFocus={() => void dropdownMenuModule.preload().catch(() => undefined)}
              onClick={() => setMenuPressed(true)}
              onKeyDown={(event) => {
                if (event.key === "ArrowDown") {
                  event.preventDefault();
                  setMenuPressed(true);
                }
              }}
            >
              {triggerContent}
            </button>
          </WithTooltip>
        </li>
      );
    }
    // Collapsed: the group's links open in a menu beside the icon.
    return (
      <li>
        <DropdownMenu.Root defaultOpen={menuPressed}>
          <WithTooltip label={collapse.label} expanded={false}>
            <DropdownMenu.Trigger className={rowClass(active, false)} data-menu-id={collapse.id}>
              {triggerContent}
            </DropdownMenu.Trigger>
          </WithTooltip>
          <DropdownMenu.Portal>
            <DropdownMenu.Content
              side="right"
              align="start"
              sideOffset={10}
              className="z-50 min-w-48 rounded-lg border border-gray-200 bg-white p-1 shadow-lg"
            >
              <DropdownMenu.Label className="px-3 py-1.5 text-xs font-semibold text-gray-500">{collapse.label}</DropdownMenu.Label>
              {collapse.children.map((child) => (
                <DropdownMenu.Item key={child.id} asChild className="outline-none data-[highlighted]:bg-gray-100">
                  <NavLinkElement link={child} pathname={pathname} expanded onNavigate={onNavigate} />
                </DropdownMenu.Item>
              ))}
            </DropdownMenu.Content>
          </DropdownMenu.Portal>
        </DropdownMenu.Root>
      </li>
    );
  }

  return (
    <li>
      <button
        type="button"
        className={rowClass(active && !open, true)}
        aria-expanded={open}
        aria-controls={open ? contentId : undefined}
        onClick={() => setOpen(!open)}
        data-menu-id={collapse.id}
      >
        {Icon ? <Icon className="size-5 shrink-0" aria-hidden /> : null}
        <span className="min-w-0 flex-1 truncate">{collapse.label}</span>
        <ChevronDown className={cn("size-4 shrink-0 transition-transform", open && "rotate-180")} aria-hidden />
      </button>
      {open ? (
        <ul id={contentId} className="mt-0.5 flex flex-col gap-0.5">
          {collapse.children.map((child) => (
            <li key={child.id}>
              <NavLinkElement link={child} pathname={pathname} expanded nested onNavigate={onNavigate} />
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}

function NavEntry({ item, ...row }: RowProps & { item: NavLink | NavCollapse }) {
  return item.type === "link" ? <NavLinkRow link={item} {...row} /> : <NavCollapseRow collapse={item} {...row} />;
}

function NavSectionBlock({ item, ...row }: RowProps & { item: NavItem }) {
  const headingId = useId();
  if (item.type !== "section") return <ul className="flex flex-col gap-0.5">{<NavEntry item={item} {...row} />}</ul>;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-0.5">
      <h2
        id={headingId}
        className={cn(
          "px-3 pt-3 pb-1 text-[11px] font-semibold tracking-wide text-gray-500 uppercase",
          !row.expanded && "sr-only",
        )}
      >
        {item.label}
      </h2>
      {!row.expanded ? <hr className="mx-3 my-2 border-gray-200" aria-hidden /> : null}
      <ul className="flex flex-col gap-0.5">
        {item.children.map((child) => (
          <NavEntry key={child.id} item={child} {...row} />
        ))}
      </ul>
    </section>
  );
}

/** Something drawn under the brand, told whether the sidebar is expanded (and how to close the drawer). */
export type SidebarTop = (state: { expanded: boolean; onNavigate?: () => void }) => React.ReactNode;

export type SidebarProps = RowProps & { items: NavItem[]; top?: SidebarTop };

/** The menu (already filtered by flags and permissions), the brand and the 'Powered by' footer. */
export function Sidebar({ items, pathname, expanded, onNavigate, top }: SidebarProps) {
  const Tooltip = tooltipModule.useModule(!expanded);
  const content = (
    <div className="flex h-full min-h-0 flex-col" data-sidebar-expanded={expanded}>
      <div className={cn("flex h-16 shrink-0 items-center gap-2", expanded ? "px-4" : "justify-center px-0")}>
        <span className="grid size-8 shrink-0 place-items-center rounded-lg bg-brand-600 text-sm font-bold text-white" aria-hidden>
          HP
        </span>
        {expanded ? <span className="truncate text-sm font-semibold text-brand-900">Employer Portal</span> : null}
      </div>
      {top ? <div className="shrink-0">{top({ expanded, onNavigate })}</div> : null}
      <nav aria-label="Main menu" className="flex min-h-0 flex-1 flex-col gap-1 overflow-y-auto px-2 pb-3">
        {items.map((item) => (
          <NavSectionBlock key={item.id} item={item} pathname={pathname} expanded={expanded} onNavigate={onNavigate} />
        ))}
      </nav>
      <footer className={cn("flex shrink-0 flex-col gap-1 border-t border-gray-200 py-3", expanded ? "px-4" : "items-center px-1")}>
        <span className={expanded ? "text-[11px] text-gray-500" : "sr-only"}>Powered by</span>
        {/* Plain images, as next/image renders unoptimized ones, without its ~5 KiB of code in the shell. */}
        {expanded ? (
          // eslint-disable-next-line @next/next/no-img-element -- a static SVG; nothing to optimise
          <img src="/powered-by-logo.svg" alt="Hiring Portal" width={128} height={24} loading="lazy" decoding="async" style={{ color: "transparent" }} className="h-6 w-auto self-start" />
        ) : (
          // eslint-disable-next-line @next/next/no-img-element -- a static SVG; nothing to optimise
          <img src="/powered-by-mark.svg" alt="Hiring Portal" width={24} height={24} loading="lazy" decoding="async" style={{ color: "transparent" }} className="size-6" />
        )}
      </footer>
    </div>
  );
  // Always the same tree, so the tooltip's arrival never remounts the menu (or moves focus).
  return <TooltipContext.Provider value={Tooltip}>{content}</TooltipContext.Provider>;
}
