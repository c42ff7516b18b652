import type { PaymentInstructions as Instructions } from "@/server/modules/checkout/checkout-schemas";
import { CopyValue } from "./copy-value";

/** How to pay a pending order: a VA number, Mandiri's biller code and bill key, or an e-wallet QR and link. */
export function PaymentInstructions({ instructions }: { instructions: Instructions }) {
  return (
    <div className="flex flex-col gap-4">
      <dl className="flex flex-col gap-4">
        {instructions.vaNumber ? <CopyValue label="Virtual account number" value={instructions.vaNumber} /> : null}
        {instructions.billerCode ? <CopyValue label="Biller code" value={instructions.billerCode} /> : null}
        {instructions.billKey ? <CopyValue label="Bill key" value={instructions.billKey} /> : null}
      </dl>
      {instructions.vaNumber ? (
        <p className="text-sm text-gray-700">Pay this number from {instructions.channel}&apos;s mobile app, internet banking or an ATM, as a virtual account transfer.</p>
      ) : null}
      {instructions.billerCode ? (
        <p className="text-sm text-gray-700">In Mandiri&apos;s app or ATM choose bill payment (Multipayment), enter the biller code, then the bill key.</p>
      ) : null}
      {instructions.qrCodeUrl ? (
        <figure className="flex flex-col items-start gap-2">
          {/* eslint-disable-next-line @next/next/no-img-element -- the provider's QR image, any host */}
          <img src={instructions.qrCodeUrl} alt={`QR code to pay with ${instructions.channel}`} width={200} height={200} className="rounded-lg border border-gray-200" />
          <figcaption className="text-sm text-gray-700">Scan it with {instructions.channel}, or any app that pays QRIS.</figcaption>
        </figure>
      ) : null}
      {instructions.deeplinkUrl ? (
        <a href={instructions.deeplinkUrl} className="w-fit rounded-lg bg-brand-600 px-4 py-2 text-sm font-medium text-white hover:bg-brand-700">
          Open {instructions.channel}
        </a>
      ) : null}
    </div>
  );
}
