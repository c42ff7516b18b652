import { useId } from "react";

/** A titled group of fields inside a wizard step. */
export function WizardSection({ title, description, children }: { title: string; description?: string; children: React.ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="flex flex-col gap-4">
      <div>
        <h3 id={id} className="text-base font-semibold text-gray-900">
          {title}
        </h3>
        {description ? <p className="text-sm text-gray-600">{description}</p> : null}
      </div>
      {children}
    </section>
  );
}
