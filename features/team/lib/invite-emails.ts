import { EMAIL_PATTERN } from "@/server/modules/auth/auth-contract";
import { MAX_INVITES_PER_REQUEST } from "@/server/modules/team/team-contract";

/** The emails typed into the invite dialog: separated by commas, semicolons, spaces or new lines. */
export function splitEmails(text: string): string[] {
  return text
    .split(/[\s,;]+/)
    .map((item) => item.trim())
    .filter(Boolean);
}

/** The problem with the typed emails, if any (the same rules as the API's invite payload). */
export function inviteEmailsProblem(emails: readonly string[]): string | null {
  if (emails.length === 0) return "Enter at least one email";
  if (emails.length > MAX_INVITES_PER_REQUEST) return `At most ${MAX_INVITES_PER_REQUEST} emails at once`;
  // auth-schemas.ts emailSchema: at most 254 characters, matching EMAIL_PATTERN.
  const invalid = emails.filter((email) => email.length > 254 || !EMAIL_PATTERN.test(email));
  if (invalid.length > 0) return `Not a valid email: ${invalid.join(", ")}`;
  const seen = new Set<string>();
  const twice = emails.filter((email) => {
    const key = email.toLowerCase();
    if (seen.has(key)) return true;
    seen.add(key);
    return false;
  });
  if (twice.length > 0) return `Listed twice: ${[...new Set(twice)].join(", ")}`;
  return null;
}
