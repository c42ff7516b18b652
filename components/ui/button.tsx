import { cva, type VariantProps } from "class-variance-authority";
import { cn } from "@/lib/cn";

const buttonVariants = cva(
  "inline-flex items-center justify-center gap-2 rounded-lg font-medium transition-colors disabled:cursor-not-allowed disabled:opacity-60",
  {
    variants: {
      variant: {
        primary: "bg-brand-600 text-white hover:bg-brand-700",
        secondary: "border border-gray-300 bg-white text-gray-800 hover:bg-gray-50",
        ghost: "text-gray-700 hover:bg-gray-100",
        /** Ghost on a dark background (the job wizard's purple). */
        ghostInverted: "text-white hover:bg-white/15",
        ghostDanger: "text-red-700 hover:bg-red-50",
        danger: "bg-red-600 text-white hover:bg-red-700",
        link: "text-brand-700 underline-offset-2 hover:underline",
      },
      size: {
        sm: "h-8 px-3 text-sm",
        md: "h-10 px-4 text-sm",
        lg: "h-12 px-5 text-base",
        icon: "h-10 w-10",
        /** No height or padding of its own: a link-style button inside a line of text. */
        inline: "text-sm",
      },
    },
    // cn() does not merge: pass a variant or size for colours, height and padding, never a className
    // that overrides one.
    defaultVariants: { variant: "primary", size: "md" },
  },
);

type ButtonStyle = VariantProps<typeof buttonVariants>;

/**
 * The button's look for another element, a link most often:
 * `<Link href="/x" className={buttonClassName({ variant: "secondary" })}>`. Links are styled this
 * way rather than through a Slot-style `asChild`, which cost every page that shows a button about
 * 1 KiB gzip of first-load JavaScript (Radix Slot and its ref composition) for a class name.
 */
export function buttonClassName({ variant, size, className }: ButtonStyle & { className?: string } = {}): string {
  return cn(buttonVariants({ variant, size }), className);
}

export type ButtonProps = React.ComponentProps<"button"> &
  ButtonStyle & {
    loading?: boolean;
  };

export function Button({ className, variant, size, loading, disabled, children, ...props }: ButtonProps) {
  return (
    <button
      className={buttonClassName({ variant, size, className })}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...props}
    >
      {loading ? <span className="size-4 animate-spin rounded-full border-2 border-current border-t-transparent" aria-hidden /> : null}
      {children}
    </button>
  );
}
