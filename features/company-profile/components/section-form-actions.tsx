import { Button } from "@/components/ui/button";
import { FormErrorAlert } from "@/components/ui/form-error-alert";

/** Save and Cancel under a section's form, with the failure shown above them (spec 8 display). */
export function SectionFormActions({ saving, onCancel, error }: { saving: boolean; onCancel: () => void; error: unknown }) {
  return (
    <div className="mt-5 flex flex-col gap-3">
      {error ? <FormErrorAlert error={error} /> : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="secondary" onClick={onCancel} disabled={saving}>
          Cancel
        </Button>
        <Button type="submit" loading={saving}>
          Save
        </Button>
      </div>
    </div>
  );
}
