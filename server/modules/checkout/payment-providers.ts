import { serverEnv } from "@/server/config/env";
import type { Executor } from "@/server/db/client";
import { MIDTRANS_BASE_URLS, MidtransProvider } from "./midtrans-provider";
import type { PaymentProvider } from "./payment-provider";
import { SimulatorProvider } from "./payment-simulator";

/** The configured provider: the simulator on this database unless PAYMENT_PROVIDER=midtrans. */
export function paymentProviderFor(db: Executor): PaymentProvider {
  const env = serverEnv();
  if (env.PAYMENT_PROVIDER === "simulator") return new SimulatorProvider(db);
  if (!env.MIDTRANS_SERVER_KEY) throw new Error("PAYMENT_PROVIDER=midtrans needs MIDTRANS_SERVER_KEY");
  return new MidtransProvider(env.MIDTRANS_SERVER_KEY, MIDTRANS_BASE_URLS[env.MIDTRANS_ENV]);
}
