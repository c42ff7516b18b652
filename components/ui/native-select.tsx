import { ChevronDown } from "lucide-react";
import { cn } from "@/lib/cn";

/** A styled native select: the platform picker on phones, full keyboard support everywhere. */
export function NativeSelect({
  className,
  placeholder,
  options,
  ...props
}: React.ComponentProps<"select"> & { placeholder?: string; options: { value: string; label: string }[] }) {
  return (
    <div className="relative">
      <select
        className={cn(
          "h-10 w-full appearance-none rounded-lg border border-gray-300 bg-white pr-9 pl-3 text-sm text-gray-900 focus:border-brand-500 focus:ring-2 focus:ring-brand-100 focus:outline-none disabled:bg-gray-100 aria-[invalid=true]:border-red-500",
          className,
        )}
        {...props}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <ChevronDown className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-gray-500" aria-hidden />
    </div>
  );
}
