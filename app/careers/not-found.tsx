/** An unknown company or a job that is not open: said plainly, without the portal's links. */
export default function CareersNotFound() {
  return (
    <div className="flex flex-col items-center gap-3 py-16 text-center">
      <p className="text-sm font-semibold text-brand-700">404</p>
      <h1 className="text-2xl font-bold text-gray-900">This page is not available</h1>
      <p className="max-w-md text-sm text-gray-600">The company or job you are looking for does not exist, or the job is no longer open.</p>
    </div>
  );
}
