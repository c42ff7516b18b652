import { cn } from "@/lib/cn";

const fieldClasses =
  "w-full rounded-lg border border-gray-300 bg-white px-3 text-sm text-gray-900 placeholder:text-gray-400 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-100 disabled:bg-gray-100 aria-[invalid=true]:border-red-500";

export function Input({ className, ...props }: React.ComponentProps<"input">) {
  return <input className={cn(fieldClasses, "h-10", className)} {...props} />;
}

/** Spec 9: a text area has 4 rows. */
export function TextArea({ className, rows = 4, ...props }: React.ComponentProps<"textarea">) {
  return <textarea rows={rows} className={cn(fieldClasses, "py-2", className)} {...props} />;
}
