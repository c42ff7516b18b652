import type { CompanySessionContext } from "@/server/auth/session-types";
import type { Database } from "@/server/db/client";
import type { FileStorage } from "@/server/storage/file-storage";
import { checkUpload } from "@/server/storage/upload-policy";
import { photoLimitReached, photoNotFound } from "./company-profile-errors";
import { COMPANY_PHOTO_FIELD, MAX_COMPANY_PHOTOS, type CompanyPhoto } from "./company-profile-schemas";
import { clearLogoUrlIf, countPhotos, deleteLogos, deletePhotosOfCompany, findPhoto, insertPhoto, photosOfCompany, updateCompany } from "./company-profile-queries";
import { photoUrl, toPhoto } from "./company-profile-service";

/**
 * POST /v1/job-portal/company-photo: checks the file (upload-policy: image by content, size), stores
 * it, and records it. A logo replaces the company's logo (the old logo file is removed).
 */
export async function uploadCompanyPhoto(
  db: Database,
  storage: FileStorage,
  session: CompanySessionContext,
  input: { data: Uint8Array; fileName?: string; kind: "photo" | "logo" },
): Promise<CompanyPhoto> {
  const checked = await checkUpload({ data: input.data, kind: "image", field: COMPANY_PHOTO_FIELD, fileName: input.fileName });
  if (input.kind === "photo" && (await countPhotos(db, session.companyId, "photo")) >= MAX_COMPANY_PHOTOS) {
    throw photoLimitReached();
  }
  const stored = await storage.put({ data: checked.data, prefix: `company-photos/${session.companyId}`, extension: checked.extension });
  let replaced: { id: string; storageKey: string }[] = [];
  try {
    const row = await db.transaction(async (tx) => {
      if (input.kind === "logo") replaced = await deleteLogos(tx, session.companyId);
      const created = await insertPhoto(tx, {
        companyId: session.companyId,
        kind: input.kind,
        storageKey: stored.key,
        mimeType: checked.mime,
        sizeBytes: stored.size,
        uploadedByUserId: session.userId,
      });
      if (input.kind === "logo") await updateCompany(tx, session.companyId, { logoUrl: photoUrl(created.id) });
      return created;
    });
    for (const old of replaced) await storage.delete(old.storageKey);
    return toPhoto(row);
  } catch (error) {
    // Nothing refers to the file if the record was not written.
    await storage.delete(stored.key);
    throw error;
  }
}

/**
 * DELETE /v1/job-portal/company-photo/bulk?ids=: deletes the caller's company's photos with these
 * ids. An id of another company (or unknown) is not found, and nothing is deleted.
 */
export async function deleteCompanyPhotos(db: Database, storage: FileStorage, session: CompanySessionContext, ids: string[]): Promise<string[]> {
  const unique = [...new Set(ids)];
  const found = await photosOfCompany(db, session.companyId, unique);
  if (found.length !== unique.length) throw photoNotFound();
  await db.transaction(async (tx) => {
    await deletePhotosOfCompany(tx, session.companyId, unique);
    const logos = found.filter((photo) => photo.kind === "logo").map((photo) => photoUrl(photo.id));
    for (const logoUrl of logos) {
      await clearLogoUrlIf(tx, session.companyId, logoUrl);
    }
  });
  for (const photo of found) await storage.delete(photo.storageKey);
  return unique;
}

/** GET /v1/job-portal/company-photo/{id}/file: the bytes of a stored photo. */
export async function readCompanyPhoto(db: Database, storage: FileStorage, photoId: string): Promise<{ data: Buffer; mimeType: string }> {
  const photo = await findPhoto(db, photoId);
  if (!photo) throw photoNotFound();
  const data = await storage.get(photo.storageKey);
  if (!data) throw photoNotFound();
  return { data, mimeType: photo.mimeType };
}
