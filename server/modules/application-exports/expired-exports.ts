import type { Executor } from "@/server/db/client";
import type { FileStorage } from "@/server/storage/file-storage";
import { listExpiredExportFiles, updateExport } from "./application-exports-queries";

/** How many expired files one sweep removes at most (the next sweep takes the rest). */
export const EXPIRED_EXPORTS_PER_SWEEP = 500;

/**
 * Removes the files of exports past their 7 days from the storage. The export stays listed (its
 * download answers 410 EXPORT_EXPIRED either way); only the applicants' data goes. Idempotent:
 * a file already gone is simply forgotten.
 */
export async function purgeExpiredExports(db: Executor, storage: FileStorage, now: Date): Promise<{ purged: number }> {
  const expired = await listExpiredExportFiles(db, { now, limit: EXPIRED_EXPORTS_PER_SWEEP });
  for (const row of expired) {
    await storage.delete(row.storageKey!);
    await updateExport(db, row.id, { storageKey: null });
  }
  return { purged: expired.length };
}
