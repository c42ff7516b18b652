"use client";

import { Building2, ImagePlus, Images, Trash2, Upload } from "lucide-react";
import { useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogFooter } from "@/components/ui/dialog";
import { ErrorDisplay, toastError } from "@/components/ui/error-display";
import { toast } from "@/components/ui/toast";
import { cn } from "@/lib/cn";
import { MAX_COMPANY_PHOTOS } from "@/server/modules/company-profile/company-profile-contract";
import type { CompanyPhoto, CompanyProfile } from "@/server/modules/company-profile/company-profile-schemas";
import { useDeleteCompanyPhotos } from "../api/delete-company-photos";
import { useUploadCompanyPhoto } from "../api/upload-company-photo";

/** Only these are accepted by content on the server; the picker offers them first. */
const ACCEPTED_IMAGES = "image/png,image/jpeg,image/webp";

type UploadFailure = { fileName: string; error: unknown };

/** Why each refused file was refused, in the server's words (size limit, not an image, ...). */
function UploadFailures({ failures }: { failures: UploadFailure[] }) {
  if (failures.length === 0) return null;
  return (
    <div role="alert">
      <ul className="flex flex-col gap-2">
        {failures.map((failure, index) => (
          <li key={`${failure.fileName}-${index}`} className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm">
            <p className="mb-1 text-red-800">
              <span className="font-semibold break-all">{failure.fileName}</span> was not uploaded:
            </p>
            <ErrorDisplay error={failure.error} showCopy={false} />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** A button that opens the file picker; the input stays reachable by its label for assistive tech and tests. */
function FilePicker({ label, multiple, busy, onFiles, icon: Icon }: { label: string; multiple?: boolean; busy: boolean; onFiles: (files: File[]) => void; icon: typeof Upload }) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <input
        ref={input}
        type="file"
        accept={ACCEPTED_IMAGES}
        multiple={multiple}
        aria-label={label}
        tabIndex={-1}
        className="sr-only"
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          event.target.value = "";
          if (files.length > 0) onFiles(files);
        }}
      />
      <Button type="button" variant="secondary" size="sm" loading={busy} onClick={() => input.current?.click()}>
        <Icon className="size-4" aria-hidden />
        {label}
      </Button>
    </>
  );
}

function useUploads(companyId: string, kind: "photo" | "logo") {
  const upload = useUploadCompanyPhoto(companyId);
  const [failures, setFailures] = useState<UploadFailure[]>([]);
  const [busy, setBusy] = useState(false);
  const run = async (files: File[]) => {
    setBusy(true);
    setFailures([]);
    const failed: UploadFailure[] = [];
    let uploaded = 0;
    // One at a time: each file gets its own answer, and a refusal does not stop the others.
    for (const file of files) {
      try {
        await upload.mutateAsync({ file, kind });
        uploaded += 1;
      } catch (error) {
        failed.push({ fileName: file.name, error });
      }
    }
    setFailures(failed);
    setBusy(false);
    if (uploaded > 0) {
      toast.success({ title: kind === "logo" ? "Logo updated" : uploaded === 1 ? "Photo uploaded" : `${uploaded} photos uploaded` });
    }
  };
  return { run, failures, busy };
}

function DeletePhotosDialog({ ids, companyId, onOpenChange, onDeleted }: { ids: string[] | null; companyId: string; onOpenChange: (open: boolean) => void; onDeleted: () => void }) {
  const remove = useDeleteCompanyPhotos(companyId);
  const confirm = async () => {
    if (!ids) return;
    try {
      await remove.mutateAsync(ids);
      toast.success({ title: ids.length === 1 ? "Photo deleted" : `${ids.length} photos deleted` });
      onDeleted();
      onOpenChange(false);
    } catch (error) {
      toastError(error);
    }
  };
  return (
    <Dialog open={ids !== null} onOpenChange={onOpenChange}>
      {ids ? (
        <DialogContent title={ids.length === 1 ? "Delete this photo?" : `Delete ${ids.length} photos?`} description="They are removed from your company profile for good." size="sm">
          <DialogFooter flush>
            <Button type="button" variant="secondary" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="button" variant="danger" loading={remove.isPending} onClick={() => void confirm()}>
              Delete
            </Button>
          </DialogFooter>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function PhotoTile({ photo, index, selectable, selected, onToggle }: { photo: CompanyPhoto; index: number; selectable: boolean; selected: boolean; onToggle: () => void }) {
  const image = (
    // eslint-disable-next-line @next/next/no-img-element -- served by our own API with long-lived caching; no optimiser round trip.
    <img src={photo.url} alt={`Company photo ${index + 1}`} className="aspect-[4/3] w-full rounded-lg object-cover" loading="lazy" />
  );
  if (!selectable) return <li>{image}</li>;
  return (
    <li>
      <label className={cn("relative block cursor-pointer rounded-lg outline-offset-2 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600", selected && "ring-2 ring-brand-600")}>
        {image}
        <input type="checkbox" checked={selected} onChange={onToggle} className="absolute top-2 left-2 size-5 accent-brand-600" aria-label={`Select photo ${index + 1}`} />
      </label>
    </li>
  );
}

/**
 * The logo and the photos of the company profile (POST /v1/job-portal/company-photo, DELETE
 * .../company-photo/bulk). The server checks type (by content) and size; a refused file is named
 * with the server's reason. Editors select photos to delete them together.
 */
export function PhotosSection({ profile, canEdit }: { profile: CompanyProfile; canEdit: boolean }) {
  const logoUploads = useUploads(profile.id, "logo");
  const photoUploads = useUploads(profile.id, "photo");
  const [selected, setSelected] = useState<string[]>([]);
  const [deleting, setDeleting] = useState<string[] | null>(null);
  const photos = profile.photos.filter((photo) => photo.kind === "photo");
  const selectedIds = selected.filter((id) => photos.some((photo) => photo.id === id));

  return (
    <section aria-labelledby="company-photos-heading" className="rounded-2xl border border-gray-200 bg-white p-5 sm:p-6">
      <h2 id="company-photos-heading" className="text-lg font-semibold text-gray-900">
        Logo and photos
      </h2>
      <p className="mt-0.5 text-sm text-gray-600">PNG, JPEG or WebP images. Candidates see them on your company page.</p>

      <div className="mt-5 flex flex-wrap items-center gap-4">
        {profile.logoUrl ? (
          // eslint-disable-next-line @next/next/no-img-element -- served by our own API.
          <img src={profile.logoUrl} alt={`${profile.name} logo`} className="size-20 rounded-xl border border-gray-200 object-contain" />
        ) : (
          <span className="flex size-20 items-center justify-center rounded-xl bg-gray-100" role="img" aria-label="No logo yet">
            <Building2 className="size-8 text-gray-400" aria-hidden />
          </span>
        )}
        {canEdit ? <FilePicker label={profile.logoUrl ? "Change logo" : "Upload logo"} busy={logoUploads.busy} onFiles={(files) => void logoUploads.run(files.slice(0, 1))} icon={Upload} /> : null}
      </div>
      <div className="mt-3">
        <UploadFailures failures={logoUploads.failures} />
      </div>

      <div className="mt-6 flex flex-wrap items-center justify-between gap-3">
        <h3 className="text-sm font-semibold text-gray-800">
          Photos <span className="font-normal text-gray-500">({photos.length} of {MAX_COMPANY_PHOTOS})</span>
        </h3>
        {canEdit ? (
          <div className="flex flex-wrap gap-2">
            {selectedIds.length > 0 ? (
              <Button type="button" size="sm" variant="danger" onClick={() => setDeleting(selectedIds)}>
                <Trash2 className="size-4" aria-hidden />
                Delete selected ({selectedIds.length})
              </Button>
            ) : null}
            <FilePicker label="Add photos" multiple busy={photoUploads.busy} onFiles={(files) => void photoUploads.run(files)} icon={ImagePlus} />
          </div>
        ) : null}
      </div>
      <div className="mt-3">
        <UploadFailures failures={photoUploads.failures} />
      </div>
      {photos.length === 0 ? (
        <div className="mt-3 flex flex-col items-center gap-2 rounded-xl border border-dashed border-gray-300 px-6 py-10 text-center">
          <Images className="size-8 text-gray-400" aria-hidden />
          <p className="text-sm text-gray-600">No photos yet. Photos of your team and office help candidates picture working with you.</p>
        </div>
      ) : (
        <ul className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4" aria-label="Company photos">
          {photos.map((photo, index) => (
            <PhotoTile
              key={photo.id}
              photo={photo}
              index={index}
              selectable={canEdit}
              selected={selectedIds.includes(photo.id)}
              onToggle={() => setSelected((current) => (current.includes(photo.id) ? current.filter((id) => id !== photo.id) : [...current, photo.id]))}
            />
          ))}
        </ul>
      )}
      <DeletePhotosDialog ids={deleting} companyId={profile.id} onOpenChange={(open) => (open ? undefined : setDeleting(null))} onDeleted={() => setSelected([])} />
    </section>
  );
}
