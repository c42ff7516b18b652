import { useId } from "react";
import { cn } from "@/lib/cn";

type ChoiceOption = { value: string; label: string; description?: string };

type ChoiceGroupProps = {
  legend: string;
  /** Shows the red asterisk of spec 5. */
  required?: boolean;
  hint?: React.ReactNode;
  error?: string;
  options: ChoiceOption[];
  /** checkbox: any number (an array value); radio: exactly one. */
  type?: "checkbox" | "radio";
  /** Props for every input, e.g. react-hook-form's `register(name)`. */
  inputProps: Omit<React.ComponentProps<"input">, "type" | "value">;
  /** Wide cards (with descriptions) instead of compact chips. */
  layout?: "chips" | "cards";
  className?: string;
};

/** A labelled set of checkboxes or radios drawn as chips or cards; native inputs, so fully keyboard-usable. */
export function ChoiceGroup({ legend, required, hint, error, options, type = "checkbox", inputProps, layout = "chips", className }: ChoiceGroupProps) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ") || undefined;
  return (
    <fieldset className={cn("flex flex-col gap-2", className)} aria-describedby={describedBy} aria-invalid={Boolean(error) || undefined}>
      <legend className="mb-1.5 text-sm font-medium text-gray-800">
        {legend}
        {required ? (
          <span className="ml-0.5 text-red-600" aria-hidden>
            *
          </span>
        ) : null}
      </legend>
      {hint ? (
        <p id={`${id}-hint`} className="-mt-1 text-xs text-gray-500">
          {hint}
        </p>
      ) : null}
      <div className={cn(layout === "cards" ? "grid grid-cols-1 gap-2 sm:grid-cols-2" : "flex flex-wrap gap-2")}>
        {options.map((option) => (
          <label
            key={option.value}
            className={cn(
              "flex cursor-pointer items-start gap-2 rounded-lg border border-gray-300 bg-white text-sm text-gray-800 transition-colors hover:border-brand-500",
              "has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:checked]:text-brand-900 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600",
              layout === "cards" ? "p-3" : "px-3 py-1.5",
            )}
          >
            <input {...inputProps} type={type} value={option.value} className="mt-0.5 size-4 shrink-0 accent-brand-600" />
            <span className="min-w-0">
              <span className="font-medium">{option.label}</span>
              {option.description ? <span className="block text-xs text-gray-600">{option.description}</span> : null}
            </span>
          </label>
        ))}
      </div>
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-xs text-red-600">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
