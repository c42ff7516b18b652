import { Pencil } from "lucide-react";
import { useId } from "react";
import { Button } from "@/components/ui/button";

type ProfileSectionProps = {
  title: string;
  description?: string;
  /** Shows the Edit button (the Admin or a Team Editor, while not already editing). */
  canEdit: boolean;
  editing: boolean;
  onEdit: () => void;
  children: React.ReactNode;
};

/** One card of the Company Profile: its title, an Edit button for editors, and the view or the form. */
export function ProfileSection({ title, description, canEdit, editing, onEdit, children }: ProfileSectionProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-gray-200 bg-white p-5 sm:p-6">
      <div className="mb-4 flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id={headingId} className="text-lg font-semibold text-gray-900">
            {title}
          </h2>
          {description ? <p className="mt-0.5 text-sm text-gray-600">{description}</p> : null}
        </div>
        {canEdit && !editing ? (
          <Button type="button" size="sm" variant="secondary" onClick={onEdit} aria-label={`Edit ${title}`}>
            <Pencil className="size-4" aria-hidden />
            Edit
          </Button>
        ) : null}
      </div>
      {children}
    </section>
  );
}

/** Shown in place of a value nobody has filled in yet. */
export function NotFilled({ children = "Not filled in yet" }: { children?: React.ReactNode }) {
  return <span className="text-gray-500 italic">{children}</span>;
}
