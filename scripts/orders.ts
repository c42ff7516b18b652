import { parseArgs } from "node:util";
import { CommandError, callOperatorApi, operatorApiFrom, runCommand, runIfMain, type Output } from "./operator-api";

// `npm run orders -- refund <orderNumber> [--amount <rupiah>]`: marks a paid order refunded through
// the running app's operator API (Authorization: Bearer $OPERATOR_TOKEN), for money returned
// outside the payment provider or a refund whose notification never came. It never opens the
// database: the app owns the embedded one.

export const USAGE = `Usage:
  npm run orders -- refund <orderNumber> [--amount <rupiah>]

Marks a paid order refunded: it shows as Refunded under Billing & Invoicing, and the company's
admins get a mail; a full refund also ends the plan period it paid for. --amount is the whole rupiah
returned in all on this order, this refund included: after a refund of 250.000, a further 100.000
is --amount 350.000. Without it a paid order is refunded whole and a refunded one is left as it is.
Running the same command again changes nothing.

Needs OPERATOR_TOKEN (the app's value) and APP_URL or PORT of the running app in the environment.`;

/** The order number and the operator API body for the command line, or a usage error. */
export function refundRequest(argv: string[]): { orderNumber: string; body: { amountIdr?: number } } {
  const { values, positionals } = parseArgs({ args: argv, allowPositionals: true, options: { amount: { type: "string" } } });
  const [action, orderNumber, ...rest] = positionals;
  if (action !== "refund" || !orderNumber || rest.length > 0) throw new CommandError(USAGE, 2);
  if (values.amount === undefined) return { orderNumber, body: {} };
  // Dots and commas are thousands separators in rupiah (1.500.000): rupiah have no decimals.
  const digits = values.amount.replace(/[.,_\s]/g, "");
  if (!/^\d+$/.test(digits) || Number(digits) < 1) throw new CommandError(`--amount takes whole rupiah, e.g. 1500000, not '${values.amount}'.`, 2);
  return { orderNumber, body: { amountIdr: Number(digits) } };
}

type RefundResult = { orderNumber: string; status: string; refundedAmountIdr: number; outcome: "refunded" | "ignored" };

export async function ordersCommand(argv: string[], source: Record<string, string | undefined>, output: Output): Promise<number> {
  return runCommand(output, async () => {
    if (argv.length === 0 || argv.includes("--help") || argv.includes("-h")) {
      output.write(USAGE);
      return argv.length === 0 ? 2 : 0;
    }
    const { orderNumber, body } = refundRequest(argv);
    const result = await callOperatorApi<RefundResult>(operatorApiFrom(source), "POST", `/v1/operator/orders/${encodeURIComponent(orderNumber)}/refund`, body);
    output.write(
      result.outcome === "refunded"
        ? `${result.orderNumber}: refunded; Rp ${result.refundedAmountIdr.toLocaleString("id-ID")} returned in all.`
        : `${result.orderNumber}: already refunded (Rp ${result.refundedAmountIdr.toLocaleString("id-ID")}); nothing changed.`,
    );
    return 0;
  });
}

await runIfMain(import.meta.url, ordersCommand);
