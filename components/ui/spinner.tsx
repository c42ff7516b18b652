import { cn } from "@/lib/cn";

export function Spinner({ className, label = "Loading..." }: { className?: string; label?: string }) {
  return (
    <span role="status" className={cn("inline-flex items-center gap-2 text-sm text-gray-600", className)}>
      <span className="size-5 animate-spin rounded-full border-2 border-brand-600 border-t-transparent" aria-hidden />
      <span>{label}</span>
    </span>
  );
}

/** Spec 2.5: the full-page spinner with 'Loading...'. */
export function FullPageSpinner() {
  return (
    <div className="flex min-h-screen items-center justify-center">
      <Spinner />
    </div>
  );
}
