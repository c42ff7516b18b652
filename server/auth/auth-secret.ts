import { randomBytes } from "node:crypto";
import { linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from "node:fs";
import path from "node:path";
import { serverEnv } from "@/server/config/env";
import { logger } from "@/server/lib/logger";

const MIN_SECRET_LENGTH = 32;
const SECRET_FILE = "auth-secret";

function errorCode(error: unknown): string | undefined {
  return (error as NodeJS.ErrnoException | undefined)?.code;
}

function readSecretFile(file: string): string | undefined {
  try {
    const secret = readFileSync(file, "utf8").trim();
    if (secret.length < MIN_SECRET_LENGTH) {
      throw new Error(`${file} holds fewer than ${MIN_SECRET_LENGTH} characters; delete it or set AUTH_SECRET`);
    }
    return secret;
  } catch (error) {
    if (errorCode(error) === "ENOENT") return undefined;
    throw error;
  }
}

/**
 * The secret kept in `<dataDir>/auth-secret` (mode 0600), created on first use so a fresh machine
 * works without configuration. Creation is atomic (write a private temp file, then hard-link it into
 * place), so concurrent processes agree on one secret.
 */
export function loadOrCreateAuthSecret(dataDir: string, warn: (message: string) => void): string {
  const file = path.resolve(dataDir, SECRET_FILE);
  const existing = readSecretFile(file);
  if (existing) return existing;

  mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.${randomBytes(6).toString("hex")}`;
  writeFileSync(temporary, `${randomBytes(48).toString("base64url")}\n`, { mode: 0o600, flag: "wx" });
  try {
    linkSync(temporary, file);
    warn(`AUTH_SECRET is not set: generated one in ${file}. Set AUTH_SECRET to share it between app instances.`);
  } catch (error) {
    if (errorCode(error) !== "EEXIST") throw error;
  } finally {
    unlinkSync(temporary);
  }
  const created = readSecretFile(file);
  if (!created) throw new Error(`Could not create ${file}`);
  return created;
}

const globalForSecret = globalThis as unknown as { __hiringAuthSecret?: Uint8Array };

/**
 * The key that signs access tokens and hashes mailed codes: AUTH_SECRET, else the generated file.
 * Tests without AUTH_SECRET get a random per-process key instead of touching the data folder.
 */
export function authSecret(): Uint8Array {
  if (!globalForSecret.__hiringAuthSecret) {
    const env = serverEnv();
    const secret =
      env.AUTH_SECRET ??
      (env.NODE_ENV === "test"
        ? randomBytes(48).toString("base64url")
        : loadOrCreateAuthSecret(env.DATA_DIR, (message) => logger().warn(message)));
    globalForSecret.__hiringAuthSecret = new TextEncoder().encode(secret);
  }
  return globalForSecret.__hiringAuthSecret;
}
