/** An unknown or mistyped private link: said plainly, without the portal's links. */
export default function TechTestNotFound() {
  return (
    <div className="flex flex-col items-center gap-3 py-16 text-center">
      <p className="text-sm font-semibold text-brand-700">404</p>
      <h1 className="text-2xl font-bold text-gray-900">Tech test not found</h1>
      <p className="max-w-md text-sm text-gray-600">
        This link does not lead to a case study. Check that you opened the whole link from the invitation email, or ask the company that sent it.
      </p>
    </div>
  );
}
