import { formatNumericDateTime } from "@/lib/format/date";
import type { HrisJoinRequest } from "@/server/modules/hris/hris-schemas";
import { consolePaths } from "../lib/console-paths";

/** Pending join requests, each with Approve and Deny (plain forms: they work before any script loads). */
export function PendingRequests({ requests }: { requests: HrisJoinRequest[] }) {
  return (
    <section aria-labelledby="pending-requests-title" className="space-y-3">
      <h2 id="pending-requests-title" className="text-lg font-semibold">
        Pending requests
      </h2>
      {requests.length === 0 ? (
        <p className="rounded-xl border border-dashed border-gray-300 bg-white p-4 text-sm text-gray-600">
          No one is waiting for access. Requests sent from the portal&apos;s HRIS switcher appear here.
        </p>
      ) : (
        <ul className="space-y-3">
          {requests.map((request) => (
            <li key={request.id} className="rounded-xl border border-gray-200 bg-white p-4">
              <div className="flex flex-wrap items-start justify-between gap-3">
                <div className="min-w-0">
                  <p className="font-medium">{request.name}</p>
                  <p className="break-all text-sm text-gray-600">{request.emails[0]?.email}</p>
                  <p className="mt-1 text-xs text-gray-500">Asked {formatNumericDateTime(request.updatedAt, { withZoneLabel: true })}</p>
                </div>
                <div className="flex gap-2">
                  <DecisionButton id={request.id} intent="approve" label="Approve" name={request.name} />
                  <DecisionButton id={request.id} intent="deny" label="Deny" name={request.name} />
                </div>
              </div>
              {request.note ? (
                <p className="mt-3 whitespace-pre-wrap break-words rounded-lg bg-gray-50 p-3 text-sm text-gray-800">
                  <span className="sr-only">Note: </span>
                  {request.note}
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function DecisionButton({ id, intent, label, name }: { id: string; intent: "approve" | "deny"; label: string; name: string }) {
  const look =
    intent === "approve" ? "bg-brand-600 text-white hover:bg-brand-700" : "border border-gray-300 bg-white text-gray-800 hover:bg-gray-50";
  return (
    <form method="post" action={consolePaths.accessActions}>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={id} />
      <button type="submit" aria-label={`${label} ${name}`} className={`inline-flex h-10 items-center rounded-lg px-4 text-sm font-medium ${look}`}>
        {label}
      </button>
    </form>
  );
}
