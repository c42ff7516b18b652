import Link from "next/link";
import { AuthSession } from "@/features/auth/components/auth-session";

/** Spec 2.1: the public pages render without the signed-in shell, centred, phone-first. */
export default function AuthLayout({ children }: { children: React.ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col bg-gradient-to-b from-brand-50 to-gray-50">
      <AuthSession />
      <header className="px-4 py-5 sm:px-8">
        <Link href="/" className="inline-flex items-center gap-2 text-base font-semibold text-gray-900">
          <span className="flex size-8 items-center justify-center rounded-lg bg-brand-600 text-sm font-bold text-white" aria-hidden>
            HP
          </span>
          Hiring Portal
        </Link>
      </header>
      <main className="flex flex-1 items-start justify-center px-4 pb-12 sm:items-center sm:px-6">
        <div className="w-full max-w-md rounded-2xl border border-gray-200 bg-white p-6 shadow-sm sm:p-8">{children}</div>
      </main>
    </div>
  );
}
