"use client";

import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { FormErrorAlert } from "@/components/ui/form-error-alert";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import { toApiClientError } from "@/lib/api-error";
import { formatRupiah } from "@/lib/format/currency";
import { applyServerFieldErrors } from "@/lib/form-errors";
import type { BillingPeriod, BoostPack, CheckoutRequest, PaymentMethod, PaymentMethodValue, PaymentOrder } from "@/server/modules/checkout/checkout-schemas";
import type { SubscriptionPlan } from "@/server/modules/subscriptions/subscriptions-schemas";
import { useCreateOrder } from "../api/create-order";
import { useCheckoutQuote } from "../api/get-checkout-quote";
import { bestYearlySavingPercent, periodFor, priceFor } from "../lib/plan-price";
import { BillingPeriodSwitch } from "./billing-period-switch";
import { PaymentMethodPicker } from "./payment-method-picker";
import { DowngradeNotice } from "./downgrade-notice";
import { QuoteBreakdown } from "./quote-breakdown";

type CheckoutValues = { paymentMethod: PaymentMethodValue | ""; promoCode: string };
const FORM_FIELDS = ["paymentMethod", "promoCode"] as const;

/** What is being bought: a plan (for a period, with a promotion code) or a boost pack. */
export type CheckoutItem = { plan: SubscriptionPlan; initialPeriod: BillingPeriod } | { pack: BoostPack };

type CheckoutFormProps = {
  companyId: string;
  item: CheckoutItem;
  methods: PaymentMethod[];
  /** The order exists and holds how to pay: go to its page. */
  onOrderPlaced: (order: PaymentOrder) => void;
};

/**
 * Checkout: the chosen plan and period (or boost pack), the payment method with its fee, a
 * promotion code for a plan and the server's breakdown of the price, asked again whenever the
 * choice changes; Pay places the order.
 */
export function CheckoutForm({ companyId, item, methods, onOrderPlaced }: CheckoutFormProps) {
  const plan = "plan" in item ? item.plan : null;
  const pack = "pack" in item ? item.pack : null;
  const [period, setPeriod] = useState<BillingPeriod>(plan && "initialPeriod" in item ? periodFor(plan, item.initialPeriod) : "monthly");
  // The code the quote uses: applied with its button (or Enter), not on every keystroke.
  const [appliedPromo, setAppliedPromo] = useState("");
  const [error, setError] = useState<unknown>(null);
  const form = useForm<CheckoutValues>({ defaultValues: { paymentMethod: "", promoCode: "" } });
  const paymentMethod = useWatch({ control: form.control, name: "paymentMethod" });
  const create = useCreateOrder(companyId);

  const requestFor = (method: PaymentMethodValue): CheckoutRequest =>
    pack ? { boostPackCode: pack.code, paymentMethod: method } : { planCode: plan!.code, period, paymentMethod: method, ...(appliedPromo ? { promoCode: appliedPromo } : {}) };
  const request = paymentMethod ? requestFor(paymentMethod) : null;
  const quote = useCheckoutQuote(companyId, request);
  const quoteError = quote.isError ? toApiClientError(quote.error) : null;
  const quoteFieldError = (field: string) => quoteError?.fieldErrors.find((item) => item.field === field)?.message;
  const quoteHasFieldError = Boolean(quoteFieldError("promoCode") ?? quoteFieldError("paymentMethod"));
  const { errors } = form.formState;
  const chosenMethod = methods.find((method) => method.value === paymentMethod);

  const applyPromo = () => {
    form.clearErrors("promoCode");
    setAppliedPromo(form.getValues("promoCode").trim());
  };

  const submit = form.handleSubmit(async (values) => {
    setError(null);
    if (!values.paymentMethod) {
      form.setError("paymentMethod", { type: "required", message: "Choose a payment method" }, { shouldFocus: true });
      return;
    }
    try {
      const order = await create.mutateAsync(requestFor(values.paymentMethod));
      onOrderPlaced(order);
    } catch (caught) {
      if (applyServerFieldErrors(caught, form.setError, FORM_FIELDS) === 0) setError(caught);
    }
  });

  return (
    <form method="post" onSubmit={submit} noValidate className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <div className="flex flex-col gap-6">
        <section aria-labelledby="order-summary-heading" className="flex flex-col gap-3 rounded-2xl border border-gray-200 bg-white p-5">
          <h2 id="order-summary-heading" className="text-base font-semibold text-gray-900">
            Order summary
          </h2>
          {plan ? (
            <>
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <p className="text-lg font-semibold text-gray-900">{plan.name} plan</p>
                <p className="text-lg font-semibold text-gray-900">
                  {formatRupiah(priceFor(plan, period))}
                  <span className="text-sm font-normal text-gray-600"> / {period === "yearly" ? "year" : "month"}</span>
                </p>
              </div>
              {plan.yearlyPriceIdr !== null ? (
                <BillingPeriodSwitch value={period} onChange={setPeriod} yearlySavingPercent={bestYearlySavingPercent([plan])} />
              ) : null}
            </>
          ) : null}
          {pack ? (
            <>
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <p className="text-lg font-semibold text-gray-900">{pack.name}</p>
                <p className="text-lg font-semibold text-gray-900">{formatRupiah(pack.priceIdr)}</p>
              </div>
              <p className="text-sm text-gray-600">Added to your company when the payment arrives; used once the plan month&apos;s boosts are gone. Bought boosts do not lapse.</p>
            </>
          ) : null}
        </section>
        <section className="rounded-2xl border border-gray-200 bg-white p-5">
          <PaymentMethodPicker
            methods={methods}
            inputProps={form.register("paymentMethod", { onChange: () => form.clearErrors("paymentMethod") })}
            error={errors.paymentMethod?.message ?? quoteFieldError("paymentMethod")}
          />
        </section>
        {plan ? (
        <section className="flex items-end gap-2 rounded-2xl border border-gray-200 bg-white p-5">
          <FormField label="Promotion code" className="flex-1" error={errors.promoCode?.message ?? quoteFieldError("promoCode")}>
            {(control) => (
              <Input
                {...control}
                {...form.register("promoCode")}
                autoComplete="off"
                onKeyDown={(event) => {
                  // Enter applies the code rather than paying.
                  if (event.key === "Enter") {
                    event.preventDefault();
                    applyPromo();
                  }
                }}
              />
            )}
          </FormField>
          <Button type="button" variant="secondary" onClick={applyPromo} className={errors.promoCode || quoteFieldError("promoCode") ? "mb-6" : undefined}>
            Apply
          </Button>
        </section>
        ) : null}
      </div>
      <aside aria-labelledby="payment-heading" className="flex h-fit flex-col gap-4 rounded-2xl border border-gray-200 bg-white p-5 lg:sticky lg:top-6">
        <h2 id="payment-heading" className="text-base font-semibold text-gray-900">
          Payment
        </h2>
        {request === null ? <p className="text-sm text-gray-600">Choose a payment method to see the total with its fee.</p> : null}
        {request !== null && quote.isPending ? <Spinner label="Calculating the total..." /> : null}
        {quote.data && !quote.isError ? (
          <div aria-live="polite" aria-busy={quote.isFetching} className={quote.isPlaceholderData ? "opacity-60" : undefined}>
            {quote.data.kind === "upgrade" ? <p className="mb-2 text-sm text-gray-700">Your new plan starts as soon as the payment arrives.</p> : null}
            {quote.data.kind === "downgrade" ? <DowngradeNotice quote={quote.data} /> : null}
            <QuoteBreakdown quote={quote.data} methodName={chosenMethod?.name} />
          </div>
        ) : null}
        {quoteError && !quoteHasFieldError ? <FormErrorAlert error={quoteError} /> : null}
        {error ? <FormErrorAlert error={error} /> : null}
        <Button type="submit" size="lg" className="w-full" loading={create.isPending} disabled={quote.isFetching}>
          Pay{quote.data && !quote.isError && !quote.isPlaceholderData ? ` ${formatRupiah(quote.data.totalIdr)}` : ""}
        </Button>
      </aside>
    </form>
  );
}
