/** The public careers pages: no signed-in shell, readable on a phone and without JavaScript. */
export default function CareersLayout({ children }: { children: React.ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col bg-gray-50">
      <main className="mx-auto w-full max-w-4xl flex-1 px-4 py-8 sm:px-6 sm:py-12">{children}</main>
      <footer className="px-4 py-6 text-center text-xs text-gray-500">Powered by Hiring Portal</footer>
    </div>
  );
}
