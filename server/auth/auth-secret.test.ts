import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { loadOrCreateAuthSecret } from "./auth-secret";

const dirs: string[] = [];
function tempDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "hp-secret-"));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe("loadOrCreateAuthSecret", () => {
  it("generates a secret once into DATA_DIR/auth-secret with mode 0600, warning once", () => {
    const dir = path.join(tempDir(), "nested", ".data");
    const warnings: string[] = [];
    const first = loadOrCreateAuthSecret(dir, (message) => warnings.push(message));
    expect(first.length).toBeGreaterThanOrEqual(32);
    const file = path.join(dir, "auth-secret");
    expect(readFileSync(file, "utf8").trim()).toBe(first);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain("AUTH_SECRET is not set");

    const second = loadOrCreateAuthSecret(dir, (message) => warnings.push(message));
    expect(second).toBe(first);
    expect(warnings).toHaveLength(1);
  });

  it("refuses a file too short to be a secret instead of overwriting it", () => {
    const dir = tempDir();
    writeFileSync(path.join(dir, "auth-secret"), "short\n");
    expect(() => loadOrCreateAuthSecret(dir, () => {})).toThrow(/fewer than 32 characters/);
  });
});
