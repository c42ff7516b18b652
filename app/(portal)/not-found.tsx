import Link from "next/link";

/** A portal path with no page: said plainly, inside the shell. */
export default function PortalNotFound() {
  return (
    <div className="flex min-h-[60vh] flex-col items-center justify-center gap-3 px-6 py-16 text-center">
      <p className="text-sm font-semibold text-brand-700">404</p>
      <h1 className="text-2xl font-bold text-gray-900">Page not found</h1>
      <p className="max-w-md text-sm text-gray-600">This page does not exist, or is not available yet.</p>
      <Link href="/" className="mt-2 inline-flex h-10 items-center rounded-lg bg-brand-600 px-4 text-sm font-medium text-white hover:bg-brand-700">
        Back to Home
      </Link>
    </div>
  );
}
