import Link from "next/link";

/** A page of the console that only says something: signed out, no access, not covered here. */
export function ConsoleMessage({ title, children, link }: { title: string; children: React.ReactNode; link?: { href: string; label: string } }) {
  return (
    <section aria-labelledby="console-message-title" className="rounded-xl border border-gray-200 bg-white p-6">
      <h1 id="console-message-title" className="text-xl font-semibold">
        {title}
      </h1>
      <div className="mt-3 space-y-2 text-sm text-gray-700">{children}</div>
      {link ? (
        <Link href={link.href} className="mt-5 inline-flex h-10 items-center rounded-lg bg-brand-600 px-4 text-sm font-medium text-white hover:bg-brand-700">
          {link.label}
        </Link>
      ) : null}
    </section>
  );
}
