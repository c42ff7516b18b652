/** The candidate's tech-test page: no signed-in shell, readable on a phone. */
export default function TechTestLayout({ children }: { children: React.ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col bg-gray-50">
      <main className="mx-auto w-full max-w-3xl flex-1 px-4 py-8 sm:px-6 sm:py-12">{children}</main>
      <footer className="px-4 py-6 text-center text-xs text-gray-500">Powered by Hiring Portal</footer>
    </div>
  );
}
