import path from "node:path";
import { serverEnv } from "@/server/config/env";
import type { FileStorage } from "./file-storage";
import { createLocalDiskStorage } from "./local-disk-storage";

const globalForStorage = globalThis as unknown as { __hiringFileStorage?: FileStorage };

/** The process's file storage: local disk under `${DATA_DIR}/uploads`, created on first use. */
export function fileStorage(): FileStorage {
  globalForStorage.__hiringFileStorage ??= createLocalDiskStorage(path.resolve(serverEnv().DATA_DIR, "uploads"));
  return globalForStorage.__hiringFileStorage;
}
