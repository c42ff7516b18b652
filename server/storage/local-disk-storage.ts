import { randomUUID } from "node:crypto";
import { mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import {
  assertValidExtension,
  assertValidKey,
  assertValidPrefix,
  InvalidStorageKeyError,
  type FileStorage,
} from "./file-storage";

/** Files on local disk under `root` (by default `${DATA_DIR}/uploads`). */
export function createLocalDiskStorage(root: string): FileStorage {
  const base = path.resolve(root);

  // The key patterns already exclude traversal; this is the second lock on the door.
  function pathOf(key: string): string {
    assertValidKey(key);
    const full = path.resolve(base, key);
    if (!full.startsWith(base + path.sep)) throw new InvalidStorageKeyError(key);
    return full;
  }

  return {
    async put({ data, prefix, extension }) {
      assertValidPrefix(prefix);
      assertValidExtension(extension);
      const key = `${prefix}/${randomUUID()}.${extension}`;
      const target = pathOf(key);
      await mkdir(path.dirname(target), { recursive: true });
      // Write then rename, so a crash never leaves a half-written file under the key.
      const partial = `${target}.${randomUUID()}.partial`;
      try {
        await writeFile(partial, data, { flag: "wx" });
        await rename(partial, target);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
      return { key, size: data.byteLength };
    },

    async get(key) {
      try {
        return await readFile(pathOf(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw error;
      }
    },

    async delete(key) {
      const target = pathOf(key);
      try {
        await rm(target);
        return true;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return false;
        throw error;
      }
    },
  };
}
