import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from "node:crypto";

// OWASP password storage parameters for scrypt: N=2^17, r=8, p=1.
const COST_LOG2 = 17;
const BLOCK_SIZE = 8;
const PARALLELISM = 1;
const KEY_LENGTH = 32;
const SALT_LENGTH = 16;

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

function scrypt(password: string, salt: Buffer, keyLength: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scryptCallback(password.normalize("NFKC"), salt, keyLength, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

function optionsFor(costLog2: number, blockSize: number, parallelism: number): ScryptOptions {
  const N = 2 ** costLog2;
  // scrypt needs 128 * N * r bytes; leave headroom above Node's 32 MiB default.
  return { N, r: blockSize, p: parallelism, maxmem: 256 * N * blockSize };
}

/** Hash format: scrypt$<log2 N>$<r>$<p>$<salt b64>$<key b64>, so parameters can be raised later. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  const key = await scrypt(password, salt, KEY_LENGTH, optionsFor(COST_LOG2, BLOCK_SIZE, PARALLELISM));
  return ["scrypt", COST_LOG2, BLOCK_SIZE, PARALLELISM, salt.toString("base64"), key.toString("base64")].join("$");
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, costLog2, blockSize, parallelism, saltB64, keyB64] = stored.split("$");
  if (scheme !== "scrypt" || !saltB64 || !keyB64) return false;
  const expected = Buffer.from(keyB64, "base64");
  const actual = await scrypt(
    password,
    Buffer.from(saltB64, "base64"),
    expected.length,
    optionsFor(Number(costLog2), Number(blockSize), Number(parallelism)),
  );
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
