import { formatNumericDateTime } from "@/lib/format/date";
import { hrisReRequestAt } from "@/server/modules/hris/hris-contract";

/** Spec 9: a join request can be sent again 3 days after its last update, shown as DD MM YYYY HH:mm. */
export function formatReRequestDate(updatedAt: string | Date): string {
  return formatNumericDateTime(hrisReRequestAt(new Date(updatedAt)));
}

/** A re-request date the API gave (spec 8's refusal carries it), in the same format. */
export function formatReRequestAt(reRequestAt: string): string {
  return formatNumericDateTime(reRequestAt);
}
