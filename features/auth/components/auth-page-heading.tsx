/** The title block every public auth page opens with. */
export function AuthPageHeading({ title, subtitle }: { title: string; subtitle?: React.ReactNode }) {
  return (
    <div className="mb-6">
      <h1 className="text-2xl font-semibold text-gray-900">{title}</h1>
      {subtitle ? <p className="mt-1.5 text-sm text-gray-600">{subtitle}</p> : null}
    </div>
  );
}
