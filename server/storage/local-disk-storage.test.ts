import { mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { samplePdf } from "@/tests/storage/sample-files";
import { InvalidStorageKeyError, type FileStorage } from "./file-storage";
import { createLocalDiskStorage } from "./local-disk-storage";

let sandbox: string;
let root: string;
let storage: FileStorage;

beforeAll(() => {
  sandbox = mkdtempSync(path.join(tmpdir(), "hp-storage-"));
  root = path.join(sandbox, "uploads");
  storage = createLocalDiskStorage(root);
  // A file next to the storage root that traversal would reach.
  writeFileSync(path.join(sandbox, "secret.pdf"), "secret");
});
afterAll(() => rmSync(sandbox, { recursive: true, force: true }));

const UUID = "0b9d6a1e-5c3f-4e2a-9d8b-7f6e5d4c3b2a";

describe("local disk storage", () => {
  it("stores a file under a key it generates, and gives it back", async () => {
    const stored = await storage.put({ data: samplePdf, prefix: "cvs/company-1", extension: "pdf" });
    expect(stored.size).toBe(samplePdf.length);
    expect(stored.key).toMatch(/^cvs\/company-1\/[0-9a-f-]{36}\.pdf$/);

    expect(await storage.get(stored.key)).toEqual(samplePdf);
    expect(readdirSync(path.join(root, "cvs/company-1"))).toEqual([stored.key.split("/").pop()]);
  });

  it("gives each file its own key", async () => {
    const first = await storage.put({ data: samplePdf, prefix: "cvs", extension: "pdf" });
    const second = await storage.put({ data: samplePdf, prefix: "cvs", extension: "pdf" });
    expect(first.key).not.toBe(second.key);
  });

  it("deletes a file, and answers null and false for one that is gone", async () => {
    const stored = await storage.put({ data: samplePdf, prefix: "cvs", extension: "pdf" });
    expect(await storage.delete(stored.key)).toBe(true);
    expect(await storage.get(stored.key)).toBeNull();
    expect(await storage.delete(stored.key)).toBe(false);
  });

  it.each([
    "../secret.pdf",
    `../${UUID}.pdf`,
    `cvs/../../${UUID}.pdf`,
    `cvs/..%2F..%2F${UUID}.pdf`,
    `/etc/${UUID}.pdf`,
    path.join(tmpdir(), `${UUID}.pdf`),
    `cvs\\..\\..\\${UUID}.pdf`,
    `cvs/${UUID}.pdf\0.png`,
    `cvs/./${UUID}.pdf`,
    `cvs//${UUID}.pdf`,
    `.hidden/${UUID}.pdf`,
    `cvs/${UUID}`,
    "",
  ])("refuses the key %j for get and delete", async (key) => {
    await expect(storage.get(key)).rejects.toBeInstanceOf(InvalidStorageKeyError);
    await expect(storage.delete(key)).rejects.toBeInstanceOf(InvalidStorageKeyError);
  });

  it.each(["..", "../outside", "cvs/../..", "/abs", "cvs\\x", "CVs", "", "a/b/c/d/e/f"])(
    "refuses the prefix %j for put",
    async (prefix) => {
      await expect(storage.put({ data: samplePdf, prefix, extension: "pdf" })).rejects.toBeInstanceOf(InvalidStorageKeyError);
    },
  );

  it.each(["../pdf", "p/df", "", "pdf.exe.", "toolongextension"])("refuses the extension %j for put", async (extension) => {
    await expect(storage.put({ data: samplePdf, prefix: "cvs", extension })).rejects.toBeInstanceOf(InvalidStorageKeyError);
  });

  it("never wrote outside its root", () => {
    expect(readdirSync(sandbox).sort()).toEqual(["secret.pdf", "uploads"]);
  });
});
