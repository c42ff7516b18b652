import { Input } from "@/components/ui/input";
import { cn } from "@/lib/cn";
import { VERIFICATION_CODE_LENGTH } from "@/server/modules/auth/auth-contract";

/** The 6-digit mailed code: one field, numeric keypad on phones, filled by the OS from the mail. */
export function CodeInput({ className, ...props }: Omit<React.ComponentProps<"input">, "type">) {
  return (
    <Input
      {...props}
      type="text"
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={VERIFICATION_CODE_LENGTH}
      placeholder="••••••"
      className={cn("h-12 text-center font-mono text-xl tracking-[0.5em]", className)}
    />
  );
}
