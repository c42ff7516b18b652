/** One part of Home: a heading, what its figures mean, and its content. */
export function HomeSection({ id, title, definition, children }: { id: string; title: string; definition: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={`${id}-heading`} aria-describedby={`${id}-definition`} className="flex flex-col gap-3">
      <div>
        <h2 id={`${id}-heading`} className="text-base font-semibold text-gray-800">
          {title}
        </h2>
        <p id={`${id}-definition`} className="mt-0.5 text-sm text-gray-600">
          {definition}
        </p>
      </div>
      {children}
    </section>
  );
}

/** A section's "nothing here, and that is good" state. */
export function AllClear({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div className="rounded-xl border border-dashed border-gray-300 bg-white px-4 py-6 text-center">
      <p className="font-semibold text-gray-900">{title}</p>
      <p className="mt-1 text-sm text-gray-600">{children}</p>
    </div>
  );
}

/** "The 10 longest waits of 14 jobs." under a list cut at the limit; nothing when all are shown. */
export function ShownOfTotal({ shown, total, what }: { shown: number; total: number; what: string }) {
  if (total <= shown) return null;
  return (
    <p className="text-sm text-gray-600">
      Showing {shown} of {total} {what}.
    </p>
  );
}

export const plural = (count: number, singular: string, pluralForm = `${singular}s`) => `${count} ${count === 1 ? singular : pluralForm}`;
