import type { LucideIcon } from "lucide-react";
import { cn } from "@/lib/cn";

/** A list or page with nothing to show yet: what will appear here, and how it gets there. */
export function EmptyState({
  icon: Icon,
  title,
  children,
  action,
  className,
}: {
  icon: LucideIcon;
  title: string;
  children?: React.ReactNode;
  action?: React.ReactNode;
  className?: string;
}) {
  return (
    <div className={cn("flex flex-col items-center gap-2 rounded-xl border border-dashed border-gray-300 bg-white px-6 py-12 text-center", className)}>
      <Icon className="size-10 text-gray-400" aria-hidden />
      <p className="font-semibold text-gray-900">{title}</p>
      {children ? <div className="max-w-md text-sm text-gray-600">{children}</div> : null}
      {action ? <div className="mt-2">{action}</div> : null}
    </div>
  );
}
