import { readFileSync } from "node:fs";
import path from "node:path";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "./password";

let commonPasswords: Set<string> | undefined;

/** The shipped list (server/auth/common-passwords.txt), loaded once on first use. */
function loadCommonPasswords(): Set<string> {
  if (!commonPasswords) {
    const file = path.join(process.cwd(), "server", "auth", "common-passwords.txt");
    const lines = readFileSync(file, "utf8").split("\n");
    commonPasswords = new Set(lines.map((line) => line.trim()).filter((line) => line && !line.startsWith("#")));
  }
  return commonPasswords;
}

export function isCommonPassword(password: string): boolean {
  return loadCommonPasswords().has(password.normalize("NFKC").toLowerCase());
}

/** Why a password is refused, or null. The length rule is also in the zod contract; this is the server's word. */
export function passwordProblem(password: string): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) return `Password must be at least ${PASSWORD_MIN_LENGTH} characters`;
  if (password.length > PASSWORD_MAX_LENGTH) return `Password must be at most ${PASSWORD_MAX_LENGTH} characters`;
  if (isCommonPassword(password)) return "This password is too common. Choose one that is harder to guess";
  return null;
}
