import { AuthSession } from "@/features/auth/components/auth-session";
import { LogoutButton } from "@/features/auth/components/logout-button";

/** Onboarding and the subscription choice: signed in, but before the portal's shell. */
export default function SetupLayout({ children }: { children: React.ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col bg-gray-50">
      <AuthSession />
      <header className="flex items-center justify-between border-b border-gray-200 bg-white px-4 py-3 sm:px-8">
        <span className="inline-flex items-center gap-2 text-base font-semibold text-gray-900">
          <span className="flex size-8 items-center justify-center rounded-lg bg-brand-600 text-sm font-bold text-white" aria-hidden>
            HP
          </span>
          Hiring Portal
        </span>
        <LogoutButton />
      </header>
      <main className="mx-auto w-full max-w-6xl flex-1 px-4 py-6 sm:px-8 sm:py-10">{children}</main>
    </div>
  );
}
