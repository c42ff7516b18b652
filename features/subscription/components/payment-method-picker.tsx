import { cn } from "@/lib/cn";
import { formatRupiah } from "@/lib/format/currency";
import type { PaymentMethod } from "@/server/modules/checkout/checkout-schemas";

const GROUPS = [
  { kind: "ewallet", legend: "E-wallet" },
  { kind: "virtualAccount", legend: "Virtual account" },
] as const;

/** Spec 3: e-wallets charge a percentage, virtual accounts a fixed amount; shown before paying. */
export function feeLabel(method: Pick<PaymentMethod, "feeType" | "fee">): string {
  if (method.fee === 0) return "No fee";
  return method.feeType === "percentage" ? `Fee ${method.fee.toLocaleString("id-ID")}%` : `Fee ${formatRupiah(method.fee)}`;
}

type PaymentMethodPickerProps = {
  methods: PaymentMethod[];
  /** Props for every radio, e.g. react-hook-form's `register("paymentMethod")`. */
  inputProps: Omit<React.ComponentProps<"input">, "type" | "value">;
  error?: string;
};

/** The payment methods of spec 3 as native radios in two groups, each with its fee. */
export function PaymentMethodPicker({ methods, inputProps, error }: PaymentMethodPickerProps) {
  return (
    <fieldset className="flex flex-col gap-4" aria-invalid={Boolean(error) || undefined} aria-describedby={error ? "payment-method-error" : undefined}>
      <legend className="mb-1 text-base font-semibold text-gray-900">Payment method</legend>
      {GROUPS.map(({ kind, legend }) => {
        const group = methods.filter((method) => method.kind === kind);
        if (group.length === 0) return null;
        return (
          <fieldset key={kind} className="flex flex-col gap-2">
            <legend className="mb-1.5 text-sm font-medium text-gray-700">{legend}</legend>
            <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
              {group.map((method) => (
                <label
                  key={method.value}
                  className={cn(
                    "flex cursor-pointer items-center gap-3 rounded-lg border border-gray-300 bg-white p-3 text-sm text-gray-800 transition-colors hover:border-brand-500",
                    "has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600",
                  )}
                >
                  <input {...inputProps} type="radio" value={method.value} className="size-4 shrink-0 accent-brand-600" />
                  {/* Fixed size, so the list does not shift as the marks load; the alt text names the
                      method, and the visible name beside it is not read twice. */}
                  {/* eslint-disable-next-line @next/next/no-img-element -- a 1 KB static SVG; the image optimiser does not take SVGs. */}
                  <img src={method.image} alt={method.name} width={48} height={30} className="h-[30px] w-12 shrink-0" />
                  <span aria-hidden className="min-w-0 flex-1 font-medium">
                    {method.name}
                  </span>
                  <span className="shrink-0 text-xs text-gray-600">{feeLabel(method)}</span>
                </label>
              ))}
            </div>
          </fieldset>
        );
      })}
      {error ? (
        <p id="payment-method-error" role="alert" className="text-xs text-red-600">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
