/** One titled block of the applicant page; named by its heading, so it is a landmark region. */
export function DetailSection({ id, title, children, action }: { id: string; title: string; children: React.ReactNode; action?: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className="min-w-0 rounded-xl border border-gray-200 bg-white p-4 sm:p-5">
      <div className="mb-3 flex items-center justify-between gap-2">
        <h2 id={id} className="text-base font-semibold text-gray-900">
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}

/** A labelled fact; "Not provided" when the applicant did not say. */
export function Fact({ label, value }: { label: string; value: React.ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium text-gray-500">{label}</dt>
      <dd className="text-sm break-words text-gray-900">{value ?? <span className="text-gray-500">Not provided</span>}</dd>
    </div>
  );
}

export const isWebAddress = (url: string | null): url is string => url !== null && /^https?:\/\//i.test(url);

/** A link that leaves the portal for the applicant's own page; anything but a web address (a script URL, say) is never made a link. */
export function OutboundLink({ href, children }: { href: string; children: React.ReactNode }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer nofollow" className="inline-flex max-w-full items-center gap-1.5 break-all text-brand-700 hover:underline">
      {children}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}
