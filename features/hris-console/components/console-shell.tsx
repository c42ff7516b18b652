import Link from "next/link";
import { consolePaths } from "../lib/console-paths";

/**
 * The built-in HRIS console's own frame (not the portal's shell): a bar with the product name, the
 * one page it has, and who is signed in with Sign out. Works without JavaScript; wraps on a phone.
 */
export function ConsoleShell({ userName, children }: { userName: string | null; children: React.ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col bg-gray-50 text-gray-900">
      <header className="border-b border-gray-200 bg-white">
        <div className="mx-auto flex w-full max-w-4xl flex-wrap items-center gap-x-6 gap-y-2 px-4 py-3 sm:px-6">
          <Link href={consolePaths.home} className="text-lg font-semibold text-brand-700">
            HRIS
          </Link>
          <nav aria-label="HRIS" className="flex-1">
            <Link href={consolePaths.access} className="text-sm font-medium text-gray-700 underline-offset-2 hover:underline">
              Access management
            </Link>
          </nav>
          {userName ? (
            <form method="post" action={consolePaths.signOut} className="flex items-center gap-3 text-sm">
              <span className="text-gray-600">{userName}</span>
              <button type="submit" className="rounded-lg border border-gray-300 bg-white px-3 py-1.5 font-medium text-gray-800 hover:bg-gray-50">
                Sign out
              </button>
            </form>
          ) : null}
        </div>
      </header>
      <main className="mx-auto w-full max-w-4xl flex-1 px-4 py-6 sm:px-6 sm:py-10">{children}</main>
      <footer className="px-4 py-6 text-center text-xs text-gray-500">Built-in HRIS console of the Hiring Portal</footer>
    </div>
  );
}
