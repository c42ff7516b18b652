import { Hourglass } from "lucide-react";
import { formatDate } from "@/lib/format/date";

/** After asking to join a company: nothing to do until its Admin accepts. */
export function JoinRequestPending({ companyName, requestedAt }: { companyName: string; requestedAt: string }) {
  return (
    <div role="status" className="flex gap-3 rounded-2xl border border-brand-100 bg-brand-50 p-5 text-sm text-gray-800">
      <Hourglass className="mt-0.5 size-5 shrink-0 text-brand-600" aria-hidden />
      <div>
        <p className="font-semibold text-gray-900">Your request to join {companyName} is waiting for approval</p>
        <p className="mt-1">
          We sent it to the company&apos;s Admin on {formatDate(requestedAt)}. You can start hiring as soon as they accept it.
        </p>
      </div>
    </div>
  );
}
