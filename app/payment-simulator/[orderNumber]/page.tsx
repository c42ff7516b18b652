import type { Metadata } from "next";
import { simulatorOrderQueryOptions } from "@/features/subscription/api/get-simulator-order";
import { SimulatorPanel } from "@/features/subscription/components/simulator-panel";
import { PrefetchBoundary } from "../../_lib/prefetch-boundary";

export const metadata: Metadata = { title: "Local payment simulator", robots: { index: false, follow: false } };

/**
 * The local payment simulator's page (public, no portal shell): it stands for the bank or e-wallet
 * app, so it needs no session, just as a real provider's page would not know ours.
 */
export default async function PaymentSimulatorPage({ params }: { params: Promise<{ orderNumber: string }> }) {
  const { orderNumber } = await params;
  return (
    <main className="mx-auto w-full max-w-2xl px-4 py-6 sm:px-8 sm:py-10">
      <p className="text-xs font-semibold uppercase tracking-wide text-amber-700">For development and testing: no real money moves</p>
      <h1 className="mt-1 mb-6 text-2xl font-bold text-gray-900">Local payment simulator</h1>
      <PrefetchBoundary prefetch={(queryClient) => queryClient.prefetchQuery(simulatorOrderQueryOptions(orderNumber))}>
        <SimulatorPanel orderNumber={orderNumber} />
      </PrefetchBoundary>
    </main>
  );
}
