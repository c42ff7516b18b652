import { clientEnv } from "@/lib/env";

/** GET .../orders/{orderId}/invoice: the paid order's invoice PDF, downloaded by the browser with the session cookie. */
export function invoiceFileUrl(companyId: string, orderId: string): string {
  return `${clientEnv.NEXT_PUBLIC_API_URL}/v1/job-portal/company/${encodeURIComponent(companyId)}/orders/${encodeURIComponent(orderId)}/invoice`;
}
